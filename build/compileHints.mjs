// V8's explicit compile hint: a file that starts with `//# allFunctionsCalledOnLoad` is compiled
// whole on the background thread that streams it in, instead of function by function on the main
// thread the first time each is called. esbuild wraps React DOM's CommonJS code in one function,
// so the page's first script task compiled all of React DOM there: about 150 ms of this machine's
// main thread before hydration, four times that on Lighthouse's phone. Only the chunk with React
// DOM is marked: nearly all of it runs on every load, while marking a screen's chunk would compile
// code that may never run. Chromium (and the Android WebView) since 136 read the hint; WebKit
// ignores the comment.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The JavaScript outputs of `metafile` that hold React DOM's client. */
export function reactDomChunks(metafile) {
  return Object.entries(metafile.outputs)
    .filter(([path, output]) => path.endsWith('.js') && Object.keys(output.inputs).some((input) => input.includes('node_modules/react-dom/')))
    .map(([path]) => path);
}

/**
 * Puts the hint on the first line of each of `outputs` (paths relative to `root`), and moves
 * their source maps one line down with it (an empty line in `mappings` is a `;`).
 */
export function markEagerCompile(root, outputs) {
  for (const output of outputs) {
    const file = join(root, output);
    const code = readFileSync(file, 'utf8');
    if (code.startsWith(COMPILE_HINT)) continue;
    writeFileSync(file, `${COMPILE_HINT}\n${code}`);
    const mapFile = `${file}.map`;
    try {
      const map = JSON.parse(readFileSync(mapFile, 'utf8'));
      map.mappings = `;${map.mappings}`;
      writeFileSync(mapFile, JSON.stringify(map));
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
    }
  }
}
