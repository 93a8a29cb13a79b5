// Number formatting of the toolkit: comma thousands separators (spec part 2 §9), and short
// counts for tight places. Both are the platform's Intl.NumberFormat in US English, so the
// separators never follow the device's locale (the spec fixes them).

// Twenty fraction digits keep every digit a number prints with (0.1 + 0.2 stays 0.30000000000000004).
const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 });
// Compact counts keep one decimal below ten thousand and above a million (1.2k, 12k, 1.3M).
const compactFine = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const compactWhole = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 0 });

/** 1234567.5 -> '1,234,567.5'; anything not finite -> '0'. */
export function formatNumber(value: number): string {
  return Number.isFinite(value) ? grouped.format(value) : '0';
}

/** Short counts for tight places: 999, 1.2k, 12k, 1.3M. */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const format = value >= 10_000 && value < 1_000_000 ? compactWhole : compactFine;
  // The house style writes thousands with a small k; Intl's English compact form uses K.
  return format.format(value).replace('K', 'k');
}
