// The sketch page's data, read while the previous page fades out: the sketch, who hearted it,
// whether it has co-ops, and whether its creator blocks the viewer (then they cannot comment).
// A creator the viewer blocks sends the viewer home (spec part 1 §8).
import { ApiError } from '../../api/client';
import { fetchSketchHasCoOps, fetchSketchHearts, fetchSketchInfo } from '../../api/sketches';
import type { CurrentUser, Sketch, SketchHasCoOps, UserSummary } from '../../api/types';
import { fetchBlocked } from '../../api/users';
import { Redirect } from '../../app/screen';
import { useSession } from '../../stores/session';
import { normalizeSketch } from './pageRules';
import { paths } from '../../lib/paths';

export interface SketchPageData {
  sketch: Sketch;
  hearts: UserSummary[];
  coOps: SketchHasCoOps;
  /** The creator has blocked the viewer: no comment input. */
  blockedByCreator: boolean;
}

/** The signed-in user once the first session read is done (the page may load before it). */
export function sessionUser(): Promise<CurrentUser | null> {
  const state = useSession.getState();
  if (state.status !== 'loading') return Promise.resolve(state.user);
  return new Promise((resolve) => {
    const stop = useSession.subscribe((next) => {
      if (next.status === 'loading') return;
      stop();
      resolve(next.user);
    });
  });
}

const NO_CO_OPS: SketchHasCoOps = { hasCoOps: false, count: 0 };

export async function loadSketchPage(id: number | null, signal?: AbortSignal): Promise<SketchPageData> {
  if (id === null) throw new ApiError(404, null);
  const viewer = await sessionUser();
  // The hearts list, co-ops and blocks only add to the page: their failure must not hide the sketch.
  const [raw, hearts, coOps, blocked] = await Promise.all([
    fetchSketchInfo(id, signal),
    fetchSketchHearts(id, signal).catch(() => null),
    fetchSketchHasCoOps(id, signal).catch(() => NO_CO_OPS),
    viewer ? fetchBlocked({ both: true }, signal).catch(() => null) : null,
  ]);
  const sketch = normalizeSketch(raw);
  if (!sketch) throw new ApiError(500, 'The sketch could not be read.');
  if (viewer && viewer.id !== sketch.creator && viewer.blocks.includes(sketch.creator)) throw new Redirect(paths.home());
  return {
    sketch,
    hearts: Array.isArray(hearts?.users) ? hearts.users.filter((u) => Number.isInteger(u?.id)) : [],
    coOps: typeof coOps?.hasCoOps === 'boolean' ? coOps : NO_CO_OPS,
    blockedByCreator: !!blocked && Array.isArray(blocked.blockedBy) && blocked.blockedBy.includes(sketch.creator),
  };
}

const keys = new WeakMap<SketchPageData, number>();
let lastKey = 0;

/** A key per load: another sketch, or the same one loaded again after a reload, starts the page afresh. */
export function pageKey(data: SketchPageData): number {
  let key = keys.get(data);
  if (key === undefined) {
    key = ++lastKey;
    keys.set(data, key);
  }
  return key;
}
