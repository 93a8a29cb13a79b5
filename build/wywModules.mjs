// Only modules that import linaria go through the wyw-in-js plugin. Left alone, it loads every
// .ts/.tsx file: it compiles each with esbuild and hands esbuild the result, which esbuild then
// parses again, and the production source map showed that compiled code instead of the module's
// own source. Left to esbuild, a module without styles is read once and maps to itself.
import { readFile } from 'node:fs/promises';

const usesLinaria = (source) => source.includes('@linaria/');

/** Wraps the wyw plugin so its file loader sees only the modules that import linaria. */
export function wywForStyledModules(plugin) {
  return {
    name: plugin.name,
    setup(build) {
      const proxy = Object.create(build);
      proxy.onLoad = (options, callback) =>
        build.onLoad(options, options.namespace && options.namespace !== 'file' ? callback : async (args) => (usesLinaria(await readFile(args.path, 'utf8')) ? callback(args) : undefined));
      return plugin.setup(proxy);
    },
  };
}
