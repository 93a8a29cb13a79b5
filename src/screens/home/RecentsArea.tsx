// The switchable recents area: all recents, recent hearts, featured, trending, following, your
// groups, recommended (the last three for signed-in users). The chosen tab is page state; each
// tab loads its own call once, then again quietly on every home refresh (`refreshCount`).
import { styled } from '@linaria/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { CurrentUser, SketchCard } from '../../api/types';
import { SketchCardView } from '../../components/SketchCard';
import { Spinner } from '../../components/Spinner';
import { usePageState } from '../../app/pageState';
import { LOAD_FAILED_TEXT } from '../../lib/sketchPage';
import { cardView } from '../../lib/sketchCard';
import { visibleSketches } from '../../lib/visibility';
import { mergeById } from './homeData';
import { EmptyNote, SectionBox } from './homeStyles';
import { isRecentsTab, RECENTS_TABS, type RecentsTab } from './recents';

const fetchRecentsTab = async (tab: RecentsTab, userId: number | null, signal: AbortSignal) =>
  (await import('./recentsFetch')).fetchRecentsTab(tab, userId, signal);

const Tabs = styled.div`
  display: flex;
  gap: 6px;
  overflow-x: auto;
  padding-bottom: 6px;
  margin-bottom: 8px;
  scrollbar-width: none;
  button {
    flex: none;
    min-height: 36px;
    padding: 0 14px;
    border-radius: 18px;
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

/** A recents tile: three columns of at least 108 px on a phone, columns of 160 px or more from 480 px. */
const RECENTS_TILE = { sizes: '(min-width: 480px) 240px, 34vw', min: 108, max: 320 };

const Grid = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(108px, 1fr));
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

interface Props {
  user: CurrentUser | null;
  /** The first page of all recents, from the home index. */
  recent: SketchCard[];
  /** Goes up by one on every refresh of the home page. */
  refreshCount: number;
}

export function RecentsArea({ user, recent, refreshCount }: Props) {
  const tabs = RECENTS_TABS.filter((tab) => user || !tab.signedIn);
  const [stored, setStored] = usePageState<RecentsTab>('home-recents', 'recent');
  const tab = isRecentsTab(stored) && tabs.some((t) => t.id === stored) ? stored : 'recent';
  const info = tabs.find((t) => t.id === tab)!;
  const [loaded, setLoaded] = useState<Partial<Record<RecentsTab, SketchCard[]>>>({});
  const [failed, setFailed] = useState<RecentsTab | null>(null);
  const [attempt, setAttempt] = useState(0);
  const shown = useRef<SketchCard[]>(recent);
  const userId = user?.id ?? null;

  // A tab other than all recents loads its own call the first time it is chosen.
  const list = tab === 'recent' ? recent : loaded[tab];
  useEffect(() => {
    if (tab === 'recent' || loaded[tab]) return;
    const controller = new AbortController();
    setFailed(null);
    fetchRecentsTab(tab, userId, controller.signal)
      .then((cards) => setLoaded((all) => ({ ...all, [tab]: cards })))
      .catch(() => {
        if (!controller.signal.aborted) setFailed(tab);
      });
    return () => controller.abort();
  }, [tab, loaded, userId, attempt]);

  // On every home refresh the open tab is read again and merged (unchanged cards stay as they are).
  const lastRefresh = useRef(refreshCount);
  useEffect(() => {
    if (refreshCount === lastRefresh.current) return;
    lastRefresh.current = refreshCount;
    if (tab === 'recent') return;
    const controller = new AbortController();
    fetchRecentsTab(tab, userId, controller.signal)
      .then((cards) => setLoaded((all) => ({ ...all, [tab]: mergeById(all[tab] ?? [], cards) })))
      .catch(() => {
        /* keep what is shown; the next refresh tries again */
      });
    return () => controller.abort();
  }, [refreshCount, tab, userId]);

  // While a tab loads, the previous cards stay (dimmed) so nothing jumps.
  const cards = list ?? shown.current;
  useEffect(() => {
    if (list) shown.current = list;
  }, [list]);
  const visible = useMemo(
    () => visibleSketches(cards, user, { followedOnly: info.followedOnly }).map(cardView),
    [cards, user, info.followedOnly],
  );

  return (
    <SectionBox aria-labelledby="home-recents" data-testid="home-recents" data-tab={tab}>
      <header>
        <h2 id="home-recents">Recents</h2>
        <a href={info.href} data-testid="recents-more">
          More
        </a>
      </header>
      <Tabs role="tablist" aria-label="Recents">
        {tabs.map((t) => (
          <button key={t.id} type="button" role="tab" aria-selected={t.id === tab} data-testid={`recents-${t.id}`} onClick={() => setStored(t.id)}>
            {t.label}
          </button>
        ))}
      </Tabs>
      {failed === tab ? (
        <EmptyNote data-testid="recents-error">
          {LOAD_FAILED_TEXT}{' '}
          <button type="button" onClick={() => setAttempt((n) => n + 1)}>
            Retry
          </button>
        </EmptyNote>
      ) : list && visible.length === 0 ? (
        <EmptyNote data-testid="recents-empty">Nothing here yet.</EmptyNote>
      ) : (
        <Grid role="tabpanel" aria-busy={!list} data-testid="recents-grid">
          {visible.map((card) => (
            <div key={card.id}>
              <SketchCardView card={card} mode="grid" size={160} slot={RECENTS_TILE} />
            </div>
          ))}
          {!list && (
            <div className="busy">
              <Spinner />
            </div>
          )}
        </Grid>
      )}
    </SectionBox>
  );
}
