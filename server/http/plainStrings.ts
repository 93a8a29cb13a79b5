// What text input may hold, once for every way in (a JSON body, a multipart form's fields, a
// socket payload), before any schema reads it:
// - A lone UTF-16 surrogate (only a \uD8xx escape can make one) becomes U+FFFD: the store keeps
//   UTF-8, which cannot hold it, and would otherwise keep bytes that read back as other text.
// - Control characters nobody types go: C0 controls but tab, line feed and carriage return
//   (a NUL in a title made an album whose name is blank), DEL, and the bidi embeddings and
//   overrides U+202A-U+202E (a right-to-left override makes a name or a comment read backwards on
//   the page, a classic disguise of links and names). The isolates (U+2066-U+2069), which right-
//   to-left writers use and which cannot leak past the text they are in, stay.
// - A text of only spaces and invisible characters (src/lib/blankText.ts: a zero-width space, a
//   direction mark, a Hangul filler) is made empty.
// A text that held nothing else is then empty, and its schema refuses it as it refuses ''.

import { isBlankText } from '../../src/lib/blankText';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
// eslint-disable-next-line no-control-regex -- matching the control characters is the point
const UNTYPED_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e]/g;

/**
 * Whether a raw JSON text may hold a string that plainStrings changes: an escape of a surrogate
 * or a control character, or a DEL or bidi control as it is. A cheap test, so that most bodies
 * are not walked; a false alarm (`\\b` in `C:\\bin`) only costs the walk.
 */
export const MAY_NEED_PLAIN_STRINGS =
  /\\u[dD][89a-fA-F]|\\u00[01][0-9a-fA-F]|\\u007[fF]|\\[bf]|\\u202[a-eA-E]|[\u007f\u202a-\u202e]|\\u(00[aA][dD]|034[fF]|115[fF]|1160|17[bB][45]|180[b-fB-F]|20[0-6][0-9a-fA-F]|3164|[fF][eE]0[0-9a-fA-F]|[fF][eE][fF][fF]|[fF][fF][aA]0|2800)|[\p{Default_Ignorable_Code_Point}\u2800]/u;

/** One text as input may hold it. */
export function plainText(text: string): string {
  const plain = text.replace(LONE_SURROGATE, '\ufffd').replace(UNTYPED_CONTROLS, '');
  return isBlankText(plain) ? '' : plain;
}

/** `root` (a string, or an object or array holding strings at any depth) with every string made plain text; objects are changed in place. Iterative: input may nest deeply. */
export function plainStrings<T>(root: T): T {
  if (typeof root === 'string') return plainText(root) as T;
  if (typeof root !== 'object' || root === null) return root;
  const pending: object[] = [root];
  for (let node = pending.pop(); node; node = pending.pop()) {
    const entries: [string | number, unknown][] = Array.isArray(node) ? [...node.entries()] : Object.entries(node);
    for (const [key, value] of entries) {
      if (typeof value === 'string') (node as Record<string | number, unknown>)[key] = plainText(value);
      else if (typeof value === 'object' && value !== null) pending.push(value);
    }
  }
  return root;
}
