// @vitest-environment jsdom
// A layout chosen by a media query is the same in the server's markup and in the hydration that
// follows it: both answer the query for the window the server rendered for (the viewer's, from
// their cookie), not "no" for every query as before (a sketch page rendered in one column at
// 1280 px, then jumped into two).
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { setRenderViewport } from '../lib/useHydrated';
import { matchesRenderedWindow, useMediaQuery } from './useMediaQuery';

function Layout() {
  return <p>{useMediaQuery('(min-width: 1024px)') ? 'two columns' : 'one column'}</p>;
}

describe('useMediaQuery on the server', () => {
  afterEach(() => setRenderViewport(null));

  it('answers a width query for the window rendered for', () => {
    setRenderViewport({ width: 1280, height: 900 });
    expect(renderToString(<Layout />)).toContain('two columns');
    setRenderViewport({ width: 390, height: 844 });
    expect(renderToString(<Layout />)).toContain('one column');
    setRenderViewport(null); // unknown: a phone's
    expect(renderToString(<Layout />)).toContain('one column');
  });

  it('reads min- and max-width bounds, joined by "and", inclusive as CSS is', () => {
    setRenderViewport({ width: 640, height: 800 });
    expect(matchesRenderedWindow('(min-width: 640px)')).toBe(true);
    expect(matchesRenderedWindow('(max-width: 639px)')).toBe(false);
    expect(matchesRenderedWindow('(min-width: 600px) and (max-width: 700px)')).toBe(true);
    expect(matchesRenderedWindow('(min-width: 600px) and (max-width: 620px)')).toBe(false);
  });

  it('does not match what only the device knows (hover, a pointer), as on a phone', () => {
    setRenderViewport({ width: 1280, height: 900 });
    expect(matchesRenderedWindow('(hover: hover) and (pointer: fine)')).toBe(false);
    expect(matchesRenderedWindow('(min-width: 600px) and (hover: hover)')).toBe(false);
  });
});
