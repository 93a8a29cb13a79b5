// The XSS corpus (xss-payloads.json, data): script tags, event handlers, javascript: and data:
// URLs, SVG, mutation XSS, template and attribute breakouts, Unicode tricks. Each payload calls
// __xss(N) when it runs, N being its number, so a browser check can tell which one ran. Read
// with fs so that both the vitest suite and the end-to-end spec load the same file.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { plainText } from '../../http/plainStrings';

export interface XssPayload {
  /** 1-based, the N of its __xss(N) call. */
  id: number;
  category: string;
  text: string;
}

interface CorpusFile {
  categories: Record<string, string[]>;
}

// A path, not a URL object: under jsdom the global URL is not the one fs accepts.
const CORPUS_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'xss-payloads.json');
const file = JSON.parse(readFileSync(CORPUS_FILE, 'utf8')) as CorpusFile;

export const XSS_PAYLOADS: readonly XssPayload[] = Object.entries(file.categories)
  .flatMap(([category, texts]) => texts.map((text) => ({ category, text })))
  .map(({ category, text }, index) => ({ id: index + 1, category, text: text.replaceAll('{n}', String(index + 1)) }));

/**
 * What survives a text field's storage: the text as every way in makes it plain (lone surrogates
 * replaced, the control characters nobody types dropped: server/http/plainStrings.ts, whose own
 * test names each case), and without surrounding whitespace for fields that trim.
 */
export const storedForm = (text: string, trims: boolean): string => {
  const plain = plainText(text);
  return trims ? plain.trim() : plain;
};

/** Packs payloads into texts of at most `max` characters joined by `separator` (one field holding many). */
export function packPayloads(payloads: readonly XssPayload[], max: number, separator = '\n'): { text: string; ids: number[] }[] {
  const packs: { text: string; ids: number[] }[] = [];
  for (const payload of payloads) {
    if (payload.text.length > max) continue;
    const last = packs.at(-1);
    if (last && last.text.length + separator.length + payload.text.length <= max) {
      last.text += separator + payload.text;
      last.ids.push(payload.id);
    } else {
      packs.push({ text: payload.text, ids: [payload.id] });
    }
  }
  return packs;
}
