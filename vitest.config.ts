// Unit, component and server tests, in two projects:
// - jsdom: the files that need a DOM, which say so in their first lines with
//   `// @vitest-environment jsdom` (component and browser-logic tests);
// - node: every other test file (server, bridge, native stubs, pure rules of src/, test/unit).
// A file is in exactly one of them: the jsdom project lists the files with that comment, the node
// project takes every test file but those. `npx vitest run --project node` runs one of them.
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

/** Every test file that asks for jsdom in its leading comment, as a path from the repository root. */
function domTestFiles(): string[] {
  const files: string[] = [];
  for (const { dir, name } of TEST_DIRS) {
    for (const entry of readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })) {
      if (!name.test(entry) || entry.split(/[\\/]/).includes('node_modules')) continue;
      const path = `${dir}/${entry.split('\\').join('/')}`;
      const head = readFileSync(join(ROOT, path), 'utf8').slice(0, 400);
      if (/^\s*(?:\/\/|\/?\*+)\s*@vitest-environment\s+jsdom\b/m.test(head)) files.push(path);
    }
  }
  return files.sort();
}

const DOM_FILES = domTestFiles();

function project(name: string, environment: 'node' | 'jsdom', include: string[], exclude: string[] = []): TestProjectInlineConfiguration {
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
      pool: 'forks',
      // linaria's styled() imports the prop filter above: transformed here so the alias applies.
      server: { deps: { inline: ['@linaria/react'] } },
    },
  };
}

export default defineConfig({
  test: {
    // Sized for the 2-core machines the suite runs on (CI included): two forks, one per core.
    // vitest's main process must answer its workers' reports within a fixed 60 s (the
    // worker→main RPC of vitest 3.2 takes no timeout option: a starved main process fails the
    // run with "[vitest-worker]: Timeout calling "onTaskUpdate"" though every test passed, as it
    // once did on a loaded machine). So the workers run at a lower priority than the main process
    // (test/setup.ts lowers its own fork's): however busy the cores, the main process is served
    // first. One process per file (jsdom's globals stay per file); `--maxWorkers=N` overrides.
    maxWorkers: 2,
    // What failed, also in one file that `npm test` prints again as its last lines.
    reporters: ['default', './test/support/failureFileReporter.ts'],
    minWorkers: 1,
    projects: [
      project(
        'node',
        'node',
        TEST_DIRS.map(({ dir, glob }) => `${dir}/${glob}`),
        DOM_FILES,
      ),
      project('jsdom', 'jsdom', DOM_FILES),
    ],
  },
});
