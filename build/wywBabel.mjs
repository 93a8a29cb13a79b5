// The Babel options of linaria's transform (wyw-in-js), for the build (build.mjs) and the tests
// (vitest.config.ts) alike. linaria evaluates a styled() base (`styled(PageFrame)`) at build time
// from its source, with Babel: a base in TypeScript needs Babel to read TypeScript.
export const WYW_BABEL_OPTIONS = { overrides: [{ test: /\.ts$/, plugins: ['@babel/plugin-syntax-typescript'] }] };
