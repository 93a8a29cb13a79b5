// Web addresses in plain text that users wrote (chat messages, private messages): the text split
// into text parts and link parts, for a view that renders the links as links and everything else
// as text. Only `http://` and `https://` addresses with a host become links; `javascript:`,
// `data:`, markup and everything else stays text, whatever its case or disguise. An address ends
// at white space, a quote, `<`, `>` or a backtick, and punctuation that ends a sentence ('see
// https://a.b/x.') stays text, as does a closing bracket the address did not open.

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** The rel of a link to an address a user wrote: no opener, no referrer, not endorsed. */
export const USER_LINK_REL = 'noopener noreferrer nofollow ugc';

// The scheme, not preceded by a letter or digit (so 'xhttp://' is not an address; the character
// before is group 1: Safari 15 has no lookbehind), then what may belong to the address: anything
// up to white space, control characters, quotes, angle brackets or a backtick, which starts with
// a host's first character ('http:///x' is not one, though a URL parser reads it as 'http://x/').
// Chinese and Japanese put no space after an address ('…/12を見てね'): their characters and
// punctuation (CJK symbols, kana, ideographs, full-width forms) end it too. An address with them
// in its path, as browsers show it, is cut there; one copied from the address bar has them encoded.
// eslint-disable-next-line no-control-regex -- control characters end an address
const CANDIDATE = /(^|[^a-z0-9])(https?:\/\/[a-z0-9[][^\s\u0000-\u001f\u007f<>"'`\u3000-\u30ff\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]*)/gi;
/** Punctuation that ends a sentence rather than an address (Arabic's comma, semicolon and question mark too). */
const TRAILING = /[.,;:!?*~\u060c\u061b\u061f]$/;
const CLOSERS: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

const count = (text: string, char: string) => text.split(char).length - 1;

/** The address without what ends the sentence around it: '.', ',', an unmatched ')'... */
function trimTrailing(candidate: string): string {
  let text = candidate;
  for (;;) {
    const last = text.charAt(text.length - 1);
    const opener = CLOSERS[last];
    if (TRAILING.test(text)) text = text.slice(0, -1);
    else if (opener && count(text, last) > count(text, opener)) text = text.slice(0, -1);
    else return text;
  }
}

/** The link's address when `text` is a web address with a host (and no user name in it); else null. */
function webAddress(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname) return null;
  // 'https://bank.example@evil.example' shows one host and goes to another: left as text.
  if (url.username || url.password) return null;
  return url.href;
}

/**
 * The text as parts, in order: links for the web addresses in it, text for the rest. Joining
 * every part's `text` gives back the text exactly; adjacent text parts are merged.
 */
export function textLinkParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  const addText = (piece: string) => {
    if (!piece) return;
    const last = parts[parts.length - 1];
    if (last?.kind === 'text') last.text += piece;
    else parts.push({ kind: 'text', text: piece });
  };
  let at = 0;
  for (const match of text.matchAll(CANDIDATE)) {
    const address = trimTrailing(match[2] ?? '');
    const href = webAddress(address);
    if (!href) continue;
    const start = match.index + (match[1] ?? '').length;
    addText(text.slice(at, start));
    parts.push({ kind: 'link', text: address, href });
    at = start + address.length;
  }
  addText(text.slice(at));
  return parts;
}
