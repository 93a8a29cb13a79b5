// A host message as the JSON text it is, or would be. Hosts may deliver an object instead of a
// text (PROTOCOL.md §1: evaluateJavaScript with a JSON object literal), and in a literal a
// `__proto__` key does not make a field: it sets the object's prototype, whose fields a schema
// would then read as if they were the object's own. So an object is read as the text that makes
// it: own fields only, and an object whose prototype is not the plain one is refused, just as the
// same text is refused for its unknown `__proto__` field. boot.js uses this too (keep it tiny).

const plain = (value: object) => {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === null || proto === (Array.isArray(value) ? Array.prototype : Object.prototype);
};

/**
 * The text; `false` for an object with another prototype somewhere in it (fields under
 * `__proto__`); undefined for anything that has no JSON text (a function, a cycle, a BigInt, a
 * getter or proxy trap that throws). Never throws.
 */
export function messageText(raw: unknown): string | false | undefined {
  if (typeof raw === 'string') return raw;
  let hidden = false;
  try {
    return JSON.stringify(raw, (_key, value: unknown) => {
      if (value && typeof value === 'object' && !plain(value)) {
        hidden = true;
        throw 0; // stop at once; the catch below tells why
      }
      return value;
    }) as string | undefined;
  } catch {
    return !hidden && undefined;
  }
}
