// The lower half of the home page: the recents area, top sketches, following, trending and live
// streams. A chunk of its own that the loader starts fetching with the data, so the top of the
// page needs less code before it shows.
import { Streams } from './HomeStreams';
import { SketchStrip } from './HomeStrips';
import { RecentsArea } from './RecentsArea';
import type { HomeIndex } from '../../api/schemas/home';
import type { CurrentUser } from '../../api/schemas/session';
import { sitePaths } from '../../lib/paths/site';

export interface HomeBelowProps {
  index: HomeIndex;
  user: CurrentUser | null;
  /** Sections appear once they have content and then stay (see HomeScreen). */
  shownOnce: (name: string, hasContent: boolean) => boolean;
}

// The strips under the recents grid (at least two rows of it, on any screen) are never in the first
// screenful: all their cards come after the first paint (useCardsLater).
const UNDER_THE_GRID = 0;

export default function HomeBelow({ index, user, shownOnce }: HomeBelowProps) {
  return (
    <>
      <RecentsArea user={user} recent={index.recent} />
      {shownOnce('tops', index.tops.length > 0) && (
        <SketchStrip id="tops" title="Top sketches" sketches={index.tops} more={sitePaths.gallery({ kind: 'tops', days: 7 })} firstCards={UNDER_THE_GRID} />
      )}
      {user && (
        <SketchStrip
          id="following"
          title="Following"
          sketches={index.following}
          more={sitePaths.gallery({ kind: 'friends' })}
          followedOnly
          empty="Follow artists to see their new sketches here."
          firstCards={UNDER_THE_GRID}
        />
      )}
      {shownOnce('trending', index.trending.length > 0) && (
        <SketchStrip id="trending" title="Trending" sketches={index.trending} more={sitePaths.gallery({ kind: 'trending' })} firstCards={UNDER_THE_GRID} />
      )}
      <Streams streams={index.streams} />
    </>
  );
}
