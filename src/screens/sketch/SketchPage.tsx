// The sketch page (spec part 1 §2, §3 Sketch (full), §4-§8): the image, its artist and counts,
// what the viewer and the artist can do, the details, the comments, and more sketches.
import { styled } from '@linaria/react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { hasIcon, useSession } from '../../stores/session';
import { blockedBothQuery, NO_CO_OPS, patchSketch, sketchCoOpsQuery, sketchHeartsQuery, sketchQuery } from '../../queries/sketches';
import { Suspense, useCallback, useMemo, useState } from 'react';
import { SketchHeader } from './SketchHeader';
import { SketchImage } from './SketchImage';
import { useMediaQuery } from '../../components/useMediaQuery';
import type { CurrentUser } from '../../api/schemas/session';
import type { Sketch } from '../../api/schemas/sketches';
import { sketchPaths } from '../../lib/paths/sketches';
import { displayTitle } from '../../lib/sketchCard';
import { visibleUsers } from '../../lib/visibility';
import { useLinkPreview, usePageTitle } from '../../app/navigation/screen';
import { sizedImageUrl } from '../../lib/images';
import { cutText } from '../../lib/cutText';
import { oneLine } from '../../lib/oneLine';
import { lazyChunk } from '../../lib/lazyChunk';
import { withChunkStyles } from '../../lib/chunkStyles';
import { takesPicturesDown } from '../../lib/sketchRules';
import { useRestoredPlace } from './useRestoredPlace';

// Signed-in viewers only, and filled from its own request anyway: its chunk (with the album form)
// stays out of the sketch page's first load.
const AlbumSwitches = lazyChunk('features/albums/AlbumSwitches', () => withChunkStyles(import('../../features/albums/AlbumSwitches')).then((module) => module.AlbumSwitches));
// What comes after the image, its title and counts loads alongside, so the sketch shows sooner:
// the details, the viewer's and the artist's tools, the comments and the strips of more sketches.
const SketchDetails = lazyChunk('screens/sketch/SketchDetails', () => withChunkStyles(import('./SketchDetails')).then((module) => module.SketchDetails));
const ViewerActions = lazyChunk('screens/sketch/ViewerActions', () => withChunkStyles(import('./ViewerActions')).then((module) => module.ViewerActions));
const OwnerActions = lazyChunk('screens/sketch/OwnerActions', () => withChunkStyles(import('./OwnerActions')).then((module) => module.OwnerActions));
/** A shared link's picture: wide enough for the large cards of messengers and social sites. */
const LINK_PREVIEW_WIDTH = 1024;
/** A shared link's description: the start of the sketch's, as those cards show two or three lines. */
const LINK_PREVIEW_DESCRIPTION_MAX = 200;

/** In place of the comment box when the artist blocked the viewer (spec: blocked users cannot comment). */
export const BLOCKED_BY_ARTIST = 'The artist has blocked you, so you cannot comment here.';

const Comments = lazyChunk('features/comments/Comments', () => withChunkStyles(import('../../features/comments/Comments')).then((module) => module.Comments));
const SketchStrip = lazyChunk('screens/sketch/SketchStrip', () => withChunkStyles(import('./SketchStrip')).then((module) => module.SketchStrip));
// Gloperators only: the moderator tools are a chunk of their own that no one else loads.
const ModeratorPanel = lazyChunk('features/moderation/ModeratorPanel', () => withChunkStyles(import('../../features/moderation/ModeratorPanel')).then((module) => module.ModeratorPanel));

/** From this width the page has two columns: the image, and beside it what is done with it. */
const WIDE = '(min-width: 1024px)';

const Page = styled.article`
  max-width: 1280px;
  margin: 0 auto;
  padding: 12px 16px 48px;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  align-items: start;
  .media,
  .side {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 16px;
    align-content: start;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
  }
  /* Heart, feature, rules and report share one row, even on a phone. */
  .actions > button {
    flex: 1 1 auto;
    min-width: 0;
    padding: 0 8px;
  }
  .stats a {
    color: var(--accent);
  }
  .strips {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 20px;
    margin-top: 8px;
  }
  &[data-layout='wide'] {
    padding: 16px 24px 48px;
    grid-template-columns: minmax(0, 1fr) 400px;
    column-gap: 32px;
    .strips {
      grid-column: 1 / -1;
    }
  }
`;

/** Why the image is not shown to this viewer, if it is not. */
function hiddenReason(sketch: Sketch, viewer: CurrentUser | null): 'mature' | 'violation' | null {
  const own = viewer?.id === sketch.creator;
  if (own) return null;
  if (takesPicturesDown(sketch.violation)) return hasIcon(viewer, 'm') ? null : 'violation';
  if (sketch.mature && !viewer?.mature) return 'mature';
  return null;
}

/**
 * Whether the sketch is hidden from a signed-in viewer not its artist, who then gives it no heart,
 * star or rating and is offered only the report (the server refuses the rest, givingRefusal in
 * server/entities/sketchInfo.ts): any violation, mature for a viewer not marked mature, or by an
 * artist the viewer blocks.
 */
function hiddenFromGiver(sketch: Pick<Sketch, 'violation' | 'mature' | 'creator'>, viewer: Pick<CurrentUser, 'mature'>, viewerBlocks: readonly number[]): boolean {
  return sketch.violation !== null || (sketch.mature && !viewer.mature) || viewerBlocks.includes(sketch.creator);
}

const NO_HEARTS: never[] = [];
const NO_BLOCKS: never[] = [];

/** The page of the sketch `id`, from the query cache (its loader filled it). */
export function SketchPage({ id }: { id: number }) {
  const viewer = useSession((s) => s.user);
  const sketch = useSuspenseQuery(sketchQuery(id)).data;
  // Blocked users, and the viewer's own entry, are hidden from lists (spec part 1 §5, part 2 §6).
  const heartGivers = useQuery(sketchHeartsQuery(id)).data ?? NO_HEARTS;
  const hearts = useMemo(() => visibleUsers(heartGivers, viewer), [heartGivers, viewer]);
  const coOps = useQuery(sketchCoOpsQuery(id)).data ?? NO_CO_OPS;
  const blocked = useQuery({ ...blockedBothQuery(), enabled: viewer !== null }).data;
  const blockedByCreator = Array.isArray(blocked?.blockedBy) && blocked.blockedBy.includes(sketch.creator);
  // What the page learns besides its writes (src/queries/sketchWrites.ts): the comment count, a moderator's feature.
  const update = useCallback((patch: Partial<Sketch>) => patchSketch(id, patch), [id]);
  const onCommentCount = useCallback((commentCount: number) => update({ commentCount }), [update]);
  // The strips of more sketches come once the comments above them have loaded (or failed): shown
  // earlier, they would be pushed down the screen as the details and comments arrive.
  const [commentsSettled, setCommentsSettled] = useState(false);
  const onCommentsSettled = useCallback(() => setCommentsSettled(true), []);
  const own = viewer !== null && viewer.id === sketch.creator;
  useRestoredPlace();
  usePageTitle(`${displayTitle(sketch.title)} by ${sketch.creatorNickname}`);
  const hidden = hiddenReason(sketch, viewer);
  // A shared link's card: the picture and the description the page shows (none of a hidden sketch's).
  useLinkPreview(hidden ? {} : { image: sizedImageUrl(sketch.image, LINK_PREVIEW_WIDTH), description: cutText(oneLine(sketch.description ?? ''), LINK_PREVIEW_DESCRIPTION_MAX) || undefined });
  const wide = useMediaQuery(WIDE);

  const image = <SketchImage sketch={sketch} hidden={hidden} below={wide ? 0 : 64} />;
  const header = <SketchHeader sketch={sketch} />;
  const actions = own ? (
    <Suspense fallback={null}>
      <OwnerActions sketch={sketch} />
    </Suspense>
  ) : (
    viewer && (
      <div className="actions" data-testid="viewer-actions">
        <Suspense fallback={null}>
          <ViewerActions sketch={sketch} reportOnly={blockedByCreator || hiddenFromGiver(sketch, viewer, blocked?.blocks ?? NO_BLOCKS)} />
        </Suspense>
      </div>
    )
  );
  const more = (
    <>
      <Suspense fallback={null}>
        <SketchDetails sketch={sketch} hearts={hearts} coOps={coOps} showMedia={hidden === null} />
      </Suspense>
      {viewer && (
        <Suspense fallback={null}>
          <AlbumSwitches sketchId={sketch.id} ownerId={sketch.creator} />
        </Suspense>
      )}
      {/* The server shows a sketch's statistics to its patron creator only (server/routes/stats.ts). */}
      {sketch.hasStats && own && (
        <p className="stats">
          <a href={sketchPaths.sketchStats(sketch.id)} data-testid="sketch-stats-link">
            Statistics
          </a>
        </p>
      )}
    </>
  );
  const moderator = hasIcon(viewer, 'm') && (
    <Suspense fallback={null}>
      <ModeratorPanel user={{ id: sketch.creator, nickname: sketch.creatorNickname }} sketch={{ id: sketch.id, title: sketch.title ?? '', description: sketch.description ?? '', featured: sketch.featured, compoInvite: sketch.compoInvite ?? false }} onFeatured={update} />
    </Suspense>
  );
  const comments = (
    <Suspense fallback={null}>
      <Comments type="sketch" which={sketch.id} pageOwnerId={sketch.creator} cannotComment={blockedByCreator ? BLOCKED_BY_ARTIST : null} onCountChange={onCommentCount} onSettled={onCommentsSettled} />
    </Suspense>
  );

  // The actions and the comment box where the eye is: beside the image on a wide screen (title,
  // artist, actions, then the comments, their box first), right under it on a phone (under the
  // title for the artist, whose own tools are many). The two
  // orders are two trees, so the reading and tab order is always the order on screen.
  return (
    <Page data-testid="sketch-page" data-sketch-id={sketch.id} data-layout={wide ? 'wide' : 'narrow'}>
      {wide ? (
        <>
          <div className="media">
            {image}
            {more}
          </div>
          <div className="side" data-testid="sketch-side">
            {header}
            {actions}
            {moderator}
            {comments}
          </div>
        </>
      ) : (
        <>
          {image}
          {/* The artist's own tools are a long panel (privacy, files, compos, groups): the title
              and artist come first, as the page is theirs; a viewer's few actions come first. */}
          {own && header}
          {actions}
          {!own && header}
          {/* After the title, whose h1 comes before the panel's h2. */}
          {moderator}
          {more}
          {comments}
        </>
      )}
      {commentsSettled && (
        <div className="strips">
          <Suspense fallback={null}>
            <SketchStrip title={`More by ${sketch.creatorNickname}`} sketches={sketch.recentSketches} testId="strip-recent" />
            <SketchStrip title={`Top sketches by ${sketch.creatorNickname}`} sketches={sketch.topSketches} testId="strip-top" />
            <SketchStrip title="Similar sketches" sketches={sketch.similar} testId="strip-similar" />
          </Suspense>
        </div>
      )}
    </Page>
  );
}
