// A page kept for visitors (visitorRenders.ts) still counts each visitor's view, as the page's own
// read does for the visitor it was rendered for (the sketch page's sketchInfo, a profile's
// profile read): each later visitor's view is counted here by the same rule
// (entities/viewCounts.ts: once per reader and item in the window). Which pages count a view, and
// of what, is build/landingScreens.mjs's `countsView`; the item is named by the path's second part
// (/sketch/<id>, /user/<id or nickname>), as the page's read names it.
import type { FastifyRequest } from 'fastify';
import { LANDING_SCREENS } from '../../build/landingScreens.mjs';
import type { AppContext } from '../context';
import { userIdOfRef } from '../data/users';
import { findSketch } from '../entities/sketchInfo';
import { countView, type ViewedKind } from '../entities/viewCounts';
import { pathOf } from './negotiation';

const COUNTING_PAGES = LANDING_SCREENS.flatMap((screen) => (screen.countsView ? [{ page: new RegExp(screen.path), kind: screen.countsView }] : []));

/** The item a page's path names, with its owner; null when there is none (the page says so, and counts nothing). */
function viewedItem(ctx: AppContext, kind: ViewedKind, ref: string): { id: number; ownerId: number } | null {
  if (kind === 'sketch') {
    const row = /^\d{1,15}$/.test(ref) ? findSketch(ctx.db, Number(ref)) : null;
    return row ? { id: row.id, ownerId: row.user_id } : null;
  }
  const userId = userIdOfRef(ctx.db, ref);
  return kind === 'profile' && userId !== null ? { id: userId, ownerId: userId } : null;
}

/** Counts the view of the visitor `request` is from, of the item its page shows, when that page counts views. */
export function countKeptPageView(ctx: AppContext, request: FastifyRequest): void {
  const path = pathOf(request.url);
  const counting = COUNTING_PAGES.find(({ page }) => page.test(path));
  if (!counting) return;
  let ref: string;
  try {
    ref = decodeURIComponent(path.split('/')[2] ?? '');
  } catch {
    return; // a malformed address names no item
  }
  const item = viewedItem(ctx, counting.kind, ref);
  if (item) countView(ctx.db, counting.kind, item, request, ctx.clock());
}
