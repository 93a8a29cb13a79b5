// Cutting a text to a limit counted in UTF-16 units (what the server's limits count) without
// splitting what a reader sees as one character: a character made of two units (most emoji, a
// letter beyond the first plane), and a cluster of several (a flag is two letters of its own, a
// family or a skin tone is emoji joined, an accent may follow its letter).

/** The reader's characters (grapheme clusters); the JavaScript of every supported browser and Node has it. */
const graphemes = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;

/**
 * The longest start of `text` of at most `max` UTF-16 units that ends between two of the reader's
 * characters: a lone first half of a pair is not text (a request sends it as '\uFFFD'), and half a
 * flag or a family shows as something no one wrote.
 */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  if (!graphemes) {
    const cut = text.slice(0, max);
    return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
  }
  let end = 0;
  for (const { index, segment } of graphemes.segment(text)) {
    if (index + segment.length > max) break;
    end = index + segment.length;
  }
  return text.slice(0, end);
}
