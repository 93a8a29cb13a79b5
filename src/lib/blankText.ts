// A text that shows nothing is empty (spec part 1 §5 "Comment: empty text is ignored", part 2 §5
// for messages and the chat). `trim()` removes spaces but not the characters that are invisible
// without being spaces: the zero-width space, joiners, the word joiner, and the Hangul and
// Braille fillers often pasted to post a "blank" name or comment. Inside other text they stay
// (a joiner builds an emoji, a zero-width space breaks Thai words).
const BLANK = /^[\s\u200b-\u200d\u2060\ufeff\u115f\u1160\u3164\uffa0\u2800]*$/;

/** Whether `text` holds nothing visible. */
export const isBlankText = (text: string): boolean => BLANK.test(text);
