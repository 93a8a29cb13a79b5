import { describe, expect, it} from 'vitest';
import { ApiError } from '../../api/client';
import { refusalOf, userStatsRefusal } from './statsAccess';
import { dayLabels, formatBytes, formatDuration, hourLabels, monthLabels, splitStats, statLabel } from './statsFormat';
import type { CurrentUser } from '../../api/schemas/session';

describe('stats formatting', () => {
  it('formats drawing time as hours and minutes', () => {
    expect(formatDuration(45)).toBe('45s');
    expect(formatDuration(300)).toBe('5m');
    expect(formatDuration(7500)).toBe('2h 05m');
    expect(formatDuration(14 * 3600 + 59 * 60)).toBe('14h 59m');
    expect(formatDuration(-3)).toBe('0s');
    expect(formatDuration(Number.NaN)).toBe('0s');
  });

  it('formats storage in B, KB, MB and GB', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(12.34 * 1024 * 1024)).toBe('12.3 MB');
    expect(formatBytes(240 * 1024 * 1024)).toBe('240 MB');
    expect(formatBytes(1.1 * 1024 ** 3)).toBe('1.1 GB');
    expect(formatBytes(0)).toBe('0 B');
  });

  it('labels statistic tokens, tools by name and unknown tokens as they are', () => {
    expect(statLabel('time')).toBe('Drawing time');
    expect(statLabel('imageLoads')).toBe('Image loads');
    expect(statLabel('tool:eraser')).toBe('Eraser');
    expect(statLabel('tool:color_picker')).toBe('Color picker');
    expect(statLabel('gestures')).toBe('gestures');
  });

  it('splits figures from tool use counts, most used tool first', () => {
    const { figures, tools } = splitStats([
      { token: 'time', value: 60 },
      { token: 'tool:eraser', value: 3 },
      { token: 'tool:brush', value: 40 },
      { token: 'strokes', value: 12 },
    ]);
    expect(figures.get('time')).toBe(60);
    expect(figures.get('strokes')).toBe(12);
    expect(tools).toEqual([
      { label: 'Brush', value: 40 },
      { label: 'Eraser', value: 3 },
    ]);
  });

  it('labels the series back from now, the current hour, day and month last', () => {
    const now = new Date(2025, 5, 1, 13, 20);
    expect(hourLabels(now, 3)).toEqual(['11:00', '12:00', '13:00']);
    expect(dayLabels(now, 2)).toEqual(['May 31', 'Jun 1']);
    expect(monthLabels(now, 13)[0]).toBe('Jun');
    expect(monthLabels(now, 13).at(-1)).toBe('Jun');
    expect(monthLabels(now, 2)).toEqual(['May', 'Jun']);
  });
});

describe('stats access', () => {
  const user = (id: number, icons: CurrentUser['icons'] = []) => ({ id, icons }) as CurrentUser;

  it("knows the user stats rule before asking: login, and a patron feature of their own; someone else's the server says", () => {
    expect(userStatsRefusal(null, 2)).toBe('login');
    expect(userStatsRefusal(user(1, ['p']), 2)).toBeNull();
    expect(userStatsRefusal(user(1), 2)).toBeNull();
    expect(userStatsRefusal(user(1, ['m']), 1)).toBe('notPatron');
    expect(userStatsRefusal(user(2, ['p']), 2)).toBeNull();
  });

  it("maps the server's refusals", () => {
    expect(refusalOf(new ApiError(401, { error: 'not_logged_in' }))).toBe('login');
    expect(refusalOf(new ApiError(403, { error: 'not_owner' }))).toBe('notOwner');
    expect(refusalOf(new ApiError(403, { error: 'not_patron' }))).toBe('notPatron');
    expect(refusalOf(new ApiError(404, { error: 'no_stats' }))).toBe('noStats');
    expect(refusalOf(new ApiError(404, { error: 'not_found' }))).toBeNull();
    expect(refusalOf(new ApiError(500, null))).toBeNull();
    expect(refusalOf(new Error('x'))).toBeNull();
  });
});
