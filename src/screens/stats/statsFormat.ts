// Turning statistics payloads into what the stats screens show: checked values, labels of the
// statistic tokens, durations, byte sizes and the time labels of the view series.
import type { SketchStats, StatPair, UserStats } from '../../api/schemas/stats';

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

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** The payload as SketchStats: wrong fields become empty, bad pairs are dropped (and logged). */
export function checkSketchStats(raw: unknown): SketchStats {
  const source = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const pairs = Array.isArray(source.stats) ? source.stats : [];
  const stats = pairs.filter((pair): pair is StatPair => {
    const ok = !!pair && typeof pair === 'object' && typeof (pair as StatPair).token === 'string' && isCount((pair as StatPair).value);
    if (!ok) console.warn('stats: dropped a statistic that is not a {token, value} count', pair);
    return ok;
  });
  return {
    appVersion: typeof source.appVersion === 'string' ? source.appVersion : '',
    snapshots: isCount(source.snapshots) ? source.snapshots : 0,
    brushes: strings(source.brushes),
    images: isCount(source.images) ? source.images : 0,
    uuids: strings(source.uuids),
    template: typeof source.template === 'string' && source.template ? source.template : null,
    userIds: Array.isArray(source.userIds) ? source.userIds.filter((id): id is number => Number.isSafeInteger(id) && (id as number) > 0) : [],
    stats,
  };
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

type ViewEntry = UserStats['today'][number];

/** The payload as UserStats: series and counts checked, view entries without a sketch dropped. */
export function checkUserStats(raw: unknown): UserStats {
  const source = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const series = (value: unknown) => (Array.isArray(value) ? value.map((item) => (isCount(item) ? item : 0)) : []);
  const count = (value: unknown) => (isCount(value) ? value : 0);
  const views = (value: unknown): ViewEntry[] =>
    (Array.isArray(value) ? value : []).filter((entry): entry is ViewEntry => {
      const ok = !!entry && typeof entry === 'object' && Number.isSafeInteger((entry as ViewEntry).sketchId) && isCount((entry as ViewEntry).views);
      if (!ok) console.warn('stats: dropped a view entry without a sketch', entry);
      return ok;
    });
  return {
    hours: series(source.hours),
    days: series(source.days),
    months: series(source.months),
    fans: count(source.fans),
    comments: count(source.comments),
    ratings: count(source.ratings),
    sketchCount: count(source.sketchCount),
    jpgBytes: count(source.jpgBytes),
    pngBytes: count(source.pngBytes),
    fileBytes: count(source.fileBytes),
    today: views(source.today),
    week: views(source.week),
  };
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
