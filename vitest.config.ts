// Unit, component and server tests. Files run in Node unless they ask for jsdom with
// `// @vitest-environment jsdom` at the top (component and browser-logic tests).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import wyw from '@wyw-in-js/vite';

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  // The same prop filter for linaria's styled elements as the bundle (src/lib/domProps.js).
  resolve: {
    alias: {
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
    // linaria's styled() imports the prop filter above: transformed here so the alias applies.
    server: { deps: { inline: ['@linaria/react'] } },
  },
});
