// @vitest-environment jsdom
// A landing page as a browser gets it from the server (issue 22): rendered there for the viewer
// with the app's own render (src/serverRender.tsx), then hydrated by the app as src/main.tsx
// does (src/app/shell/mount.tsx). A hydration mismatch is an error React writes to the console, which
// fails the test (test/support/consoleGuard.ts); hydration must not fetch what the page carries.
import { describe, expect, it } from 'vitest';
import { eventually } from '../support/waits';
import { screen } from '../support/render';
import { useAppOnServer } from '../support/appOnServer';
import { expectConsoleError } from '../support/consoleGuard';
import { sizedImageUrl } from '../../src/lib/images';

// The server's answers must still be fresh when the page hydrates, however long that takes.
const app = useAppOnServer({ serverRender: true, stillClock: true });

describe('a server-rendered landing page, hydrated', () => {
  it.each([
    { who: 'a visitor', userId: null },
    { who: 'a signed-in artist', userId: 1 },
  ])('home, a gallery and a sketch page hydrate for $who without a mismatch and without asking again for their data', async ({ userId }) => {
    await app.signInAs(userId);
    const sketchId = app.one<{ id: number }>('SELECT id FROM sketches WHERE mature = 0 ORDER BY id DESC LIMIT 1').id;
    for (const [href, testId, data] of [
      ['/', 'home', '/api/v2/index'],
      ['/gallery/recent', 'gallery', '/api/v2/index/recentSketches'],
      [`/sketch/${sketchId}`, 'sketch-page', `/api/v2/sketchInfo/${sketchId}`],
    ] as const) {
      const markup = await app.hydrate(href, testId);
      expect(markup).toContain(`data-testid="${testId}"`);
      // The markup is React's now: a click on the header's menu opens it.
      screen.getByTestId('menu-button').click();
      await screen.findByTestId('menu');
      expect(app.requests.filter((request) => request.includes(data) || request.includes('/api/v2/user/me'))).toEqual([]);
      expect(document.documentElement.dataset.hydrationMismatch).toBeUndefined();
    }
  });

  /** The pages people open from a link (build/landingScreens.mjs), rendered on the server too. */
  const linkLandings = [
    { page: 'a profile', testId: 'profile', href: () => '/user/InkyAda' },
    { page: 'a group with HTML in its events', testId: 'group-page', href: () => `/group/${app.one<{ id: number }>("SELECT group_id AS id FROM group_events WHERE description_html LIKE '%<b>%' ORDER BY group_id LIMIT 1").id}` },
    { page: 'a compo', testId: 'compo-page', href: () => '/compo/1' },
    { page: 'a daily challenge', testId: 'challenge-page', href: () => `/challenge/${app.one<{ id: number }>('SELECT id FROM challenges ORDER BY id LIMIT 1').id}` },
    { page: 'the groups', testId: 'groups', href: () => '/groups' },
  ];
  it.each(linkLandings.flatMap((landing) => [{ ...landing, who: 'a visitor', userId: null }, { ...landing, who: 'a signed-in artist', userId: 1 }]))(
    '$page hydrates for $who without a mismatch or a request',
    async ({ testId, href, userId }) => {
      await app.signInAs(userId);
      const markup = await app.hydrate(href(), testId);
      expect(markup).toContain(`data-testid="${testId}"`);
      // The group's event text is HTML: sanitised on the server, as the browser would.
      if (testId === 'group-page') expect(markup).toMatch(/<b>[^<]+<\/b>/);
      screen.getByTestId('menu-button').click();
      await screen.findByTestId('menu');
      // Hydration asks for nothing: the page's reads came in its state (the header's unread
      // counts are read again on every page view, by design: UnreadBadges).
      expect(app.requests.filter((request) => request.includes('/api/') && !request.includes('/api/v2/unread'))).toEqual([]);
      expect(document.documentElement.dataset.hydrationMismatch).toBeUndefined();
    },
  );

  it('a gallery this tab showed as the large list, reloaded, hydrates as the server wrote it (the grid), then shows the large list', async () => {
    await app.signInAs(null);
    sessionStorage.setItem('page-state:reloaded-entry:gallery-mode', JSON.stringify('list'));
    const markup = await app.hydrate('/gallery/recent', 'gallery', undefined, 'reloaded-entry');
    expect(markup).toMatch(/data-testid="sketch-grid"[^>]*data-mode="grid"|data-mode="grid"[^>]*data-testid="sketch-grid"/);
    await eventually(() => expect(screen.getByTestId('sketch-grid').getAttribute('data-mode')).toBe('list'));
    expect(document.documentElement.dataset.hydrationMismatch).toBeUndefined();
    sessionStorage.clear();
  });

  it('tells a mismatch: markup that is not what the app renders is reported by React and marked on the page', async () => {
    await app.signInAs(null);
    expectConsoleError(/hydrat|did(n't| not) match/i);
    await app.hydrate('/gallery/recent', 'gallery', (markup) => markup.replace('Recent sketches', 'Something else'));
    await eventually(() => expect(document.documentElement.dataset.hydrationMismatch).toMatch(/^Hydration failed/));
    // React rendered the part anew: the page says what the app says.
    expect(screen.getByTestId('gallery-title').textContent).toBe('Recent sketches');
    delete document.documentElement.dataset.hydrationMismatch;
  });
});

describe('a sketch page with a video, hydrated on a 2x screen', () => {
  it('hydrates with the 1x poster the server named, then shows the 2x one', async () => {
    await app.signInAs(null);
    const sketch = app.one<{ id: number }>("SELECT id FROM sketches WHERE video IS NOT NULL AND mature = 0 AND unlisted = 0 ORDER BY id DESC LIMIT 1");
    const image = `/img/sketch/${sketch.id}`;
    const ratio = Object.getOwnPropertyDescriptor(window, 'devicePixelRatio');
    Object.defineProperty(window, 'devicePixelRatio', { value: 2, configurable: true });
    try {
      const markup = await app.hydrate(`/sketch/${sketch.id}`, 'sketch-page');
      expect(markup).toContain(`poster="${sizedImageUrl(image, 640, 1)}"`);
      await eventually(() => expect(screen.getByTestId('sketch-video').querySelector('video')!.getAttribute('poster')).toBe(sizedImageUrl(image, 640, 2)));
      expect(sizedImageUrl(image, 640, 2)).not.toBe(sizedImageUrl(image, 640, 1));
      expect(document.documentElement.dataset.hydrationMismatch).toBeUndefined();
    } finally {
      if (ratio) Object.defineProperty(window, 'devicePixelRatio', ratio);
      else delete (window as { devicePixelRatio?: number }).devicePixelRatio;
    }
  });
});
