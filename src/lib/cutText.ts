// Cutting a text to a limit counted in UTF-16 units (what the server's limits count) without
// splitting a character made of two units (an emoji, a letter beyond the first plane).

/**
 * The first `max` UTF-16 units of `text`, one fewer where the cut would split a character made of
 * two: its lone first half is not text (a request sends it as '\uFFFD', and the page then shows a
 * character no one typed).
 */
export function cutText(text: string, max: number): string {
  const cut = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}
