// POST /api/v2/index: everything the home page shows, in one answer. Each section is computed
// only when the request asks for it (counts of 0 and false leave it empty).
import type * as v from 'valibot';
import type { HomeIndex, HomeIndexBody, HomeStats, HomeUser, MessageOfTheDay } from '../../src/api/schemas/home';
import type { UserSummary } from '../../src/api/schemas/users';
import type { Db } from '../db/database';
import { challengeOf, homeCompos, userSummaryOf } from '../entities/community';
import { liveStreams } from '../entities/streams';
import { startedChallenges } from '../data/challenges';
import { utcDayOf } from '../../src/lib/dayText';
import { fanCount } from '../data/follows';
import { currentMotd as findCurrentMotd, publicSketchCount, sketchesCreatedSince, userCount } from '../data/home';
import { birthdayUsers, findHomeUserRow } from '../data/users';
import { unreadCounts } from '../entities/activity';
import { avatarUrl, coverUrl } from '../entities/urls';
import { queryCards, type FeedViewer } from './cards';
import { FEED_PAGE_SIZE } from '../../src/api/schemas/requestFields';
import { featuredFeed, followingUploadsFeed, recentFeed, topsFeed, trendingFeed, type FeedQuery } from './feeds';
import { hiddenSketchCount, countedSketchCount } from '../data/sketches';

/** Entries shown with each challenge on the home page. */
export const CHALLENGE_PREVIEW_ENTRIES = 6;
export const HOME_TOPS_DAYS = 7;
const MAX_BIRTHDAYS = 50;

/** What the home asks for: the body of POST /api/v2/index as the route parsed it. */
export type HomeSections = v.InferOutput<typeof HomeIndexBody>;

/** The home for `viewer` at `now`; the figures every viewer shares are reused for `sharedMemoryMs` (AppContext.sharedFiguresMemoryMs). */
export function buildHomeIndex(db: Db, viewer: FeedViewer | null, request: HomeSections, now: number, sharedMemoryMs: number): HomeIndex {
  const nowIso = new Date(now).toISOString();
  const first = (count: number, feed: FeedQuery) => (count > 0 ? queryCards(db, viewer, { ...feed, limit: count, offset: 0 }).cards : []);
  return {
    user: viewer ? homeUser(db, viewer.id) : null,
    motd: currentMotd(db, nowIso, request.motd),
    birthdays: request.birthdays ? birthdaysToday(db, viewer, now) : [],
    challenges: latestChallenges(db, viewer, now, request.challenges),
    compos: homeCompos(db, nowIso, request.compos, viewer),
    featured: first(request.featured, featuredFeed()),
    recent: first(request.recent, recentFeed()),
    tops: first(request.tops, topsFeed(now, HOME_TOPS_DAYS)),
    trending: first(FEED_PAGE_SIZE, trendingFeed(db, now, sharedMemoryMs)),
    following: viewer ? first(FEED_PAGE_SIZE, followingUploadsFeed(viewer.id)) : [],
    streams: liveStreams(db, viewer?.id ?? null),
    stats: request.stats ? homeStats(db, now, sharedMemoryMs) : null,
  };
}

function homeUser(db: Db, userId: number): HomeUser | null {
  const row = findHomeUserRow(db, userId);
  if (!row) return null;
  return {
    id: row.id,
    nickname: row.nickname,
    avatar: avatarUrl(row.id, row.avatar_sketch_id),
    cover: coverUrl(row.id, row.cover_sketch_id),
    glops: row.glops,
    fans: fanCount(db, userId),
    // The owner's own: their mature sketches count.
    sketches: countedSketchCount(db, userId, { id: userId, mature: false }),
    hiddenSketches: hiddenSketchCount(db, userId),
    // The header's counts too (entities/activity.ts): carried over plus what came since each list was read.
    unread: unreadCounts(db, userId),
  };
}

/** The latest message of the day, unless it is the one the client says it has seen. */
function currentMotd(db: Db, nowIso: string, seen: HomeSections['motd']): MessageOfTheDay | null {
  const row = findCurrentMotd(db, nowIso);
  if (!row || (seen !== true && seen === row.id)) return null;
  return { id: row.id, text: row.text, date: row.starts };
}

/** Users born on today's day and month (UTC), by glops, descending; not those the viewer blocks. */
function birthdaysToday(db: Db, viewer: FeedViewer | null, now: number): UserSummary[] {
  const today = new Date(now);
  return birthdayUsers(db, today.getUTCDate(), today.getUTCMonth() + 1, viewer?.id ?? 0, MAX_BIRTHDAYS).map(userSummaryOf);
}

function latestChallenges(db: Db, viewer: FeedViewer | null, now: number, count: number) {
  if (count === 0) return [];
  return startedChallenges(db, utcDayOf(now), count, 0).map((row) => {
    const entries = queryCards(db, viewer, {
      join: 'JOIN challenge_entries ce ON ce.sketch_id = s.id AND ce.challenge_id = ?',
      joinParams: [row.id],
      order: 's.hearts DESC, s.id DESC',
      limit: CHALLENGE_PREVIEW_ENTRIES,
      offset: 0,
    }).cards;
    return challengeOf(db, row, entries, viewer);
  });
}

const countedStats = new WeakMap<Db, { at: number; day: string; stats: HomeStats }>();

/** The site's counts, counted again once `memoryMs` have passed (or the day or the clock changed): each count reads a whole table. */
function homeStats(db: Db, now: number, memoryMs: number): HomeStats {
  const day = utcDayOf(now);
  const kept = countedStats.get(db);
  if (kept && kept.day === day && now >= kept.at && now - kept.at < memoryMs) return kept.stats;
  const stats = {
    sketches: publicSketchCount(db),
    users: userCount(db),
    sketchesToday: sketchesCreatedSince(db, `${day}T00:00:00.000Z`),
  };
  countedStats.set(db, { at: now, day, stats });
  return stats;
}
