// Ids in addresses and pasted text: the one check of "a positive whole number".

/** Most ids the service hands out fit in 12 digits; pasted sketch links allow up to 15. */
export const ID_MAX_DIGITS = 12;

/**
 * A positive whole number written in plain digits (no sign, exponent or spaces), or null. A string
 * of more than `maxDigits` digits is refused, so an id never loses precision as a JS number.
 */
export function parsePositiveId(value: string | null | undefined, maxDigits = ID_MAX_DIGITS): number | null {
  if (!value || value.length > maxDigits || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}
