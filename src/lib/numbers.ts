// Number formatting of the toolkit: comma thousands separators (spec part 2 §9), and short
// counts for tight places, in US English whatever the device's locale (the spec fixes them).
//
// Whole numbers, the counts every card shows, are written here; anything else (fractions,
// negative counts, counts past a thousand trillion) goes to the platform's Intl.NumberFormat.
// Why not Intl for all: the first Intl object a page makes loads the ICU data, 40-60 ms of main
// thread on a desktop and four times that on a phone, inside the first page's hydration. The
// test checks the written forms against Intl's over many values.

/** 1234567 -> '1,234,567': digits in threes from the right. */
const groupDigits = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

// Made on first use only (see above). Twenty fraction digits keep every digit a number prints
// with (0.1 + 0.2 stays 0.30000000000000004).
let grouped: Intl.NumberFormat | undefined;
let compactFine: Intl.NumberFormat | undefined;
let compactWhole: Intl.NumberFormat | undefined;

/** 1234567.5 -> '1,234,567.5'; anything not finite -> '0'. */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return '0';
  if (Number.isSafeInteger(value) && !Object.is(value, -0)) return (value < 0 ? '-' : '') + groupDigits(String(Math.abs(value)));
  grouped ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 });
  return grouped.format(value);
}

// Compact units of US English: thousand, million, billion, trillion.
const UNITS = ['', 'k', 'M', 'B', 'T'] as const;
const COMPACT_LIMIT = 1e15;

/** `count / divisor`, rounded half away from zero, exactly (whole numbers below 2^53). */
function roundedQuotient(count: number, divisor: number): number {
  const remainder = count % divisor;
  return (count - remainder) / divisor + (remainder * 2 >= divisor ? 1 : 0);
}

/** A whole count from 1,000 up, in its unit with at most `fractionDigits` (0 or 1) decimals. */
function compactWholeCount(count: number, fractionDigits: 0 | 1): string {
  for (let unit = 1; unit < UNITS.length; unit += 1) {
    const unitSize = 1000 ** unit;
    const step = fractionDigits === 1 ? unitSize / 10 : unitSize;
    const steps = roundedQuotient(count, step);
    const value = fractionDigits === 1 ? steps / 10 : steps;
    // Rounding up to a thousand of this unit writes one of the next (999,950 -> 1M, not 1000k).
    if (value < 1000 || unit === UNITS.length - 1) return `${value}${UNITS[unit]}`;
  }
  throw new Error('unreachable: the last unit always returns');
}

/** Short counts for tight places: 999, 1.2k, 12k, 1.3M. */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return '0';
  // One decimal below ten thousand and from a million (1.2k, 12k, 1.3M).
  const fractionDigits = value >= 10_000 && value < 1_000_000 ? 0 : 1;
  if (Number.isSafeInteger(value) && value >= 0 && value < COMPACT_LIMIT) {
    return value < 1000 ? String(value) : compactWholeCount(value, fractionDigits);
  }
  compactFine ??= new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
  compactWhole ??= new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 0 });
  // The house style writes thousands with a small k; Intl's English compact form uses K.
  return (fractionDigits === 0 ? compactWhole : compactFine).format(value).replace('K', 'k');
}

/**
 * The noun that goes with a count: 'heart' for 1, 'hearts' for any other count (0 included).
 * `many` names an irregular plural ('entries', 'sketches'). The one rule of the site for every
 * count in words, so none shows '1 hearts'.
 */
export const countNoun = (count: number, one: string, many = `${one}s`): string => (count === 1 ? one : many);

/** A count in words, its number as formatNumber writes it: '1 glop', '1,234 glops', '0 sketches'. */
export const countText = (count: number, one: string, many?: string): string => `${formatNumber(count)} ${countNoun(count, one, many)}`;
