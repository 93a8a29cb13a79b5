// The feeds of the home page and the galleries, each one query over sketch cards (cards.ts
// applies the viewer's visibility). Orders end with a unique key so pages never overlap.
import type { Db } from '../db/database';
import { freshTrendingScores, TRENDING_SCORES_TABLE } from '../data/trendingScores';
import type { CardQuery, FeedViewer } from './cards';

const DAY = 86_400_000;
/** Trending: activity of the last days on sketches of the last weeks. */
export const TRENDING_ACTIVITY_DAYS = 3;
export const TRENDING_AGE_DAYS = 30;
/** Recent hearts look this far back (enough for hundreds of pages). */
const RECENT_HEARTS_DAYS = 365;
/** Recommendations come from this far back. */
const RECOMMENDATION_DAYS = 365;
export const TOP_WINDOWS = [7, 30, 365] as const;
export type TopWindow = (typeof TOP_WINDOWS)[number];
export type SketchSort = 'recent' | 'top' | 'oldest';

export type FeedQuery = Omit<CardQuery, 'limit' | 'offset'>;
const since = (now: number, days: number) => new Date(now - days * DAY).toISOString();

const ORDER: Record<SketchSort, string> = {
  recent: 's.created DESC, s.id DESC',
  top: 's.hearts DESC, s.rules DESC, s.id DESC',
  oldest: 's.created ASC, s.id ASC',
};

export const recentFeed = (): FeedQuery => ({ order: ORDER.recent });

export const featuredFeed = (): FeedQuery => ({ where: 's.featured = 1', order: 's.featured_date DESC, s.id DESC' });

export const recentHeartsFeed = (now: number): FeedQuery => ({
  join: 'JOIN (SELECT sketch_id, max(date) AS last_heart FROM hearts WHERE date >= ? GROUP BY sketch_id) h ON h.sketch_id = s.id',
  joinParams: [since(now, RECENT_HEARTS_DAYS)],
  order: 'h.last_heart DESC, s.id DESC',
});

/**
 * Trending: the sketches of the last TRENDING_AGE_DAYS by their score over the last
 * TRENDING_ACTIVITY_DAYS (hearts count three, comments two, rules one; data/trendingScores.ts),
 * summed and ranked at most `memoryMs` ago: the page reads the ranking in its order.
 */
export const trendingFeed = (db: Db, now: number, memoryMs: number): FeedQuery => {
  freshTrendingScores(db, now, since(now, TRENDING_ACTIVITY_DAYS), since(now, TRENDING_AGE_DAYS), memoryMs);
  return { join: `JOIN ${TRENDING_SCORES_TABLE} t ON t.sketch_id = s.id`, order: 't.place' };
};

/** The most hearted sketches uploaded in the last `days` days. */
export const topsFeed = (now: number, days: number): FeedQuery => ({
  where: 's.created >= ?',
  params: [since(now, days)],
  order: ORDER.top,
});

/** Uploads of the artists the viewer follows. */
export const followingUploadsFeed = (viewerId: number): FeedQuery => ({
  where: 's.user_id IN (SELECT artist_id FROM follows WHERE fan_id = ?)',
  params: [viewerId],
  order: ORDER.recent,
});

/** Sketches lately added to the groups the viewer is a member of (each once). */
export const groupsRecentsFeed = (viewerId: number): FeedQuery => ({
  join: `JOIN (SELECT gs.sketch_id, max(gs.added) AS added FROM group_sketches gs
      JOIN group_members m ON m.group_id = gs.group_id WHERE m.user_id = ? GROUP BY gs.sketch_id) g ON g.sketch_id = s.id`,
  joinParams: [viewerId],
  order: 'g.added DESC, s.id DESC',
});

/**
 * Sketches by artists the viewer does not follow yet, first those the viewer's artists hearted
 * most, then the most hearted; none the viewer hearted already.
 */
export const recommendationsFeed = (now: number, viewerId: number): FeedQuery => ({
  join: `LEFT JOIN (SELECT sketch_id, count(*) AS n FROM hearts
      WHERE giver_id IN (SELECT artist_id FROM follows WHERE fan_id = ?) GROUP BY sketch_id) r ON r.sketch_id = s.id`,
  joinParams: [viewerId],
  where: `s.user_id <> ? AND s.user_id NOT IN (SELECT artist_id FROM follows WHERE fan_id = ?)
    AND NOT EXISTS (SELECT 1 FROM hearts mine WHERE mine.giver_id = ? AND mine.sketch_id = s.id) AND s.created >= ?`,
  params: [viewerId, viewerId, viewerId, since(now, RECOMMENDATION_DAYS)],
  order: 'coalesce(r.n, 0) DESC, s.hearts DESC, s.id DESC',
});

export const tagFeed = (tag: string, sort: SketchSort): FeedQuery => ({
  join: 'JOIN sketch_tags tg ON tg.sketch_id = s.id AND tg.tag = ?',
  joinParams: [tag],
  order: ORDER[sort],
});

export const userFeed = (userId: number, sort: SketchSort): FeedQuery => ({
  where: 's.user_id = ?',
  params: [userId],
  order: ORDER[sort],
});

export const groupFeed = (groupId: number): FeedQuery => ({
  join: 'JOIN group_sketches gs ON gs.sketch_id = s.id AND gs.group_id = ?',
  joinParams: [groupId],
  order: 'gs.added DESC, s.id DESC',
});

export const coopFeed = (coopId: number): FeedQuery => ({
  join: 'JOIN coop_sketches cs ON cs.sketch_id = s.id AND cs.coop_id = ?',
  joinParams: [coopId],
  order: 'cs.added DESC, s.id DESC',
});

/** The sketches entered in a compo, in an order of entities/compos.ts's ENTRY_ORDER (over e, the entries). */
export const compoEntriesFeed = (compoId: number, order: string): FeedQuery => ({
  join: 'JOIN compo_entries e ON e.sketch_id = s.id',
  where: 'e.compo_id = ?',
  params: [compoId],
  order,
});

/** The sketches a user rated so ('rules' or 'piggy'), the latest rated first. */
export const ratingsFeed = (userId: number, rating: string): FeedQuery => ({
  join: 'JOIN ratings r ON r.sketch_id = s.id',
  where: 'r.user_id = ? AND r.rating = ?',
  params: [userId, rating],
  order: 'r.date DESC, s.id DESC',
});

/** One sketch as a card (none when the viewer may not see it). */
export const sketchCardFeed = (sketchId: number): FeedQuery => ({ where: 's.id = ?', params: [sketchId], order: 's.id' });


export type { FeedViewer };
