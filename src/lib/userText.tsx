// Sentences of the UI with text users wrote in them ('Ada commented on “رسم رقم 2”: …'). Glued
// into one string, a right-to-left title or comment takes the words, numbers and punctuation
// around it into its own direction and the line reads jumbled; kept as parts, the view isolates
// each user's part (<bdi>, UserSentence) and the UI's words stay in order. The view is here, beside
// the parts, so the screens that show them load one small module, not two (their first load).

/** A piece of a sentence: the UI's own words (a string) or text a user wrote. */
export type SentencePart = string | { readonly user: string };
export type Sentence = readonly SentencePart[];

/**
 * A sentence from a template: each interpolated string is a user's text, each interpolated
 * array parts already sorted (a phrase that is sometimes the UI's own, 'your sketch').
 */
export function userSentence(strings: TemplateStringsArray, ...values: (string | Sentence)[]): SentencePart[] {
  const parts: SentencePart[] = [];
  const add = (part: SentencePart) => {
    const last = parts[parts.length - 1];
    // The UI's words next to each other are one part: one text node, not several.
    if (typeof part === 'string' && typeof last === 'string') parts[parts.length - 1] = last + part;
    else if (part !== '') parts.push(part);
  };
  strings.forEach((ui, index) => {
    add(ui);
    const value = values[index];
    if (value !== undefined) (typeof value === 'string' ? [{ user: value }] : value).forEach(add);
  });
  return parts;
}

/** The sentence as one plain string. */
export const sentenceText = (parts: Sentence): string => parts.map((part) => (typeof part === 'string' ? part : part.user)).join('');

/** The sentence in the page: each user's part in <bdi>, isolated from the words around it. */
export function UserSentence({ parts }: { parts: Sentence }) {
  // A string needs no key: React keys only elements.
  return parts.map((part, index) => (typeof part === 'string' ? part : <bdi key={index}>{part.user}</bdi>));
}
