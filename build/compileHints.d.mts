// Types of build/compileHints.mjs for the TypeScript that imports it (the build tests).
export declare const COMPILE_HINT: string;
export declare function reactDomChunks(metafile: { outputs: Record<string, { inputs: Record<string, unknown> }> }): string[];
export declare function markEagerCompile(root: string, outputs: readonly string[]): void;
