// @vitest-environment jsdom
// The moderator panel on the sketch page: gloperators only, about the sketch's artist.
import { act, screen } from '../../../test/support/render';
import { describe, expect, it, vi } from 'vitest';
import { withChunkStyles } from '../../lib/chunkStyles';
import { useSession } from '../../stores/session';
import { CREATOR, json, makeSketch, serve, showSketch, viewer } from './testing';

vi.mock('../../app/navigation/navigation', async (importOriginal) => ({ ...(await importOriginal<object>()), reloadPage: vi.fn(async () => true), navigate: vi.fn(async () => true) }));
vi.mock('../../features/albums/AlbumSwitches', () => ({ AlbumSwitches: () => null }));

async function settlePanel() {
  await act(async () => {
    await withChunkStyles(import('../../features/moderation/ModeratorPanel'));
  });
  for (let i = 0; i < 3; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}

describe('the moderator panel on the sketch page', () => {
  it('shows for a gloperator, with the sketch tools and the artist’s name', async () => {
    serve();
    await showSketch(makeSketch({ featured: false }), viewer(4, { icons: ['m'], thumbs: true }));
    await settlePanel();
    expect(await screen.findByTestId('moderator-panel')).toBeTruthy();
    expect(screen.getByTestId('mod-feature').textContent).toBe('Feature sketch');
    expect(screen.getByTestId('mod-ban').textContent).toBe(`Ban or warn ${makeSketch().creatorNickname}`);
  });

  it('comes after the sketch\'s title on a phone, so the page\'s headings start with its h1', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: Number(/min-width: (\d+)px/.exec(query)?.[1] ?? Infinity) <= 412, addEventListener: () => {}, removeEventListener: () => {} }));
    serve();
    await showSketch(makeSketch(), viewer(4, { icons: ['m'], thumbs: true }));
    await settlePanel();
    const panel = await screen.findByTestId('moderator-panel');
    expect(screen.getByTestId('sketch-page').dataset.layout).toBe('narrow');
    const headings = [...screen.getByTestId('sketch-page').querySelectorAll('h1, h2')];
    expect(headings[0]?.tagName).toBe('H1');
    expect(screen.getByTestId('sketch-title').compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    vi.unstubAllGlobals();
  });

  it('is not there for an artist, a patron or a group admin', async () => {
    for (const icons of [[], ['p'], ['g']] as const) {
      serve();
      const view = await showSketch(makeSketch(), viewer(CREATOR + 1, { icons: [...icons] }));
      await settlePanel();
      expect(screen.queryByTestId('moderator-panel')).toBeNull();
      view.unmount();
    }
  });
});

describe('a gloperator impersonating a banned user from the sketch page', () => {
  it('does not ask whom the banned user blocks, which the server refuses them', async () => {
    const fetchMock = serve({ 'GET /api/v2/user/blocked': () => json({ blocks: [], blockedBy: [], users: [] }) });
    await showSketch(makeSketch(), viewer(4, { icons: ['m'] }));
    const blockedReads = () => fetchMock.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === '/api/v2/user/blocked').length;
    const before = blockedReads();
    // As ModeratorPanel's Impersonate leaves it: the session is the user's, and every query is read again.
    await act(async () => useSession.getState().setUser(viewer(6, { ban: { duration: 24, reason: 'spam' } })));
    for (let i = 0; i < 3; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(blockedReads()).toBe(before);
    // The same switch to a user who is not banned reads it again (the check above can fail).
    await act(async () => useSession.getState().setUser(viewer(7)));
    for (let i = 0; i < 3; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(blockedReads()).toBe(before + 1);
  });
});
