// Everything said about the sketch below its actions: description, tags, who featured it, its
// compo or challenge, groups, video, violation notice, who hearted it, its co-ops, its parent,
// the artist's previous and next sketch, and its work-in-progress snapshots.
import { styled } from '@linaria/react';
import type { Sketch, SketchHasCoOps, SketchRef } from '../../api/schemas/sketches';
import type { UserSummary } from '../../api/schemas/users';
import { RelativeTime } from '../../components/RelativeTime';
import { useHydrated } from '../../lib/useHydrated';
import { WrapList } from '../../components/WrapList';
import { entryStatus } from '../../lib/compoRules';
import { devicePixelRatio, fixedImage, sizedImageUrl } from '../../lib/images';
import { displayTitle } from '../../lib/sketchCard';
import { VIOLATION_NOTICES } from './pageRules';
import { groupPaths } from '../../lib/paths/groups';
import { sitePaths } from '../../lib/paths/site';
import { sketchPaths } from '../../lib/paths/sketches';

const Details = styled.div`
  display: grid;
  /* One column no wider than the page: a long unbroken title in the previous/next links shrinks
     to its ellipsis instead of widening the column (and the page) to fit it. */
  grid-template-columns: minmax(0, 1fr);
  gap: 12px;
  p {
    margin: 0;
  }
  .description {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    line-height: 1.45;
  }
  .tags a {
    padding: 4px 10px;
    border-radius: 999px;
    background: var(--surface-2);
    color: var(--text);
    text-decoration: none;
    font-size: 0.875rem;
  }
  .violation {
    padding: 10px 12px;
    border-radius: var(--radius);
    border: 1px solid var(--danger);
    color: var(--text);
  }
  .muted {
    color: var(--text-muted);
  }
  .place {
    margin-left: 6px;
    padding: 2px 8px;
    border-radius: 999px;
    background: var(--accent);
    color: var(--accent-text);
    font-size: 0.8125rem;
    font-weight: 700;
  }
  video {
    width: 100%;
    max-width: 640px;
    border-radius: var(--radius);
    background: #000;
  }
  .hearts {
    align-items: center;
  }
  .hearts img {
    width: 28px;
    height: 28px;
    border-radius: 50%;
    display: block;
  }
  .refs a {
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 6px 10px 6px 6px;
    border-radius: var(--radius);
    background: var(--surface);
    border: 1px solid var(--border);
    color: var(--text);
    text-decoration: none;
    max-width: 100%;
  }
  .refs img {
    width: 50px;
    height: 50px;
    object-fit: cover;
    border-radius: 6px;
    flex: none;
  }
  .refs span {
    min-width: 0; /* a flex item shrinks below its text only with this, so the ellipsis can show */
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  /* The title a block of its own, with its own direction: a right-to-left title ends in its
     ellipsis on the left, after its beginning, not before it. */
  .refs .ref-title {
    display: block;
  }
`;

function RefLink({ sketch, label, testId }: { sketch: SketchRef; label: string; testId: string }) {
  return (
    <a href={sitePaths.sketch(sketch.id)} data-testid={testId}>
      <img {...fixedImage(sketch.image ?? sketch.imageUrl ?? `/img/sketch/${sketch.id}`, 50)} alt="" width={50} height={50} loading="lazy" />
      <span>
        <small className="muted">{label}</small>
        <span className="ref-title" dir="auto">
          {displayTitle(sketch.title)}
        </span>
      </span>
    </a>
  );
}

export interface SketchDetailsProps {
  sketch: Sketch;
  hearts: UserSummary[];
  coOps: SketchHasCoOps;
  /** The video is not offered while the sketch itself is hidden (mature, violation). */
  showMedia: boolean;
}

export function SketchDetails({ sketch, hearts, coOps, showMedia }: SketchDetailsProps) {
  // The same status label as the compo page's entries (spec §4).
  const place = entryStatus(sketch.compoPlace);
  // A poster is one address, no srcset: the server's markup (and the hydration that must match it)
  // names the 1x file, and the browser's next render the one for its screen.
  const posterRatio = useHydrated() ? devicePixelRatio() : 1;
  return (
    <Details>
      {sketch.violation && (
        <p className="violation" role="note" data-testid="violation-notice">
          {VIOLATION_NOTICES[sketch.violation] ?? 'This sketch breaks the community guidelines.'}
        </p>
      )}
      {sketch.description && (
        <p className="description" dir="auto" data-testid="sketch-description">
          {sketch.description}
        </p>
      )}
      {sketch.tags.length > 0 && (
        <WrapList as="nav" className="tags" gap="6px" aria-label="Tags" data-testid="sketch-tags">
          {sketch.tags.map((tag) => (
            <a key={tag} href={sketchPaths.tag(tag)}>
              #{tag}
            </a>
          ))}
        </WrapList>
      )}
      {sketch.featured && sketch.featuredByName && (
        <p data-testid="featured-by">
          ★ Featured by{' '}
          {sketch.featuredByLink ? <a href={sketch.featuredByLink} dir="auto">{sketch.featuredByName}</a> : <bdi>{sketch.featuredByName}</bdi>}{' '}
          <span className="muted">
            <RelativeTime date={sketch.featuredDate} testId="featured-date" />
          </span>
        </p>
      )}
      {(sketch.compoKey || place) && (
        <p data-testid="sketch-compo">
          {sketch.compoKey ? (
            <>
              Compo: <a href={sitePaths.compo(sketch.compoKey)}>{sketch.compoTitle ?? sketch.compoKey}</a>
            </>
          ) : (
            'Compo entry'
          )}
          {place && <span className="place">{place}</span>}
        </p>
      )}
      {sketch.challengeId !== null && sketch.challengeId !== undefined && (
        <p data-testid="sketch-challenge">
          Daily challenge: <a href={sitePaths.challenge(sketch.challengeId)}>{sketch.challengeTitle ?? `#${sketch.challengeId}`}</a>
        </p>
      )}
      {sketch.groups.length > 0 && (
        <p data-testid="sketch-groups">
          In groups:{' '}
          {sketch.groups.map((group, i) => (
            <span key={group.id}>
              {i > 0 && ', '}
              <a href={groupPaths.group(group.id)} dir="auto">
                {group.title}
              </a>
            </span>
          ))}
        </p>
      )}
      {sketch.video && showMedia && (
        <div data-testid="sketch-video">
          <video controls preload="none" src={sketch.video} poster={sizedImageUrl(sketch.image, 640, posterRatio)} />
          <p>
            <a href={sketch.video} target="_blank" rel="noopener noreferrer">
              Open the video
            </a>
          </p>
        </div>
      )}
      {hearts.length > 0 && (
        <WrapList as="div" className="hearts" gap="4px" data-testid="sketch-hearts">
          <span className="muted">♥ from</span>
          {hearts.map((user) => (
            <a key={user.id} href={sitePaths.user(user.id)} title={user.nickname}>
              <img {...fixedImage(user.avatar, 28)} alt={user.nickname} width={28} height={28} loading="lazy" />
            </a>
          ))}
        </WrapList>
      )}
      {coOps.hasCoOps && (
        <p>
          <a href={sketchPaths.coOps(sketch.id)} data-testid="sketch-coops">
            Co-op sketches ({coOps.count})
          </a>
        </p>
      )}
      {(sketch.parent || sketch.prev || sketch.next) && (
        <WrapList as="nav" className="refs" gap="10px" aria-label="Related sketches">
          {sketch.parent && <RefLink sketch={sketch.parent} label="Based on" testId="sketch-parent" />}
          {sketch.prev && <RefLink sketch={sketch.prev} label="Previous" testId="sketch-prev" />}
          {sketch.next && <RefLink sketch={sketch.next} label="Next" testId="sketch-next" />}
        </WrapList>
      )}
      {sketch.wips.length > 0 && (
        <WrapList as="nav" className="refs" gap="10px" aria-label="Work in progress" data-testid="sketch-wips">
          {sketch.wips.map((wip, i) => (
            <RefLink key={wip.id} sketch={wip} label={`WIP ${i + 1}`} testId="sketch-wip" />
          ))}
        </WrapList>
      )}
    </Details>
  );
}
