// Unit, component and server tests, in four projects:
// - jsdom: the files that need a DOM, which say so in their first lines with
//   `// @vitest-environment jsdom` (component and browser-logic tests);
// - jsdom-server: those of them that start the reference server (test/support/appOnServer.tsx);
// - node-mocks: the other files that replace a module (`vi.mock`, `vi.doMock`);
// - node: every other test file (server, bridge, native stubs, pure rules of src/, test/unit).
// A file is in exactly one of them: the first three list their files by what the file says, the
// node project takes every test file but those. `npx vitest run --project node` runs one of them.
//
// How each project's files run (RUNS below):
// - node: without isolation, its files share a worker's loaded modules instead of loading the
//   whole server again for each of its ~140 files, which took about half its time. What a file
//   leaves behind in a module (stores, caches, remembered lists) is reset after every test
//   (test/setup.ts, src/lib/testReset.ts), and each test app opens its own database.
// - jsdom: each file in a fresh VM context of a reused worker thread (vitest's vmThreads pool):
//   its modules, its React and jsdom's globals are its own, as in a process of its own, but the
//   worker, jsdom's code and the transformed sources are loaded once. Sharing modules instead
//   made React render across files. A fork per file took 233 s for this project, the VM 106 s.
// - jsdom-server and node-mocks: a fork per file. DOM files that start the reference server
//   (test/support/appOnServer.tsx): the server's dependencies need Node's own require, which
//   loads an ES module from CommonJS (content-disposition, required by @fastify/static), and
//   vitest's VM loader cannot. A file that replaces a module must be loaded before anything
//   imports the real one.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import wyw from '@wyw-in-js/vite';
import { WYW_BABEL_OPTIONS } from './build/wywBabel.mjs';

/** Where test files live, and which file names are tests there. */
const TEST_DIRS = [
  { dir: 'src', glob: '**/*.test.{ts,tsx}', name: /\.test\.tsx?$/ },
  { dir: 'bridge', glob: '**/*.test.ts', name: /\.test\.ts$/ },
  { dir: 'server', glob: '**/*.test.ts', name: /\.test\.ts$/ },
  { dir: 'native-stubs', glob: '**/*.test.ts', name: /\.test\.ts$/ },
  { dir: 'test/unit', glob: '**/*.test.{ts,tsx}', name: /\.test\.tsx?$/ },
];
const ROOT = fileURLToPath(new URL('.', import.meta.url));

/** Every test file with its text, as a path from the repository root. */
function testFiles(): { path: string; text: string }[] {
  const files: { path: string; text: string }[] = [];
  for (const { dir, name } of TEST_DIRS) {
    for (const entry of readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })) {
      if (!name.test(entry) || entry.split(/[\\/]/).includes('node_modules')) continue;
      const path = `${dir}/${entry.split('\\').join('/')}`;
      files.push({ path, text: readFileSync(join(ROOT, path), 'utf8') });
    }
  }
  return files.sort((a, b) => a.path.localeCompare(b.path));
}

const FILES = testFiles();
/** The files that ask for jsdom in their leading comment. */
const DOM_FILES = FILES.filter(({ text }) => /^\s*(?:\/\/|\/?\*+)\s*@vitest-environment\s+jsdom\b/m.test(text.slice(0, 400))).map(({ path }) => path);
/** The DOM files that start the reference server (see jsdom-server above): through the test
 * support's app on a server, or importing the server's modules themselves. */
const DOM_SERVER_FILES = FILES.filter(({ path, text }) => DOM_FILES.includes(path) && /\bsupport\/appOnServer\b|from '(?:\.\.\/)+server\//.test(text)).map(({ path }) => path);
/** The other files that replace a module for their own tests. */
const MOCKING_FILES = FILES.filter(({ path, text }) => !DOM_FILES.includes(path) && /\bvi\.(?:mock|doMock)\(/.test(text)).map(({ path }) => path);

/**
 * How a project's files run (the header says which project runs how, and why), as vitest's pool,
 * and which pools run in turn: one pool at a time, so no more workers run than the machine has
 * cores (vitest runs pools side by side, each with maxWorkers).
 */
const RUNS = {
  /** Files share a worker thread's loaded modules: the threads pool, run without isolation below. */
  sharedModules: { pool: 'threads', groupOrder: 0 },
  /** Each file in a fresh VM context of a reused worker thread. */
  freshContext: { pool: 'vmThreads', groupOrder: 1 },
  /** Each file in a process of its own. */
  freshProcess: { pool: 'forks', groupOrder: 2 },
} as const;

/** A project: its name, environment and files, and how its files run. */
interface ProjectShape {
  name: string;
  environment: 'node' | 'jsdom';
  include: string[];
  exclude?: string[];
  run: keyof typeof RUNS;
}

function project({ name, environment, include, exclude = [], run }: ProjectShape): TestProjectInlineConfiguration {
  return {
    esbuild: { jsx: 'automatic' },
    // The same prop filter for linaria's styled elements as the bundle (src/lib/domProps.js).
    resolve: {
      alias: {
        '@emotion/is-prop-valid': fileURLToPath(new URL('./src/lib/domProps.js', import.meta.url)),
      },
    },
    // The same linaria transform as the build, so components render with their real class names.
    plugins: [wyw({ include: ['src/**/*.{ts,tsx}'], babelOptions: WYW_BABEL_OPTIONS })],
    test: {
      name,
      include,
      exclude: [...configDefaults.exclude, ...exclude],
      environment,
      globals: true,
      globalSetup: ['test/globalSetup.ts'],
      setupFiles: ['test/setup.ts'],
      restoreMocks: true,
      // A timeout only bounds how long a test that hangs takes to fail: nothing here asserts a time.
      // On a busy 2-core machine (the unit tests beside Chromium's end-to-end run) a test or a hook
      // takes up to three times as long as alone, so the bound leaves room for that.
      testTimeout: 60_000,
      hookTimeout: 60_000,
      pool: RUNS[run].pool,
      sequence: { groupOrder: RUNS[run].groupOrder },
      // linaria's styled() imports the prop filter above: transformed here so the alias applies.
      server: { deps: { inline: ['@linaria/react'] } },
    },
  };
}

export default defineConfig({
  test: {
    // Sized for the 2-core machines the suite runs on (CI included): two workers, one per core.
    // vitest's main process must answer its workers' reports within a fixed 60 s (the
    // worker→main RPC of vitest 3.2 takes no timeout option: a starved main process fails the
    // run with "[vitest-worker]: Timeout calling "onTaskUpdate"" though every test passed, as it
    // once did on a loaded machine). So the workers run at a lower priority than the main process
    // (test/setup.ts lowers its own fork's): however busy the cores, the main process is served
    // first. `--maxWorkers=N` overrides.
    maxWorkers: 2,
    // Only the node project runs in the threads pool; whether a pool isolates is set for the pool.
    poolOptions: { threads: { isolate: false } },
    // What failed, also in one file that `npm test` prints again as its last lines.
    reporters: ['default', './test/support/failureFileReporter.ts'],
    minWorkers: 1,
    projects: [
      project({
        name: 'node',
        environment: 'node',
        include: TEST_DIRS.map(({ dir, glob }) => `${dir}/${glob}`),
        exclude: [...DOM_FILES, ...MOCKING_FILES],
        run: 'sharedModules',
      }),
      project({ name: 'jsdom', environment: 'jsdom', include: DOM_FILES, exclude: DOM_SERVER_FILES, run: 'freshContext' }),
      project({ name: 'jsdom-server', environment: 'jsdom', include: DOM_SERVER_FILES, run: 'freshProcess' }),
      project({ name: 'node-mocks', environment: 'node', include: MOCKING_FILES, run: 'freshProcess' }),
    ],
  },
});
