// Turning statistics payloads into what the stats screens show: checked values, labels of the
// statistic tokens, durations, byte sizes and the time labels of the view series.
import type { StatPair } from '../../api/schemas/stats';

const FIGURE_LABELS: Record<string, string> = {
  time: 'Drawing time',
  streamed: 'Streamed',
  strokes: 'Strokes',
  filters: 'Filters',
  imageLoads: 'Image loads',
  layers: 'Layers',
  pastes: 'Pastes',
  undos: 'Undos',
};
/** Tokens whose values are seconds. */
export const DURATION_TOKENS = new Set(['time', 'streamed']);
const TOOL_PREFIX = 'tool:';

export function statLabel(token: string): string {
  if (token.startsWith(TOOL_PREFIX)) {
    const name = token.slice(TOOL_PREFIX.length).replace(/[-_]+/g, ' ').trim();
    return name ? name[0]!.toUpperCase() + name.slice(1) : token;
  }
  return FIGURE_LABELS[token] ?? token;
}

/** 45 s -> '45s'; 300 -> '5m'; 7500 -> '2h 05m'. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(Number.isFinite(seconds) ? seconds : 0));
  if (total < 60) return `${total}s`;
  const minutes = Math.floor(total / 60);
  if (minutes < 60) return `${minutes}m`;
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`;
}

/** 1024-based, one decimal below 100: '512 B', '1.5 KB', '12.3 MB', '240 MB', '1.1 GB'. */
export function formatBytes(bytes: number): string {
  const value = Math.max(0, Number.isFinite(bytes) ? bytes : 0);
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let size = value;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit++;
  }
  const digits = unit === 0 || size >= 100 ? 0 : 1;
  return `${size.toFixed(digits).replace(/\.0$/, '')} ${units[unit]}`;
}

export interface SplitStats {
  /** Figures by token (time, strokes, ...). */
  figures: Map<string, number>;
  /** Tool use counts, most used first. */
  tools: { label: string; value: number }[];
}

export function splitStats(stats: readonly StatPair[]): SplitStats {
  const figures = new Map<string, number>();
  const tools: { label: string; value: number }[] = [];
  for (const { token, value } of stats) {
    if (token.startsWith(TOOL_PREFIX)) tools.push({ label: statLabel(token), value });
    else figures.set(token, (figures.get(token) ?? 0) + value);
  }
  tools.sort((a, b) => b.value - a.value || a.label.localeCompare(b.label));
  return { figures, tools };
}

/** Labels of the last `count` hours, the current hour last: '13:00'. */
export function hourLabels(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(now.getTime() - (count - 1 - i) * 3_600_000);
    return `${date.getHours()}:00`;
  });
}

/** Labels of the last `count` days, today last: 'May 3'. */
export function dayLabels(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (count - 1 - i));
    return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
  });
}

/** Labels of the last `count` months, this month last: 'Jun'. */
export function monthLabels(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(now.getFullYear(), now.getMonth() - (count - 1 - i), 1);
    return date.toLocaleDateString('en-US', { month: 'short' });
  });
}
