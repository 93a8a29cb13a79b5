// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from '../../../test/support/render';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { queryClient } from '../../api/queryClient';
import { seedQuery } from '../../../test/support/queries';
import type { Challenge } from '../../api/schemas/challenges';
import { resolvePage } from '../../app/routes/routes';
import { NO_ENTRIES } from '../../lib/challengeRules';
import { utcDayOf } from '../../lib/dayText';
import { challengeKeys } from '../../queries/challenges';
import { useSession } from '../../stores/session';
import ChallengeScreen, { load } from './ChallengeScreen';
import { makeViewer, NoResize } from '../../../test/support/fixtures';
import { challengesApi as api } from './testing';
import { hydrateAt } from '../../../test/support/hydrateAt';

vi.mock('../../api/challenges', async () => (await import('./testing')).challengesApi);

const card = (id: number) => ({ id, image: `/img/sketch/${id}`, title: `Entry ${id}`, userId: 10 + id, width: 100, height: 100 });
const challenge = (extra: Partial<Challenge> = {}): Challenge => ({
  id: 42,
  title: 'A sleeping giant',
  thumbnail: '/img/sketch/3',
  description: 'Big, calm and asleep.',
  date: '2026-11-21',
  user: { id: 105, nickname: 'ilya.studio', avatar: '/img/avatar/105' },
  sketches: [card(1), card(2), card(3), card(4)],
  entries: 4,
  prev: { id: 41, title: 'A monster under the bed', thumbnail: '/img/sketch/8', entries: 18 },
  next: { id: 43, title: 'Hero in disguise', thumbnail: '', entries: 1 },
  ...extra,
});
const show = (value: Challenge) => {
  seedQuery(challengeKeys.one(value.id), value);
  return render(<ChallengeScreen data={{ id: value.id }} params={{}} location={{ path: `/challenge/${value.id}`, search: '', hash: '' }} />);
};
const at = (path: string) => ({ path, search: '', hash: '' });

describe('ChallengeScreen', () => {
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', NoResize);
    vi.stubGlobal('scrollTo', vi.fn());
    Object.values(api).forEach((fn) => fn.mockReset());
    useSession.setState({ status: 'ready', user: null });
  });

  it('shows the title, date badge, entry count, suggester and description, and names the page', async () => {
    show(challenge());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('A sleeping giant');
    expect(screen.getByTestId('challenge-date').textContent).toBe('Nov 21, 2026');
    expect(screen.getByTestId('challenge-entries').textContent).toBe('4 entries');
    expect(screen.getByTestId('challenge-suggester').textContent).toBe('Suggested by ilya.studio');
    expect(within(screen.getByTestId('challenge-suggester')).getByRole('link').getAttribute('href')).toBe('/user/105');
    expect(screen.getByTestId('challenge-description').textContent).toBe('Big, calm and asleep.');
    await waitFor(() => expect(document.title).toBe('A sleeping giant · Daily challenge · Sketchery'));
  });

  it("says Today on today's challenge", () => {
    show(challenge({ date: utcDayOf(Date.now()) }));
    expect(screen.getByTestId('challenge-date').textContent?.startsWith('Today · ')).toBe(true);
  });

  it("hydrates the server's 'Today' when the browser's clock is on the next day, then says the browser's day", async () => {
    const value = challenge({ date: '2026-11-23' });
    seedQuery(challengeKeys.one(value.id), value);
    // Rendered a second before midnight UTC, hydrated a second after.
    const { markup, container, mismatches } = await hydrateAt(<ChallengeScreen data={{ id: value.id }} params={{}} location={at(`/challenge/${value.id}`)} />, {
      renderedAt: Date.parse('2026-11-23T23:59:59Z'),
      browserNow: Date.parse('2026-11-24T00:00:01Z'),
    });
    expect(markup).toContain('Today · Nov 23, 2026');
    expect(mismatches).toEqual([]);
    // Once hydrated, the text moves on to the browser's day.
    expect(within(container).getByTestId('challenge-date').textContent).toBe('Nov 23, 2026');
  });

  it("links to 'Past challenges'", () => {
    show(challenge());
    expect(screen.getByRole('link', { name: 'Past challenges' }).getAttribute('href')).toBe('/challenges');
  });

  it('shows the previous and next challenges with their entry counts', () => {
    show(challenge());
    const prev = screen.getByTestId('challenge-prev');
    expect(prev.getAttribute('href')).toBe('/challenge/41');
    expect(prev.textContent).toContain('Previous challenge');
    expect(prev.textContent).toContain('A monster under the bed');
    expect(screen.getByTestId('challenge-prev-entries').textContent).toBe('18 entries');
    expect(screen.getByTestId('challenge-next').getAttribute('href')).toBe('/challenge/43');
    expect(screen.getByTestId('challenge-next-entries').textContent).toBe('1 entry');
  });

  it('shows no neighbours, suggester or description where there are none, and says when there are no entries', () => {
    show(challenge({ prev: null, next: null, user: null, description: '', sketches: [], entries: 0 }));
    expect(screen.queryByTestId('challenge-neighbours')).toBeNull();
    expect(screen.queryByTestId('challenge-suggester')).toBeNull();
    expect(screen.queryByTestId('challenge-description')).toBeNull();
    expect(screen.getByTestId('challenge-entries').textContent).toBe('0 entries');
    expect(screen.getByTestId('grid-empty').textContent).toBe(NO_ENTRIES);
  });

  it('shows the entries as a grid of at least 3 columns, also on a phone, and switches to the large list', async () => {
    vi.stubGlobal('innerWidth', 320);
    show(challenge());
    const grid = screen.getByTestId('sketch-grid');
    expect(grid.getAttribute('data-mode')).toBe('grid');
    expect(grid.getAttribute('data-count')).toBe('4');
    await waitFor(() => expect(grid.style.gridTemplateColumns).toBe('repeat(3, minmax(0, 1fr))'));
    await userEvent.click(screen.getByTestId('challenge-mode-list'));
    expect(screen.getByTestId('sketch-grid').getAttribute('data-mode')).toBe('list');
    expect(screen.getByTestId('challenge-mode-list').getAttribute('aria-pressed')).toBe('true');
    // The large list's cards (their own chunk) show before the test moves on.
    expect((await screen.findAllByTestId('card-byline')).length).toBe(4);
    await userEvent.click(screen.getByTestId('challenge-mode-grid'));
    expect(screen.getByTestId('sketch-grid').getAttribute('data-mode')).toBe('grid');
  });

  it('hides the entries of users the viewer blocked', () => {
    useSession.setState({ status: 'ready', user: { ...makeViewer(7), blocks: [12] } });
    show(challenge());
    expect(screen.getByTestId('sketch-grid').getAttribute('data-count')).toBe('3');
  });

  it("offers 'Suggest challenge' to signed-in users only", async () => {
    const view = show(challenge());
    expect(screen.queryByTestId('suggest-challenge')).toBeNull();
    view.unmount();
    useSession.setState({ status: 'ready', user: makeViewer(7) });
    show(challenge());
    expect(screen.getByTestId('suggest-challenge').textContent).toBe('Suggest challenge');
  });

  it('loads the challenge of the address into the cache', async () => {
    api.fetchChallenge.mockResolvedValue(challenge({ id: 9 }));
    expect(await load({ params: { id: 9 }, location: at('/challenge/9'), signal: new AbortController().signal })).toEqual({ id: 9 });
    expect(api.fetchChallenge).toHaveBeenCalledWith(9);
    expect(queryClient.getQueryData<Challenge>(challengeKeys.one(9))?.title).toBe('A sleeping giant');
  });

  it('shows the error page when the challenge does not load, or the id is not one', async () => {
    const signal = new AbortController().signal;
    api.fetchChallenge.mockRejectedValue(new ApiError(404, { error: 'not_found', message: 'Challenge 999 does not exist.' }));
    expect((await resolvePage(at('/challenge/999'), signal)).name).toBe('notFound');
    api.fetchChallenge.mockRejectedValue(new ApiError(500, null));
    expect((await resolvePage(at('/challenge/998'), signal)).name).toBe('serverError');
    expect((await resolvePage(at('/challenge/abc'), signal)).name).toBe('notFound');
    api.fetchChallenge.mockResolvedValue(challenge({ id: 5 }));
    await act(async () => {
      expect((await resolvePage(at('/challenge/5'), signal)).name).toBe('challenge');
    });
  });
});
