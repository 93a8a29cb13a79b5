// Home sections that scroll sideways: compos and strips of sketch cards.
import { styled } from '@linaria/react';
import { memo, useMemo } from 'react';
import type { Compo } from '../../api/schemas/home';
import type { SketchCard } from '../../api/schemas/sketchCards';
import { CoverImage } from '../../components/CoverImage';
import { SketchCardView } from '../../components/SketchCard';
import { slotImage } from '../../lib/images';
import { countText } from '../../lib/numbers';
import { cardView } from '../../lib/sketchCard';
import { visibleSketches } from '../../lib/visibility';
import { useSession } from '../../stores/session';
import { deadlineDayText } from '../../lib/deadlineText';
import { useHydrated } from '../../lib/useHydrated';
import { ScrollStrip } from '../../components/ScrollStrip';
import { Card, EmptyNote, Muted, SectionBox } from './homeStyles';
import { sitePaths } from '../../lib/paths/site';
import { stripCardsAcross, useCardsLater } from './useCardsLater';
import type { CardView } from '../../lib/sketchCard';
import { textLinkTarget } from '../../components/buttonLinks';
import { voteLinkOf } from '../../lib/voteLink';

export const COMPO_OPEN_LABEL = 'Open for entries';
export const COMPO_CLOSED_LABEL = 'View results';

/** A strip tile: 160 px, 180 px from 768 px wide (ScrollStrip's default item widths). */
const STRIP_TILE = { sizes: '(min-width: 768px) 180px, 160px', min: 160, max: 180 };
/** A compo card: 210 px, 240 px from 768 px wide (the strip's --item below). */
const COMPO_CARD = { sizes: '(min-width: 768px) 240px, 210px', min: 210, max: 240 };

/** A card of a strip; memo: a step that renders more cards leaves the shown ones alone. */
const StripTile = memo(function StripTile({ card }: { card: CardView }) {
  return (
    <div className="tile">
      <SketchCardView card={card} size={180} slot={STRIP_TILE} />
    </div>
  );
});

export interface SketchStripProps {
  id: string;
  title: string;
  sketches: SketchCard[];
  more?: string;
  empty?: string;
  followedOnly?: boolean;
  /** Cards in the first render (useCardsLater): a screen's width unless the strip is never in the first screenful. */
  firstCards?: number;
}

export function SketchStrip(props: SketchStripProps) {
  const user = useSession((s) => s.user);
  const { sketches, followedOnly } = props;
  const cards = useMemo(() => visibleSketches(sketches, user, { followedOnly }).map(cardView), [sketches, user, followedOnly]);
  const { shown, container } = useCardsLater(cards.length, (width) => props.firstCards ?? stripCardsAcross(width));
  return (
    <SectionBox aria-labelledby={`home-${props.id}`} data-testid={`home-${props.id}`} {...container}>
      <header>
        <h2 id={`home-${props.id}`}>{props.title}</h2>
        {props.more && <a href={props.more}>More</a>}
      </header>
      {cards.length === 0 && props.empty ? (
        <EmptyNote>{props.empty}</EmptyNote>
      ) : (
        <ScrollStrip>
          {cards.map((card, i) => (i < shown ? <StripTile key={card.id} card={card} /> : <div key={card.id} className="tile later" />))}
        </ScrollStrip>
      )}
    </SectionBox>
  );
}

const CompoCard = styled(Card)`
  display: flex;
  flex-direction: column;
  height: 100%;
  .thumb {
    display: block;
  }
  .state {
    position: absolute;
    left: 8px;
    top: 8px;
    padding: 3px 8px;
    border-radius: 10px;
    background: rgba(0, 0, 0, 0.65);
    color: #fff;
    font-size: 0.75rem;
    font-weight: 700;
  }
  .state[data-state='open'] {
    background: var(--ok);
    color: var(--ok-text);
  }
  .state[data-state='voting'] {
    background: var(--accent);
    color: var(--accent-text);
  }
  .body {
    padding: 8px 10px 10px;
    display: flex;
    flex-direction: column;
    gap: 2px;
  }
  .title,
  .deadline {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .title {
    font-weight: 700;
    text-decoration: none;
  }
  .vote {
    position: relative;
    align-self: flex-start;
    margin-top: 4px;
    padding: 4px 12px;
    border-radius: 14px;
    background: var(--accent);
    color: var(--accent-text);
    font-weight: 700;
    text-decoration: none;
  }
  /* The pill is 31 px tall in the card; the finger's target is 44 px (the card keeps its size). */
  .vote::after {
    content: '';
    position: absolute;
    inset: -7px -4px;
  }
`;

/** A compo's state label, and the words before the deadline of its state. */
function compoStatus(compo: Compo): { label: string; until: string; date: string } {
  switch (compo.state) {
    case 'open':
      return { label: COMPO_OPEN_LABEL, until: 'Entries until', date: compo.endDate };
    case 'voting':
      return { label: 'Voting', until: 'Voting until', date: compo.endVotingDate };
    default:
      return { label: COMPO_CLOSED_LABEL, until: 'Ended', date: compo.endVotingDate };
  }
}

/** A voting compo's link to its ballot, as on the compo's page (voteLinkOf). */
function HomeVoteLink({ compo, signedIn }: { compo: Compo; signedIn: boolean }) {
  const link = voteLinkOf(compo, signedIn);
  return (
    link && (
      <a className="vote" href={link.href} data-testid={link.testId}>
        {link.label}
      </a>
    )
  );
}

export function Compos({ compos }: { compos: Compo[] }) {
  const signedIn = useSession((s) => s.user !== null);
  // The deadline's day is the reader's, as on the compos' pages (deadlineDayText): their time
  // zone, which the server does not know, so the browser writes it once hydrated (as the compo
  // page's countdown does). Its line is there from the server's markup on, so the card keeps its size.
  const hydrated = useHydrated();
  return (
    <SectionBox aria-labelledby="home-compos" data-testid="home-compos">
      <header>
        <h2 id="home-compos">Compos</h2>
        <a className={textLinkTarget} href={sitePaths.compos()}>
          All compos
        </a>
      </header>
      <ScrollStrip style={{ ['--item' as string]: '210px', ['--item-wide' as string]: '240px' }}>
        {compos.map((compo) => {
          const status = compoStatus(compo);
          const href = sitePaths.compo(compo.keyName);
          return (
            <CompoCard key={compo.id} data-testid="compo" data-state={compo.state}>
              <a className="thumb" href={href} tabIndex={-1} aria-hidden="true">
                {/* A compo without entries has no picture yet: the empty cover, as on the compos list. */}
                <CoverImage image={slotImage(compo.thumbnail, COMPO_CARD, 250)} shape="wide">
                  <span className="state" data-state={compo.state}>
                    {status.label}
                  </span>
                </CoverImage>
              </a>
              <div className="body">
                <a className="title" href={href}>
                  {compo.title}
                </a>
                <Muted className="deadline" data-testid="compo-deadline">
                  {status.until}
                  {hydrated && ` ${deadlineDayText(status.date)}`}
                </Muted>
                <Muted>{countText(compo.entries, 'entry', 'entries')}</Muted>
                <HomeVoteLink compo={compo} signedIn={signedIn} />
              </div>
            </CompoCard>
          );
        })}
      </ScrollStrip>
    </SectionBox>
  );
}
