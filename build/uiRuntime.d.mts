// Types of build/uiRuntime.mjs, for vitest.config.ts.
export declare const REACT_ON_PREACT: Record<string, string>;
export declare const TESTING_LIBRARY_ON_PREACT: Record<string, string>;
export declare const REACT_USING_PACKAGES: string[];
