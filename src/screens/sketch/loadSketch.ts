// The sketch page's data, read into the query cache while the previous page fades out: the
// sketch, who hearted it, whether it has co-ops, and whether its creator blocks the viewer (then
// they cannot comment). A creator the viewer blocks sends the viewer home (spec part 1 §8).
import { ApiError } from '../../api/client';
import { queryClient } from '../../api/queryClient';
import { Redirect } from '../../app/navigation/screen';
import { blockedBothQuery, sketchCoOpsQuery, sketchHeartsQuery, sketchQuery } from '../../queries/sketches';
import { whenSessionKnown } from '../../stores/session';
import { sitePaths } from '../../lib/paths/site';

/** What the page needs from its address: the rest is in the query cache. */
export interface SketchPageData {
  id: number;
}

export async function loadSketchPage(id: number | null): Promise<SketchPageData> {
  if (id === null) throw new ApiError(404, null);
  const viewer = await whenSessionKnown();
  // The hearts list, co-ops and blocks only add to the page: their failure must not hide the sketch.
  const optional = (read: Promise<unknown>) => read.catch(() => null);
  const [sketch] = await Promise.all([
    queryClient.fetchQuery(sketchQuery(id)),
    optional(queryClient.fetchQuery(sketchHeartsQuery(id))),
    optional(queryClient.fetchQuery(sketchCoOpsQuery(id))),
    // A viewer under a ban sees the ban page instead of this one (App.tsx), and may not read blocks.
    viewer && !viewer.ban ? optional(queryClient.fetchQuery(blockedBothQuery())) : null,
  ]);
  if (viewer && viewer.id !== sketch.creator && viewer.blocks.includes(sketch.creator)) throw new Redirect(sitePaths.home());
  return { id };
}
