// Title, the artist (avatar, nickname, glops, fan or unfan), when and on what it was drawn, and
// the counts: hearts, rules, comments, views.
import { styled } from '@linaria/react';
import { useMutation } from '@tanstack/react-query';
import type { Sketch } from '../../api/schemas/sketches';
import { errorCodeOf, serverReasonOf } from '../../api/errors';
import { fan, unfan } from '../../api/users';
import { Button } from '../../components/Button';
import { RelativeTime } from '../../components/RelativeTime';
import { WrapList } from '../../components/WrapList';
import { fixedImage } from '../../lib/images';
import { countNoun, countText, formatNumber } from '../../lib/numbers';
import { relationFailedText } from '../../lib/profile';
import { displayTitle } from '../../lib/sketchCard';
import { alertDialog, confirmDialog } from '../../stores/dialogs';
import { relationChanged } from '../../queries/relations';
import { sketchAnswered } from '../../queries/sketches';
import { useSession } from '../../stores/session';
import { confirmUnfan } from './pageRules';
import { sitePaths } from '../../lib/paths/site';


const Head = styled.header`
  display: grid;
  /* No wider than the page: a long nickname shrinks to its ellipsis instead of widening it. */
  grid-template-columns: minmax(0, 1fr);
  gap: 10px;
  h1 {
    margin: 0;
    font-size: 1.5rem;
    line-height: 1.2;
    overflow-wrap: anywhere;
  }
  h1 span {
    margin-left: 8px;
    font-size: 1.125rem;
    vertical-align: middle;
  }
  h1 .badge {
    padding: 2px 8px;
    border-radius: 999px;
    background: var(--surface-2);
    color: var(--text-muted);
    font-size: 0.8125rem;
    font-weight: 600;
  }
  .artist {
    display: flex;
    align-items: center;
    gap: 10px;
    flex-wrap: wrap;
  }
  .artist a {
    display: flex;
    align-items: center;
    gap: 10px;
    color: var(--text);
    text-decoration: none;
    min-width: 0;
  }
  .artist a > span {
    min-width: 0; /* lets the nickname's line shrink below its text */
  }
  .artist img {
    flex: none;
    width: 44px;
    height: 44px;
    border-radius: 50%;
    object-fit: cover;
    background: var(--surface-2);
  }
  .artist strong {
    display: block;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .muted {
    color: var(--text-muted);
    font-size: 0.875rem;
  }
  .counts {
    color: var(--text-muted);
  }
  .counts b {
    color: var(--text);
  }
`;

function FanButton({ sketch }: { sketch: Sketch }) {
  // Written here and not with the page's other writes (src/queries/sketchWrites.ts): this button
  // is part of the page's first load, those load with its actions.
  const change = useMutation({
    mutationFn: (becomeFan: boolean) => (becomeFan ? fan(sketch.creator) : unfan(sketch.creator)),
    onSuccess: async (result) => {
      await sketchAnswered(sketch.id, { isFan: result.isFan });
      // The viewer's following list, the artist's profile (its fan count and button) and their
      // other sketch pages follow; not awaited, as this page shows the server's answer already.
      void relationChanged({ userId: sketch.creator, change: result.isFan ? 'fan' : 'unfan' });
    },
    // The button stays off while the refusal is said.
    onError: (error) => {
      console.warn('fan change failed', error);
      return alertDialog(relationFailedText(errorCodeOf(error), serverReasonOf(error)));
    },
  });
  async function toggle() {
    if (sketch.isFan && !(await confirmDialog(confirmUnfan(sketch.creatorNickname), { confirmLabel: 'Unfan' }))) return;
    change.mutate(!sketch.isFan);
  }
  return (
    <Button data-testid={sketch.isFan ? 'unfan' : 'fan'} variant={sketch.isFan ? 'secondary' : 'primary'} disabled={change.isPending} onClick={() => void toggle()}>
      {sketch.isFan ? 'Unfan' : 'Become a fan'}
    </Button>
  );
}

export function SketchHeader({ sketch }: { sketch: Sketch }) {
  const viewer = useSession((s) => s.user);
  const profile = sitePaths.user(sketch.creator);
  return (
    <Head>
      <h1 dir="auto" data-testid="sketch-title">
        {displayTitle(sketch.title)}
        {sketch.featured && (
          <span title="Featured" data-testid="featured-badge">
            ★
          </span>
        )}
        {sketch.unlisted && (
          <span className="badge" title="Only people with the link can see it" data-testid="unlisted-badge">
            Unlisted
          </span>
        )}
      </h1>
      <div className="artist">
        <a href={profile} data-testid="sketch-creator">
          <img {...fixedImage(sketch.creatorAvatar, 44)} alt="" width={44} height={44} />
          <span>
            <strong dir="auto" data-testid="creator-nickname">{sketch.creatorNickname}</strong>
            <span className="muted" data-testid="creator-glops">
              {countText(sketch.creatorGlops, 'glop')}
            </span>
          </span>
        </a>
        {/* Nobody becomes the fan of someone they block (a block ends fandom both ways). */}
        {viewer && viewer.id !== sketch.creator && !viewer.blocks.includes(sketch.creator) && <FanButton sketch={sketch} />}
      </div>
      <div className="muted">
        <RelativeTime date={sketch.dateCreated} testId="sketch-date" />
        {sketch.device && <span data-testid="sketch-device"> · drawn on {sketch.device}</span>}
      </div>
      <WrapList className="counts" gap="6px 16px" aria-label="Counts">
        <li data-testid="count-hearts">
          ♥ <b>{formatNumber(sketch.heartsReceived)}</b> {countNoun(sketch.heartsReceived, 'heart')}
        </li>
        <li data-testid="count-rules">
          <b>{formatNumber(sketch.rateRules)}</b> {countNoun(sketch.rateRules, 'rule')}
        </li>
        <li data-testid="count-comments">
          <b>{formatNumber(sketch.commentCount)}</b> {countNoun(sketch.commentCount, 'comment')}
        </li>
        <li data-testid="count-views">
          <b>{formatNumber(sketch.viewCount)}</b> {countNoun(sketch.viewCount, 'view')}
        </li>
      </WrapList>
    </Head>
  );
}
