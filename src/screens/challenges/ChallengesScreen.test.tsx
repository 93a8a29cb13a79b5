// @vitest-environment jsdom
import { render, screen, waitFor, within } from '../../../test/support/render';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { queryClient } from '../../api/queryClient';
import type { ListData, Page } from '../../queries/endlessList';
import { readPage, seedList } from '../../../test/support/queries';
import type { ChallengeSummary } from '../../api/schemas/challenges';
import { Dialogs } from '../../components/Dialogs';
import { NO_RESULTS, SUGGEST_FAILED, SUGGEST_THANKS } from '../../lib/challengeRules';
import { challengeKeys, challengeListDef } from '../../queries/challenges';
import { useDialogs } from '../../stores/dialogs';
import { useSession } from '../../stores/session';
import { listColumns } from './ChallengeList';
import ChallengesScreen, { load } from './ChallengesScreen';
import { SUGGEST_TITLE_MISSING } from './SuggestChallengeDialog';
import { makeViewer, NoResize } from '../../../test/support/fixtures';
import { challengesApi as api } from './testing';
import { ChallengeCard } from './ChallengeCard';
import { hydrateAt } from '../../../test/support/hydrateAt';

vi.mock('../../api/challenges', async () => (await import('./testing')).challengesApi);

const summary = (id: number, extra: Partial<ChallengeSummary> = {}): ChallengeSummary => ({
  id,
  title: `Theme ${id}`,
  thumbnail: `/img/sketch/${id}`,
  description: '',
  date: '2026-11-01',
  user: null,
  entries: id % 3,
  ...extra,
});
const show = (items: ChallengeSummary[] = [summary(3), summary(2, { date: '2026-10-31', entries: 1 }), summary(1)], more = false) => {
  seedList(challengeKeys.list, { items, next: more ? 2 : null });
  return render(
    <>
      <ChallengesScreen />
      <Dialogs />
    </>,
  );
};
const search = () => screen.getByTestId('challenge-search-input') as HTMLInputElement;
const signIn = () => useSession.setState({ status: 'ready', user: makeViewer(7) });

describe('ChallengesScreen: the list', () => {
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', NoResize);
    vi.stubGlobal('scrollTo', vi.fn());
    Object.values(api).forEach((fn) => fn.mockReset());
    useSession.setState({ status: 'ready', user: null });
    useDialogs.setState({ queue: [] });
    sessionStorage.clear();
    document.cookie = 'csrf=t';
  });

  it('lists the challenges as cards with title, date and entry count, and names the page', async () => {
    show();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Daily challenges');
    const cards = screen.getAllByTestId('challenge-card');
    expect(cards.map((c) => c.getAttribute('href'))).toEqual(['/challenge/3', '/challenge/2', '/challenge/1']);
    expect(within(cards[1]!).getByText('Theme 2')).toBeTruthy();
    expect(within(cards[1]!).getByTestId('challenge-card-date').textContent).toBe('Oct 31, 2026');
    expect(within(cards[1]!).getByTestId('challenge-card-entries').textContent).toBe('1 entry');
    expect(within(cards[0]!).getByTestId('challenge-card-entries').textContent).toBe('0 entries');
    expect(cards[0]!.querySelector('img')?.getAttribute('src')).toBe('/img/sketch/3/75.jpg');
    await waitFor(() => expect(document.title).toBe('Daily challenges · Sketchery'));
  });

  it("hydrates a card's 'Today' as the server wrote it when the browser's clock is on the next day", async () => {
    // Rendered a second before midnight UTC, hydrated a second after.
    const { markup, container, mismatches } = await hydrateAt(<ChallengeCard challenge={summary(4, { date: '2026-11-23' })} />, {
      renderedAt: Date.parse('2026-11-23T23:59:59Z'),
      browserNow: Date.parse('2026-11-24T00:00:01Z'),
    });
    expect(markup).toContain('Today · Nov 23, 2026');
    expect(mismatches).toEqual([]);
    expect(within(container).getByTestId('challenge-card-date').textContent).toBe('Nov 23, 2026');
  });

  it('says when there are no challenges', () => {
    show([]);
    expect(screen.getByTestId('challenge-list-empty').textContent).toBe('No challenges yet.');
  });

  it('loads the first page of 50 in its loader, and the next pages by page number', async () => {
    api.fetchChallengePage.mockResolvedValue({ challenges: [summary(9)], more: true });
    await load({ params: {}, location: { path: '/challenges', search: '', hash: '' }, signal: new AbortController().signal });
    expect(api.fetchChallengePage).toHaveBeenCalledWith(1);
    expect(queryClient.getQueryData<ListData<Page<ChallengeSummary>>>(challengeKeys.list)?.pages[0]?.items.map((c) => c.id)).toEqual([9]);
    const page2 = await readPage<Page<ChallengeSummary>>(challengeListDef(), 2);
    expect(api.fetchChallengePage).toHaveBeenLastCalledWith(2);
    expect(page2.next).toBe(3);
    api.fetchChallengePage.mockResolvedValue({ challenges: [summary(1)], more: false });
    expect((await readPage<Page<ChallengeSummary>>(challengeListDef(), 3)).next).toBeNull();
  });

  it('asks for the next page as the end of the list comes near', async () => {
    api.fetchChallengePage.mockResolvedValue({ challenges: [summary(500)], more: false });
    show(Array.from({ length: 6 }, (_, i) => summary(100 - i)), true);
    await waitFor(() => expect(api.fetchChallengePage).toHaveBeenCalledWith(2));
    await waitFor(() => expect(screen.getByTestId('challenge-list').getAttribute('data-count')).toBe('7'));
  });

  it('puts one column on a phone, two and three on wider screens', () => {
    expect([390, 699, 700, 1059, 1060, 1232].map(listColumns)).toEqual([1, 1, 2, 2, 3, 3]);
  });
});

describe('ChallengesScreen: search', () => {
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', NoResize);
    Object.values(api).forEach((fn) => fn.mockReset());
    useSession.setState({ status: 'ready', user: null });
    sessionStorage.clear();
  });

  it('does nothing for an empty query', async () => {
    show();
    await userEvent.type(search(), '   {Enter}');
    expect(api.searchChallenges).not.toHaveBeenCalled();
    expect(screen.getByTestId('challenge-list')).toBeTruthy();
  });

  it('runs on Enter and shows what matches', async () => {
    api.searchChallenges.mockResolvedValue({ challenges: [summary(77, { title: 'Giant whale', entries: 5 })] });
    show();
    await userEvent.type(search(), ' giant {Enter}');
    expect(api.searchChallenges).toHaveBeenCalledWith('giant');
    const results = await screen.findByTestId('challenge-results');
    await waitFor(() => expect(within(results).getAllByTestId('challenge-card').map((c) => c.getAttribute('href'))).toEqual(['/challenge/77']));
    expect(within(results).getByRole('heading').textContent).toBe('Challenges matching “giant”');
    expect(screen.queryByTestId('challenge-list')).toBeNull();
  });

  it("says 'No results' when nothing matches, and goes back to all challenges", async () => {
    api.searchChallenges.mockResolvedValue({ challenges: [] });
    show();
    await userEvent.type(search(), 'zzz{Enter}');
    expect((await screen.findByTestId('challenge-results-empty')).textContent).toBe(NO_RESULTS);
    await userEvent.click(screen.getByTestId('challenge-search-clear'));
    expect(screen.getByTestId('challenge-list')).toBeTruthy();
    expect(search().value).toBe('');
  });

  it('goes back to all challenges when the emptied field gets Enter, without sending a search', async () => {
    api.searchChallenges.mockResolvedValue({ challenges: [summary(77, { title: 'Knight at dawn', entries: 5 })] });
    show();
    await userEvent.type(search(), 'knight{Enter}');
    expect(within(await screen.findByTestId('challenge-results')).getByRole('heading').textContent).toBe('Challenges matching “knight”');
    await userEvent.clear(search());
    await userEvent.type(search(), '  {Enter}');
    expect(screen.queryByTestId('challenge-results')).toBeNull();
    expect(screen.getByTestId('challenge-list')).toBeTruthy();
    expect(search().value).toBe('');
    expect(api.searchChallenges).toHaveBeenCalledTimes(1);
  });

  it('says so when the search fails', async () => {
    api.searchChallenges.mockRejectedValue(new ApiError(500, null));
    show();
    await userEvent.type(search(), 'giant{Enter}');
    expect((await screen.findByTestId('challenge-results-error')).textContent).toBe('Sorry, the challenges could not be loaded.');
  });
});

describe('ChallengesScreen: Suggest challenge', () => {
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', NoResize);
    Object.values(api).forEach((fn) => fn.mockReset());
    useSession.setState({ status: 'ready', user: null });
    useDialogs.setState({ queue: [] });
  });

  const open = async () => {
    await userEvent.click(screen.getByTestId('suggest-challenge'));
    return screen.findByTestId('suggest-form');
  };

  it('is not offered to a visitor', () => {
    show();
    expect(screen.queryByTestId('suggest-challenge')).toBeNull();
  });

  it('sends the title and description of a signed-in user and thanks them', async () => {
    api.suggestChallenge.mockResolvedValue({ ok: true });
    signIn();
    show();
    await open();
    expect(screen.getByRole('heading', { name: 'Suggest challenge' })).toBeTruthy();
    await userEvent.type(screen.getByTestId('suggest-title'), '  Lighthouses ');
    await userEvent.type(screen.getByTestId('suggest-description'), 'At dusk.');
    await userEvent.click(screen.getByTestId('suggest-send'));
    await waitFor(() => expect(api.suggestChallenge).toHaveBeenCalledWith('Lighthouses', 'At dusk.'));
    await waitFor(() => expect(screen.queryByTestId('suggest-form')).toBeNull());
    expect(screen.getByTestId('dialog-message').textContent).toBe(SUGGEST_THANKS);
  });

  it('needs a title', async () => {
    signIn();
    show();
    await open();
    await userEvent.click(screen.getByTestId('suggest-send'));
    expect((await screen.findByTestId('suggest-error')).textContent).toBe(SUGGEST_TITLE_MISSING);
    expect(api.suggestChallenge).not.toHaveBeenCalled();
  });

  it('keeps what was typed and says so when sending fails', async () => {
    api.suggestChallenge.mockRejectedValue(new ApiError(400, { error: 'bad_request', message: 'Too long' }));
    signIn();
    show();
    await open();
    await userEvent.type(screen.getByTestId('suggest-title'), 'Boats');
    await userEvent.click(screen.getByTestId('suggest-send'));
    expect((await screen.findByTestId('suggest-error')).textContent).toBe(`${SUGGEST_FAILED} (Too long)`);
    expect((screen.getByTestId('suggest-title') as HTMLInputElement).value).toBe('Boats');
  });

  it('closes on Cancel without sending', async () => {
    signIn();
    show();
    await open();
    await userEvent.click(screen.getByTestId('suggest-cancel'));
    await waitFor(() => expect(screen.queryByTestId('suggest-form')).toBeNull());
    expect(api.suggestChallenge).not.toHaveBeenCalled();
  });
});
