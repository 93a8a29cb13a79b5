// A single-line field's text as it is kept: trimmed, each run of white space (new lines and tabs
// a paste brings among them) one space. A title shows on one line in lists and headings.
export const oneLine = (text: string): string => text.trim().replace(/\s+/g, ' ');
