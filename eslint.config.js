// Lint holds the architecture (README "Layers"): which layer may import which, no import
// cycles, only src/api talks to the server, only src/realtime imports socket.io-client, only
// the bridge wiring reaches the host. It also runs the recommended rule sets of JavaScript,
// TypeScript and the rules of hooks over the app, the server, the bridge, the stubs and tests.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const serverGlobals = ['fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource'].map((name) => ({
  name,
  message: 'Reach the server through src/api only.',
}));

// Each element of the architecture, most specific first (the first match classifies a file).
const ELEMENTS = [
  // src/app is four folders, one layer each (README "Layers"). The navigation core: what screens
  // and features may use of src/app (page loads, the screen contract, analytics, page state, the
  // link interceptor).
  { type: 'navigation', pattern: 'src/app/navigation', partialMatch: false },
  // The host wiring: the bridge facade, its lazy client and the texts and state they share.
  { type: 'host', pattern: 'src/app/host', partialMatch: false },
  // The route table and its resolver, which only the entry imports.
  { type: 'routeTable', pattern: 'src/app/routes', partialMatch: false },
  { type: 'entry', mode: 'full', pattern: ['src/main.tsx', 'src/boot.ts', 'src/serverRender.tsx'] },
  // Only lists for the bundler (build/lazyEntries.mjs): what every lazy chunk shares (the entry
  // imports it too) and what the landing pages' and most other screens' chunks share.
  { type: 'chunkGraph', mode: 'full', pattern: ['src/shellGraph.ts', 'src/landingGraph.ts'] },
  // The shell: App, header, menus, page host and boundary, mount.
  { type: 'app', pattern: 'src/app/shell', partialMatch: false },
  { type: 'lib', pattern: 'src/lib', partialMatch: false },
  { type: 'api', pattern: 'src/api', partialMatch: false },
  { type: 'stores', pattern: 'src/stores', partialMatch: false },
  { type: 'queries', pattern: 'src/queries', partialMatch: false },
  { type: 'realtime', pattern: 'src/realtime', partialMatch: false },
  { type: 'components', pattern: 'src/components', partialMatch: false },
  { type: 'features', pattern: 'src/features/*', capture: ['feature'], partialMatch: false },
  { type: 'screens', pattern: 'src/screens/*', capture: ['screen'], partialMatch: false },
  { type: 'bridge', pattern: 'bridge', partialMatch: false },
  { type: 'nativeStubs', pattern: 'native-stubs', partialMatch: false },
  // buildApp, the one module that registers the development surface (server/dev/).
  { type: 'serverApp', mode: 'full', pattern: 'server/app.ts' },
  { type: 'serverDev', pattern: 'server/dev', partialMatch: false },
  { type: 'server', pattern: 'server', partialMatch: false },
  { type: 'tests', pattern: 'test', partialMatch: false },
];

// Who may import whom (README "Layers"). A layer may always import its own files; screens and
// features only their own folder (one screen never imports another: shared parts live in
// components/, data-loading parts in features/). `types` may be imported for their types only
// (erased at build): the entities of src/api, the bridge's message types.
const SAME_FOLDER_ONLY = { screens: 'screen', features: 'feature' };
const LAYERS = {
  lib: { values: ['bridgeProtocol'], types: ['api'] },
  api: { values: ['lib', 'bridgeProtocol'], types: ['bridge'] },
  stores: { values: ['lib', 'api'] },
  queries: { values: ['api', 'lib', 'stores'] },
  realtime: { values: ['lib', 'api'] },
  components: { values: ['lib', 'stores'], types: ['api'] },
  navigation: { values: ['lib', 'api', 'stores'] },
  host: { values: ['lib', 'api', 'stores', 'navigation', 'bridge'] },
  // Screens and features that show live data use the socket classes of src/realtime (issue 13).
  features: { values: ['components', 'queries', 'api', 'stores', 'lib', 'navigation', 'realtime'] },
  screens: { values: ['features', 'components', 'queries', 'api', 'stores', 'lib', 'navigation', 'host', 'realtime'] },
  // The shell: everything but the route table, which only the entry imports.
  app: { values: ['screens', 'features', 'components', 'queries', 'api', 'stores', 'lib', 'realtime', 'navigation', 'host'] },
  // The resolver reads the session: a banned viewer's pages are not loaded (the ban page stands in).
  routeTable: { values: ['screens', 'app', 'api', 'lib', 'navigation', 'stores'] },
  entry: { values: ['routeTable', 'app', 'navigation', 'host', 'stores', 'api', 'lib', 'bridge', 'chunkGraph'] },
  chunkGraph: { values: ['chunkGraph', 'routeTable', 'app', 'features', 'components', 'queries', 'api', 'stores', 'lib', 'navigation', 'host'] },
  bridge: { values: [] },
  nativeStubs: { values: ['bridge', 'lib', 'server'] },
  // The server shares the entities and pure rules with the client, nothing else. Its runtime
  // never imports the development surface: only buildApp does, and only registers it with
  // DEV_TOOLS on, so nothing else can start to depend on it.
  server: { values: ['api', 'lib', 'realtimeSchemas', 'serverApp'] },
  serverApp: { values: ['server', 'serverDev', 'api', 'lib', 'realtimeSchemas'] },
  serverDev: { values: ['server', 'api', 'lib'] },
  tests: { values: [] },
};

// The bridge's wire constants (protocol.ts, and names.ts split out of it for the first load) and
// its rule for file URLs (fileUrl.ts, pure) are data, not a way to the host: any layer may read them.
const BRIDGE_PROTOCOL = { element: { type: 'bridge' }, file: { path: 'bridge/{protocol,names,fileUrl}.ts' } };
// The socket payload schemas (src/realtime/<domain>/schemas.ts, valibot only) are shared with the
// server, which parses every incoming payload with the client's own schemas (issue 13).
const REALTIME_SCHEMAS = { element: { type: 'realtime' }, file: { path: 'src/realtime/*/schemas.ts' } };
const target = (type) =>
  type === 'bridgeProtocol' ? BRIDGE_PROTOCOL : type === 'realtimeSchemas' ? REALTIME_SCHEMAS : { element: { type } };

function dependencyPolicies(extraTargets) {
  return Object.entries(LAYERS).flatMap(([from, { values, types = [] }]) => {
    const capture = SAME_FOLDER_ONLY[from];
    const own = capture
      ? { element: { type: from, captured: { [capture]: `{{ from.element.captured.${capture} }}` } } }
      : { element: { type: from } };
    const policies = [{ from: { element: { type: from } }, allow: { to: [own, ...[...values, ...extraTargets].map(target)] } }];
    if (types.length > 0) {
      policies.push({ from: { element: { type: from } }, allow: { to: types.map(target), dependency: { kind: 'type' } } });
    }
    return policies;
  });
}

// Issue 24: the server's SQL lives in its data modules (server/data/<domain>.ts), which own each
// table's row type; the rest of the server calls their typed functions and holds no query (no
// prepare(), no db.exec()). The store's own folders write SQL by nature: the migrations and the
// database (server/db) and the demo seed (server/seed). Tests arrange the store directly, except
// route tests, which go through the data modules as the routes do.
const NO_SQL_OUTSIDE_DATA = [
  'CallExpression[callee.type="MemberExpression"][callee.property.name="prepare"]',
  'CallExpression[callee.type="MemberExpression"][callee.property.name="exec"][callee.object.name=/[dD]b$/]',
  'CallExpression[callee.type="MemberExpression"][callee.property.name="exec"][callee.object.property.name=/[dD]b$/]',
].map((selector) => ({
  selector,
  message: "No SQL outside the data modules: put the query in its domain's data module (server/data/<domain>.ts) as a typed function, its row type beside it.",
}));

// A transaction goes through server/db/database.ts: writeTransaction takes the write lock first,
// which several processes sharing the database need (a deferred one that reads, then writes, fails
// with SQLITE_BUSY when another process wrote in between); readTransaction reads one moment.
const NO_RAW_TRANSACTIONS = [
  {
    selector: 'CallExpression[callee.type="MemberExpression"][callee.property.name="transaction"]',
    message: 'Use writeTransaction(db, work) or readTransaction(db, work) from server/db/database.ts: a transaction that writes must take the write lock first.',
  },
];

// Issue 24: a request has one schema, in src/api/schemas beside its response's. A route declares
// it in its options (`{ schema: { body, querystring, params } }`, server/http/validation.ts) and
// gets the parsed parts; parsing a request part by hand in a route would be a second source
// (parseInput stays for input that is no route part: a multipart field, a socket payload).
const NO_HAND_PARSED_ROUTE_INPUT = [
  {
    selector: 'CallExpression[callee.name="parseInput"] > MemberExpression.arguments[object.name="request"][property.name=/^(body|query|params)$/]',
    message: "Declare the route's request schema in its options ({ schema: { body: XBody } }, shared from src/api/schemas), and read request.body, parsed.",
  },
];

// The client sends what the shared request schema describes: a body or query written in place
// says which (`{ ... } satisfies XBody`), so a field renamed on either side fails to compile.
const TYPED_REQUESTS = [
  {
    selector: 'CallExpression[callee.name=/^(post|postForm)$/] > ObjectExpression:nth-child(2)',
    message: "Type the body with its shared request schema: post(path, { ... } satisfies XBody) (src/api/schemas).",
  },
  {
    selector: 'CallExpression[callee.name="get"] > ObjectExpression:nth-child(3)',
    message: "Type the query with its shared request schema: get(path, Schema, { ... } satisfies XQuery) (src/api/schemas).",
  },
];

// The files the layer rules read (the test block below narrows them, so it must stay inside).
const LAYERED_FILES = ['src/**/*.{ts,tsx}', 'bridge/**/*.ts', 'native-stubs/**/*.ts', 'server/**/*.ts', 'test/**/*.{ts,tsx,mjs}'];

const layerRules = (extraTargets = []) => ({
  'boundaries/dependencies': ['error', { default: 'disallow', policies: dependencyPolicies(extraTargets) }],
  'import-x/no-cycle': ['error', { ignoreExternal: true }],
});

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', '.tmp/**', 'coverage/**', 'bench-results/**'] },
  {
    files: ['**/*.{js,mjs,ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // Unused arguments and caught errors named with a leading _ are deliberate, and so is a
      // property taken out of an object to drop it (`const { $schema, ...rest } = json`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // A variable read (by a closure) before its one assignment must stay `let`: as a const it
      // would throw in its temporal dead zone (bridge/client.ts's timer).
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    files: LAYERED_FILES,
    plugins: { boundaries, 'import-x': importX },
    settings: {
      'boundaries/elements': ELEMENTS,
      // Single files (the entry, the chunk graph) need the 'full' mode of an element,
      // deprecated in favour of file categories that cannot be layers; its warning is noise.
      'boundaries/legacy-warnings': false,
      'boundaries/include': ['src/**', 'bridge/**', 'native-stubs/**', 'server/**', 'test/**'],
      // import-x reads the imported files too (for no-cycle): it needs their extensions and parser.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
      // eslint-plugin-boundaries resolves imports with the resolver settings of eslint-plugin-import.
      'import/resolver': { typescript: { project: 'tsconfig.json' } },
    },
    rules: layerRules(),
  },
  {
    // Every module of src/app is in one of its four folders, which name its layer: a file beside
    // them, or in a folder of its own, would be in no layer and so under no layer rule.
    files: ['src/app/**/*.{ts,tsx}'],
    rules: { 'boundaries/no-unknown-files': 'error' },
  },
  {
    // Tests drive their layer through the app's shell when they need to (a page loaded through
    // the route table); a screen's shared test set-up (testing.tsx) renders through the test
    // support; benchmarks, the e2e suite and the socket tests' harness reach everything.
    files: ['**/*.test.{ts,tsx}', 'src/**/testing.tsx', 'test/**/*.{ts,tsx,mjs}', 'bridge/bench/**/*.ts', 'bridge/testing/**/*.ts', 'server/realtime/testing/**/*.ts'],
    rules: layerRules(Object.keys(LAYERS)),
  },
  {
    files: ['src/**/*.{ts,tsx}', 'native-stubs/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    rules: {
      'no-restricted-globals': ['error', ...serverGlobals],
      // A lazy chunk's CSS comes as a promise it exports (no top-level await: WebKit can freeze).
      'no-restricted-syntax': [
        'error',
        {
          selector: ':not(CallExpression[callee.name=/^(withChunkStyles|screenChunk)$/]) > ImportExpression',
          message: 'Load a chunk with withChunkStyles(import(...)) from src/lib/chunkStyles.ts, so its stylesheets are in before it shows (a route table screen: screenChunk(import(...)), whose styles the resolver waits for).',
        },
        ...TYPED_REQUESTS,
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'socket.io-client', message: 'Sockets live in src/realtime only.' }],
          patterns: [
            {
              group: ['**/bridge/*', '!**/bridge/receiver', '!**/bridge/protocol', '!**/bridge/names', '!**/bridge/fileUrl'],
              message: 'Reach the host through src/app/host/hostBridge.ts only.',
            },
          ],
        },
      ],
    },
  },
  {
    // The history has two writers: navigation (pages and their entries; replaceAddress for a tab's
    // address) and the dialogs' history (the dialog entry). Another writer would drop a key.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/app/navigation/navigation.ts', 'src/lib/modalHistory.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'history', property: 'pushState', message: 'Open a page with navigate() (src/app/navigation/navigation.ts).' },
        { object: 'history', property: 'replaceState', message: "Write a tab's address with replaceAddress() (src/app/navigation/navigation.ts)." },
      ],
    },
  },
  {
    // The modules that own the server, the sockets and the host (the bridge facade, its lazy client and the texts and state they share).
    files: [
      'src/api/**',
      'src/realtime/**',
      'src/app/host/**',
      'src/boot.ts',
      '**/*.test.{ts,tsx}',
    ],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-imports': 'off' },
  },
  {
    // Tests import modules afresh (after a mock or a reset); no build, no chunk stylesheets.
    files: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': 'off',
      'no-restricted-properties': [
        'error',
        { object: 'vi', property: 'waitFor', message: 'Wait with eventually() from test/support/waits.ts: vi.waitFor gives up after one second, which a busy machine overruns.' },
      ],
    },
  },
  {
    // Components render inside the app's providers (the query client): test/support/render.tsx.
    files: ['**/*.test.{ts,tsx}', 'src/**/testing.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@testing-library/react', message: "Render through test/support/render.tsx, inside the app's providers." }] },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    ignores: ['server/data/**', 'server/db/**', 'server/seed/**', 'server/**/*.test.ts', 'server/testing/**', 'server/realtime/testing/**'],
    rules: { 'no-restricted-syntax': ['error', ...NO_SQL_OUTSIDE_DATA, ...NO_HAND_PARSED_ROUTE_INPUT, ...NO_RAW_TRANSACTIONS] },
  },
  {
    // Where SQL may be written, transactions still go through the two helpers.
    files: ['server/data/**/*.ts', 'server/db/**/*.ts', 'server/seed/**/*.ts', 'server/testing/**/*.ts', 'server/realtime/testing/**/*.ts', 'server/**/*.test.ts'],
    ignores: ['server/db/database.ts'],
    rules: { 'no-restricted-syntax': ['error', ...NO_RAW_TRANSACTIONS] },
  },
  {
    // Last, so it holds for the route tests too: they arrange the store through the data modules.
    files: ['server/routes/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...NO_SQL_OUTSIDE_DATA, ...NO_HAND_PARSED_ROUTE_INPUT, ...NO_RAW_TRANSACTIONS] },
  },
);
