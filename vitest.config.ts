// Unit, component and server tests. Files run in Node unless they ask for jsdom with
// `// @vitest-environment jsdom` at the top (component and browser-logic tests).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import wyw from '@wyw-in-js/vite';
import { REACT_ON_PREACT, REACT_USING_PACKAGES, TESTING_LIBRARY_ON_PREACT } from './build/uiRuntime.mjs';

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  // The same runtime as the bundle (React's API on Preact: build/uiRuntime.mjs) and the same prop
  // filter for linaria's styled elements (src/lib/domProps.js).
  resolve: {
    alias: {
      ...REACT_ON_PREACT,
      ...TESTING_LIBRARY_ON_PREACT,
      '@emotion/is-prop-valid': fileURLToPath(new URL('./src/lib/domProps.js', import.meta.url)),
    },
  },
  // The same linaria transform as the build, so components render with their real class names.
  plugins: [wyw({ include: ['src/**/*.{ts,tsx}'] })],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'bridge/**/*.test.ts', 'server/**/*.test.ts', 'native-stubs/**/*.test.ts', 'test/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    globals: true,
    setupFiles: ['test/setup.ts'],
    restoreMocks: true,
    testTimeout: 20_000,
    pool: 'forks',
    // Transformed here rather than loaded by Node, so their imports of React meet the map above.
    server: { deps: { inline: REACT_USING_PACKAGES } },
  },
});
