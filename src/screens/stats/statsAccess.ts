// Who sees statistics ("fan-only stats", spec part 1 §6, part 2 §3). Statistics are private to
// the artist they are about, and only while the artist is a patron:
// - /stats/{id}: the sketch's creator, if a patron;
// - /e/stats/{userId}: the user themself, if a patron.
// Everyone else (gloperators included) gets a clear message instead; the server enforces the
// same rule (server/routes/stats.ts) and its refusals map to the same messages.
import { ApiError } from '../../api/client';
import { errorCodeOf } from '../../api/errors';
import { PRODUCT_NAME } from '../../lib/product';
import type { CurrentUser } from '../../api/schemas/session';

export type StatsRefusal = 'login' | 'notOwner' | 'notPatron' | 'noStats';

export const STATS_TEXTS = {
  login: 'You must be logged in to see statistics.',
  notOwnerSketch: 'Only the artist can see the statistics of this sketch.',
  notOwnerUser: 'Only the artist can see their statistics.',
  notPatron: 'Statistics are a patron feature.',
  becomePatron: `Become a ${PRODUCT_NAME} Patron to see how your sketches are doing.`,
  noStats: 'No statistics were recorded for this sketch.',
} as const;

/** The refusal an API error stands for, or null when it is some other failure. */
export function refusalOf(error: unknown): StatsRefusal | null {
  if (!(error instanceof ApiError)) return null;
  const code = errorCodeOf(error);
  if (error.status === 401) return 'login';
  if (error.status === 403) return code === 'not_patron' ? 'notPatron' : 'notOwner';
  if (error.status === 404 && code === 'no_stats') return 'noStats';
  return null;
}

/**
 * What the client already knows about the user stats of `userId`, before asking the server.
 * Someone else's are asked for all the same: the server tells a user who does not exist (the
 * not-found page) from one who is not the viewer (notOwner).
 */
export function userStatsRefusal(viewer: CurrentUser | null, userId: number): StatsRefusal | null {
  if (!viewer) return 'login';
  if (viewer.id === userId && !viewer.icons.includes('p')) return 'notPatron';
  return null;
}

