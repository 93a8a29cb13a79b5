// What /search shows before a search: the top sketches of the last 7, 30 or 365 days (spec part
// 1 §9) through GET /api/v2/search/tops, with a window picker; the window is page state.
import { styled } from '@linaria/react';
import type { CardMode } from '../../components/ViewToggle';
import { usePageState } from '../../app/navigation/pageState';
import { GalleryList } from '../../features/lists/GalleryList';
import { TOP_WINDOWS, type TopWindow } from '../../lib/gallery';
import { galleryList } from '../../queries/galleries';
import { useSession } from '../../stores/session';
import { Segments } from '../../components/ViewToggle';

export const DEFAULT_TOP_WINDOW: TopWindow = 7;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin: 16px 0 12px;
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
`;

/** The list of the top sketches of a window (the gallery's list: one cache for both). */
export const topSketchesList = (days: TopWindow, userId: number | null) => galleryList({ kind: 'tops', days }, 'recent', userId);

export function TopSketches({ mode }: { mode: CardMode }) {
  const user = useSession((s) => s.user);
  const [stored, setDays] = usePageState<TopWindow>('search-top-days', DEFAULT_TOP_WINDOW);
  const days = TOP_WINDOWS.includes(stored) ? stored : DEFAULT_TOP_WINDOW;
  return (
    <section aria-labelledby="search-tops" data-testid="search-tops" data-days={days}>
      <Head>
        <h2 id="search-tops">Top sketches</h2>
        <Segments role="group" aria-label="Time window">
          {TOP_WINDOWS.map((window) => (
            <button key={window} type="button" aria-pressed={days === window} data-testid={`search-tops-${window}`} onClick={() => setDays(window)}>
              {window} days
            </button>
          ))}
        </Segments>
      </Head>
      <GalleryList key={days} list={topSketchesList(days, user?.id ?? null)} mode={mode} />
    </section>
  );
}
