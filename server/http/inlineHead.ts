// A page the server rendered carries boot.js and its stylesheets in its HTML, so nothing stands
// between the HTML and its first paint: each linked file is one more round trip before the paint,
// about 0.3 s on Lighthouse's phone connection. The Content-Security-Policy still allows no inline
// code: the page's header names each inlined script and style by its hash (CSP level 2, which
// every engine the app supports reads). Assets are named by their content, so they are read once;
// boot.js and index.html are read again when a rebuild changes them (builtFiles.ts).
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readBuilt } from './builtFiles';

export interface InlinedHead {
  html: string;
  /** CSP hash sources ('sha256-…') of the inlined scripts and styles. */
  scripts: string[];
  styles: string[];
}

/** boot.js as index.html links it: named by its content under /assets/ (build.mjs), or /boot.js from the watch build. */
const BOOT_SCRIPT = /<script src="(\/(?:assets\/boot-[\w]+|boot)\.js)"><\/script>/;
const STYLESHEET = /<link rel="stylesheet" href="(\/assets\/[\w.-]+\.css)"((?: data-[\w-]+(?:="[^"<>]*")?)*)>/g;
const SOURCE_MAP = /\n\/\/# sourceMappingURL=([\w.-]+)\s*$/;

export const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

interface Asset {
  text: string;
  hash: string;
}

const assets = new Map<string, Promise<Asset | null>>();

const readText = (file: string) => readFile(file, 'utf8').catch(() => null);

/** An asset's text and hash: read once (its name changes with its content); a file that is missing is asked again next time. */
function asset(distDir: string, href: string): Promise<Asset | null> {
  const file = path.join(distDir, href);
  let read = assets.get(file);
  if (!read) {
    read = readText(file).then((text) => (text === null ? null : { text, hash: cspHash(text) }));
    assets.set(file, read);
    void read.then((found) => found === null && assets.delete(file));
  }
  return read;
}

/** boot.js (at `href`) as written into the page, with its hash; null when it could end its element early. */
function inlineBootScript(code: string, href: string): Asset | null {
  if (/<\/script/i.test(code)) return null;
  // Its source map, named relative to the file, is named from the root: the page may be deeper.
  const inline = code.replace(SOURCE_MAP, (_, map: string) => `\n//# sourceMappingURL=${path.posix.join(path.posix.dirname(href), map)}`);
  return { text: inline, hash: cspHash(inline) };
}

/** `html` with boot.js and its stylesheets written in; anything it cannot read, or that could end its element early, stays linked. */
export async function inlineHead(html: string, distDir: string): Promise<InlinedHead> {
  const scripts: string[] = [];
  const styles: string[] = [];
  const sheets = [...html.matchAll(STYLESHEET)];
  const read = await Promise.all(sheets.map((match) => asset(distDir, match[1]!)));
  let out = html;
  sheets.forEach((match, i) => {
    const css = read[i];
    if (!css || /<\/style/i.test(css.text)) return;
    // The attributes stay: the chunks' style loaders read data-covers from the element (build/styles.mjs).
    const element = `<style data-href="${match[1]}"${match[2]}>${css.text}</style>`;
    styles.push(css.hash);
    out = out.replace(match[0], () => element);
  });
  const boot = BOOT_SCRIPT.exec(out);
  const inline = boot ? await readBuilt(path.join(distDir, boot[1]!), (code) => inlineBootScript(code, boot[1]!)) : null;
  if (boot && inline) {
    scripts.push(inline.hash);
    out = out.replace(boot[0], () => `<script>${inline.text}</script>`);
  }
  return { html: out, scripts, styles };
}

/** A Content-Security-Policy with `sources` added to its `directive` (left as it is when the policy has no such directive). */
export function withSources(policy: string, directive: string, sources: readonly string[]): string {
  if (!sources.length) return policy;
  return policy
    .split(';')
    .map((part) => (part.trim().split(/\s+/)[0] === directive ? `${part} ${sources.join(' ')}` : part))
    .join(';');
}
