// Shows the current page with the fade of spec part 1 §4 and the spinner after 1.5 s, and puts
// the scroll position back: the saved one on back and forward, the top on a new page.
import { styled } from '@linaria/react';
import { Suspense, useLayoutEffect } from 'react';
import { Spinner } from '../../components/Spinner';
import { MAIN_REGION_ID } from '../../lib/mainRegion';
import { savedScroll, useNavigation } from '../navigation/navigation';
import { PageBoundary } from './PageBoundary';

const Main = styled.main`
  padding-top: calc(var(--header-height) + env(safe-area-inset-top));
  min-height: 100vh;
  /* Room for the floating chat button (44 px high, 12 px above the bottom: BoxButton in
     src/features/chat/chatStyles.ts) and 12 px more, while it is on the page (ChatBoxMount.tsx):
     scrolled to its end, no page has anything under it. */
  html[data-floating-chat] & {
    padding-bottom: calc(68px + env(safe-area-inset-bottom));
  }
  transition-property: opacity;
  transition-timing-function: ease;
  &[data-phase='out'] {
    opacity: 0;
  }
`;

const SpinnerLayer = styled.div`
  position: fixed;
  inset: 0;
  z-index: 80;
  display: grid;
  place-items: center;
  pointer-events: none;
`;

export function PageHost() {
  // One selector per value: no shallow comparison (zustand's shallow) in every page's first load.
  const page = useNavigation((s) => s.page);
  const phase = useNavigation((s) => s.phase);
  const fadeMs = useNavigation((s) => s.fadeMs);
  const spinner = useNavigation((s) => s.spinner);

  useLayoutEffect(() => {
    if (!page) return;
    window.scrollTo(0, page.restored ? savedScroll(page.entryKey) : 0);
  }, [page]);

  return (
    <>
      <Main id={MAIN_REGION_ID} tabIndex={-1} data-phase={phase} data-page={page?.name ?? 'loading'} style={{ transitionDuration: `${fadeMs}ms` }}>
        {/* A new history entry is a new component tree: page state never carries over. A screen
            whose cached data went away meanwhile waits for it under Suspense (useSuspenseQuery). */}
        {page && (
          <PageBoundary key={page.entryKey}>
            <Suspense fallback={null}>{page.render()}</Suspense>
          </PageBoundary>
        )}
      </Main>
      {spinner && (
        <SpinnerLayer data-testid="page-spinner">
          <Spinner />
        </SpinnerLayer>
      )}
    </>
  );
}
