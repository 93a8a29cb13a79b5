// A text that shows nothing is empty (spec part 1 §5 "Comment: empty text is ignored", part 2 §5
// for messages and the chat). `trim()` removes spaces but not the characters that are invisible
// without being spaces: Unicode's default-ignorable code points (zero-width spaces and joiners,
// direction marks, variation selectors, tags, the Hangul fillers...) and the Braille blank,
// often pasted to post a "blank" name or comment. Inside other text they stay (a joiner builds
// an emoji, a zero-width space breaks Thai words).
const BLANK = /^[\s\p{Default_Ignorable_Code_Point}\u2800]*$/u;

/** Whether `text` holds nothing visible. */
export const isBlankText = (text: string): boolean => BLANK.test(text);
