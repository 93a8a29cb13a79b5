// Types of what test/unit/build.test.ts takes from build/firstLoad.mjs.
/** A module's path as the project names it (a lazy chunk's wrapper names the module it wraps). */
export declare const sourceOf: (input: string) => string;
/** The output file whose entry point is this module. */
export declare const outputOf: (metafile: { outputs: Record<string, { entryPoint?: string }> }, source: string) => string | undefined;
/** One message per route whose first load (gzip) is over `budget`: the build prints them and fails. */
export declare function budgetFailures(routes: readonly { screen: string; gzip: number }[], budget: number): string[];
