// A component as a server-rendered page brings it: rendered on the server at one moment, then
// hydrated by a browser whose clock says another (a phone with a wrong date, a page rendered
// just before midnight UTC and hydrated just after), as src/app/shell/mount.tsx hydrates: the
// render clock set to the page's moment first (src/lib/renderClock.ts). A mismatch is reported
// by React (kept in `mismatches`) and written to the console, which fails the test
// (test/support/consoleGuard.ts).
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { onTestFinished, vi } from 'vitest';
import { act } from '@testing-library/react';
import { queryClient } from '../../src/api/queryClient';
import { setRenderClock } from '../../src/lib/renderClock';

export interface Hydrated {
  /** What the server wrote. */
  markup: string;
  /** The markup, now React's. */
  container: HTMLElement;
  /** What React could not hydrate as the server wrote it. */
  mismatches: unknown[];
}

/** `ui` rendered at `renderedAt` and hydrated at `browserNow` (the browser's Date is faked until the test ends). */
export async function hydrateAt(ui: ReactElement, { renderedAt, browserNow }: { renderedAt: number; browserNow: number }): Promise<Hydrated> {
  const tree = <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(renderedAt);
  setRenderClock(renderedAt);
  const container = document.createElement('div');
  const markup = renderToString(tree);
  container.innerHTML = markup;
  document.body.append(container);
  let root: Root | null = null;
  onTestFinished(() => {
    act(() => root?.unmount());
    container.remove();
    setRenderClock(null);
    vi.useRealTimers();
  });
  vi.setSystemTime(browserNow);
  const mismatches: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, tree, { onRecoverableError: (error) => mismatches.push(error) });
  });
  return { markup, container, mismatches };
}
