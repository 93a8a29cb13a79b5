// Number formatting of the toolkit: comma thousands separators (spec part 2 §9).
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const [whole, fraction] = Math.abs(value).toString().split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return (value < 0 ? '-' : '') + grouped + (fraction ? `.${fraction}` : '');
}

/** Short counts for tight places: 999, 1.2k, 12k, 1.3M. */
export function formatCount(value: number): string {
  if (value < 1000) return String(value);
  if (value < 10_000) return `${(value / 1000).toFixed(1).replace(/\.0$/, '')}k`;
  if (value < 1_000_000) return `${Math.round(value / 1000)}k`;
  return `${(value / 1_000_000).toFixed(1).replace(/\.0$/, '')}M`;
}
