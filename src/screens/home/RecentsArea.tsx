// The switchable recents area: all recents, recent hearts, featured, trending, following, your
// groups, recommended (the last three for signed-in users). The chosen tab is page state; each
// tab loads its own call once (again when chosen after its answer went stale), and the open tab
// is read again quietly every minute, on the home index's beat (HOME_REFRESH_MS).
import { styled } from '@linaria/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { memo, useMemo, useState } from 'react';
import { SketchCardView } from '../../components/SketchCard';
import { Spinner } from '../../components/Spinner';
import { useTabs } from '../../components/useTabs';
import { usePageState } from '../../app/navigation/pageState';
import { LOAD_FAILED_TEXT } from '../../lib/sketchPage';
import { cardView } from '../../lib/sketchCard';
import { visibleSketches } from '../../lib/visibility';
import { HOME_REFRESH_MS, homeKeys } from '../../queries/homeKeys';
import { EmptyNote, SectionBox } from './homeStyles';
import { isRecentsTab, RECENTS_TABS, type RecentsTab } from './recents';
import type { CurrentUser } from '../../api/schemas/session';
import type { SketchCard } from '../../api/schemas/sketchCards';
import { withChunkStyles } from '../../lib/chunkStyles';
import { gridCardsFirst, useCardsLater } from './useCardsLater';
import type { CardView } from '../../lib/sketchCard';

/** A tab's own call (its code is a chunk of its own: needed only once the user picks a tab). */
const recentsTabQuery = (tab: RecentsTab, userId: number | null) =>
  queryOptions({
    queryKey: homeKeys.recents(tab, userId),
    queryFn: async (): Promise<SketchCard[]> => (await withChunkStyles(import('./recentsFetch'))).fetchRecentsTab(tab, userId),
  });

const Tabs = styled.div`
  display: flex;
  gap: 6px;
  overflow-x: auto;
  padding-bottom: 6px;
  margin-bottom: 8px;
  scrollbar-width: none;
  button {
    flex: none;
    min-height: 44px;
    padding: 0 14px;
    border-radius: 22px;
    border: 1px solid var(--border);
    background: var(--surface);
    color: var(--text);
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  button[aria-selected='true'] {
    background: var(--accent);
    border-color: transparent;
    color: var(--accent-text);
  }
`;

/**
 * A recents tile: two columns on a phone (tiles of 145 px and more: room for a name and the
 * counts), columns of 160 px or more from 480 px.
 */
const RECENTS_TILE = { sizes: '(min-width: 480px) 240px, 50vw', min: 145, max: 320 };

const Grid = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 6px;
  transition: opacity 150ms ease;
  &[aria-busy='true'] {
    opacity: 0.5;
  }
  @media (min-width: 480px) {
    grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
    gap: 8px;
  }
  > div {
    aspect-ratio: 1;
    min-width: 0;
  }
  .busy {
    position: absolute;
    inset: 0;
    display: grid;
    place-items: center;
    aspect-ratio: auto;
  }
`;

/** A card of the grid; memo: a step that renders more cards leaves the shown ones alone. */
const GridTile = memo(function GridTile({ card }: { card: CardView }) {
  return (
    <div>
      <SketchCardView card={card} size={190} slot={RECENTS_TILE} />
    </div>
  );
});

interface Props {
  user: CurrentUser | null;
  /** The first page of all recents, from the home index. */
  recent: SketchCard[];
}

export function RecentsArea({ user, recent }: Props) {
  const tabs = RECENTS_TABS.filter((tab) => user || !tab.signedIn);
  const [stored, setStored] = usePageState<RecentsTab>('home-recents', 'recent');
  const tab = isRecentsTab(stored) && tabs.some((t) => t.id === stored) ? stored : 'recent';
  const info = tabs.find((t) => t.id === tab)!;
  const [shown, setShown] = useState<SketchCard[]>(recent);
  const userId = user?.id ?? null;
  const aria = useTabs({ tabs: tabs.map((t) => t.id), selected: tab, onSelect: setStored });

  // A tab other than all recents loads its own call the first time it is chosen.
  const query = useQuery({ ...recentsTabQuery(tab, userId), enabled: tab !== 'recent', refetchInterval: HOME_REFRESH_MS });
  const list = tab === 'recent' ? recent : query.data;
  const failed = tab !== 'recent' && query.isError && query.data === undefined;

  // While a tab loads, the previous cards stay (dimmed) so nothing jumps.
  // (React's "information from the previous render": the last list shown is kept in state.)
  if (list && list !== shown) setShown(list);
  const cards = list ?? shown;
  // This build does not use the React Compiler; the rule only says it would skip this component.
  /* eslint-disable react-hooks/preserve-manual-memoization -- the memo keeps the cards' identity across refreshes */
  const visible = useMemo(
    () => visibleSketches(cards, user, { followedOnly: info.followedOnly }).map(cardView),
    [cards, user, info.followedOnly],
  );
  /* eslint-enable react-hooks/preserve-manual-memoization */
  const { shown: rendered, container, near } = useCardsLater(visible.length, gridCardsFirst);

  return (
    <SectionBox aria-labelledby="home-recents" data-testid="home-recents" data-tab={tab} {...container}>
      <header>
        <h2 id="home-recents">Recents</h2>
        <a href={info.href} data-testid="recents-more">
          More
        </a>
      </header>
      <Tabs {...aria.list} aria-label="Recents">
        {tabs.map((t) => (
          <button key={t.id} type="button" {...aria.tab(t.id)} data-testid={`recents-${t.id}`}>
            {t.label}
          </button>
        ))}
      </Tabs>
      <div {...aria.panel}>
        {failed ? (
          <EmptyNote data-testid="recents-error">
            {LOAD_FAILED_TEXT}{' '}
            <button type="button" onClick={() => void query.refetch()}>
              Retry
            </button>
          </EmptyNote>
        ) : list && visible.length === 0 ? (
          <EmptyNote data-testid="recents-empty">Nothing here yet.</EmptyNote>
        ) : (
          <Grid ref={near} aria-busy={!list} data-testid="recents-grid">
            {visible.map((card, i) => (i < rendered ? <GridTile key={card.id} card={card} /> : <div key={card.id} className="later" />))}
            {!list && (
              <div className="busy">
                <Spinner />
              </div>
            )}
          </Grid>
        )}
      </div>
    </SectionBox>
  );
}
