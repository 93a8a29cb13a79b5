// Views of sketches, albums and profiles. A reader who reloads, or opens a profile's tabs one
// after another, is one view, not ten: a view counts once per reader and item in a window. Who
// "the reader" is: the signed-in user, else the address the request came from. The owner's own
// visits never count. The memory is per database (so each test app starts fresh) and bounded.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { addView } from '../data/stats';

export type ViewedKind = 'sketch' | 'album' | 'profile';

/** One view per reader and item in this window. */
export const VIEW_WINDOW_MS = 30 * 60_000;
/** The most (reader, item) pairs remembered; the oldest are forgotten first. */
const MAX_REMEMBERED = 50_000;

/** Per database: when each (kind, item, reader) was last counted, oldest first (Map order). */
const lastCounted = new WeakMap<Db, Map<string, number>>();

/** The reader of a request: the signed-in user's id, else the client's address. */
export function readerOf(request: FastifyRequest): string {
  return request.viewer ? `user:${request.viewer.id}` : `ip:${request.ip}`;
}

/**
 * Counts a view of an item unless the reader is its owner or already viewed it within the
 * window. Returns whether it counted (the caller adds it to the number it sends).
 */
export function countView(db: Db, kind: ViewedKind, item: { id: number; ownerId: number }, request: FastifyRequest, now: number): boolean {
  if (request.viewer?.id === item.ownerId) return false;
  let seen = lastCounted.get(db);
  if (!seen) lastCounted.set(db, (seen = new Map()));
  const key = `${kind}:${item.id}:${readerOf(request)}`;
  const last = seen.get(key);
  if (last !== undefined && now - last < VIEW_WINDOW_MS) return false;
  // Re-inserting moves the key to the end, so the first key is always the oldest.
  seen.delete(key);
  seen.set(key, now);
  if (seen.size > MAX_REMEMBERED) seen.delete(seen.keys().next().value as string);
  addView(db, kind, item.id);
  return true;
}
