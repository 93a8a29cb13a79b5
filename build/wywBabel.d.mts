// Types of build/wywBabel.mjs for the TypeScript that imports it (vitest.config.ts).
export declare const WYW_BABEL_OPTIONS: { overrides: { test: RegExp; plugins: string[] }[] };
