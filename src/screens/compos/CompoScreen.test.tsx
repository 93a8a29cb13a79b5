// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from '../../../test/support/render';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { NO_ENTRIES } from '../../lib/compoRules';
import { json, serve, viewer } from '../sketch/testing';
import CompoScreen, { load } from './CompoScreen';
import { Countdown, DEADLINE_RETRY_MS } from './Countdown';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { setRenderClock } from '../../lib/renderClock';
import { entry, location, makeCompo, withDialogs, resetCompoTest } from './testing';
import type { CompoInfo } from '../../api/schemas/compos';
import type { SketchCard } from '../../api/schemas/sketchCards';

vi.mock('../../app/navigation/navigation', async (importOriginal) => ({ ...(await importOriginal<object>()), navigate: vi.fn(async () => true), reloadPage: vi.fn(async () => true) }));

const COMMENTS = [
  { id: 1, comment: 'Good luck everyone', date: '2026-11-20T10:00:00Z', userId: 2, userNickname: 'PatronPaolo', userAvatar: '/img/avatar/2' },
  { id: 2, comment: 'Such a fun theme', date: '2026-11-21T10:00:00Z', userId: 3, userNickname: 'GroupGreta', userAvatar: '/img/avatar/3' },
];

/** Serves the compo and its entries; returns the fetch stand-in. */
function serveCompo(compo: CompoInfo, entries: SketchCard[]) {
  return serve({
    'GET /api/v2/compo/info': () => json(compo),
    [`GET /compo/${compo.keyName}/1`]: () => json({ sketches: entries, next: null }),
    [`GET /api/comments/${compo.id}`]: () => json(COMMENTS),
  });
}

async function showCompo(compo: CompoInfo, entries: SketchCard[] = []) {
  const fetchMock = serveCompo(compo, entries);
  const path = `/compo/${compo.keyName}`;
  const data = await load({ params: { name: compo.keyName }, location: location(path), signal: new AbortController().signal });
  render(withDialogs(<CompoScreen data={data} params={{ name: compo.keyName }} location={location(path)} />));
  return fetchMock;
}

const entriesUrl = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).find((url) => url.pathname.startsWith('/compo/'))!;

beforeEach(() => resetCompoTest(null));
afterEach(() => vi.useRealTimers());

describe('the compo page', () => {
  it('names the page and shows the title, state label and the rules as safe HTML', async () => {
    await showCompo(makeCompo('open'));
    expect(document.title).toContain('Dreamscapes');
    expect(screen.getByTestId('compo-title').textContent).toBe('Dreamscapes');
    expect(screen.getByTestId('compo-state').textContent).toBe('Open for entries');
    const infos = screen.getByTestId('compo-infos');
    await waitFor(() => expect(infos.innerHTML).toContain('<b>here</b>'));
    expect(infos.innerHTML).not.toContain('onerror');
  });

  it('while open: counts down to the submission deadline and lists the entries newest first', async () => {
    const compo = makeCompo('open');
    const fetchMock = await showCompo(compo, [entry(1, -1), entry(2, -1)]);
    const countdown = screen.getByTestId('compo-countdown');
    expect(countdown.dataset.until).toBe(compo.endDate);
    expect(countdown.textContent).toMatch(/^Entries close in \dd \d\d:\d\d:\d\d/);
    expect(entriesUrl(fetchMock).searchParams.get('sort')).toBe('recent');
    expect(entriesUrl(fetchMock).searchParams.get('format')).toBe('json');
    expect(screen.queryByTestId('compo-vote')).toBeNull();
    expect(screen.getAllByTestId('entry-status').map((s) => s.textContent)).toEqual(['Entered', 'Entered']);
  });

  it('while voting: counts down to the voting deadline and offers the vote, or its update once voted', async () => {
    useSessionUser();
    const compo = makeCompo('voting');
    await showCompo(compo);
    expect(screen.getByTestId('compo-countdown').dataset.until).toBe(compo.endVotingDate);
    expect(screen.getByTestId('compo-countdown').textContent).toMatch(/^Voting ends in/);
    const vote = screen.getByTestId('compo-vote');
    expect(vote.textContent).toBe('Vote');
    expect(vote.getAttribute('href')).toBe('/compo/dreamscapes-2026/vote');
  });

  it("reads 'Update your vote' once the user has voted", async () => {
    useSessionUser();
    await showCompo(makeCompo('voting', { hasVoted: true }));
    expect(screen.getByTestId('compo-vote').textContent).toBe('Update your vote');
  });

  it('asks a visitor to log in to vote', async () => {
    await showCompo(makeCompo('voting', { canVote: false }));
    expect(screen.queryByTestId('compo-vote')).toBeNull();
    expect(screen.getByTestId('compo-login-to-vote').getAttribute('href')).toBe('/auth/login?returnTo=%2Fcompo%2Fdreamscapes-2026%2Fvote');
  });

  it("when closed: says 'View results', has no countdown and lists the entries by place with their labels", async () => {
    const fetchMock = await showCompo(makeCompo('closed'), [entry(1, 1), entry(2, 2), entry(3, 3), entry(4, 11), entry(5, 60), entry(6, 300)]);
    expect(screen.getByTestId('compo-state').textContent).toBe('View results');
    expect(screen.queryByTestId('compo-countdown')).toBeNull();
    expect(entriesUrl(fetchMock).searchParams.get('sort')).toBeNull();
    const cards = [...document.querySelectorAll('[data-testid="sketch-card"]')];
    expect(cards).toHaveLength(6);
    // One label per placed entry; no "11" badge beside its "Top 25".
    const statuses = screen.getAllByTestId('entry-status');
    expect(statuses.map((s) => s.textContent)).toEqual(['1st', '2nd', '3rd', 'Top 25', 'Top 100']);
    expect(statuses.map((s) => s.getAttribute('data-placed'))).toEqual(['true', 'true', 'true', 'true', 'false']);
    expect(screen.queryAllByTestId('place-badge')).toEqual([]);
    // A screen reader still hears the place in the card's sentence.
    expect(cards[3]!.textContent).toContain('place 11');
  });

  it("says 'No entries yet, you should make one!' without entries", async () => {
    await showCompo(makeCompo('open', { entries: 0 }));
    expect(screen.getByTestId('grid-empty').textContent).toBe(NO_ENTRIES);
    expect(NO_ENTRIES).toBe('No entries yet, you should make one!');
  });

  it('has entries and discussion tabs (the tabs pattern) with the comments', async () => {
    await showCompo(makeCompo('closed'), [entry(1, 1)]);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Entries (3)', 'Discussion (2)']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tabs[0]!.id);
    tabs[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByTestId('compo-tab-discussion'));
    const panel = screen.getByRole('tabpanel');
    await waitFor(() => expect(within(panel).getByText('Good luck everyone')).toBeTruthy());
    expect(within(panel).getByText('Such a fun theme')).toBeTruthy();
    expect(screen.queryByTestId('sketch-grid')).toBeNull();
  });

  it('counts a comment the server took on the Discussion tab at once (issue 23)', async () => {
    const me = viewer(1);
    resetCompoTest(me);
    let held = makeCompo('open');
    let comments = [...COMMENTS];
    const saved = { id: 3, comment: 'Mine', date: '2026-11-22T10:00:00Z', userId: me.id, userNickname: me.nickname, userAvatar: me.avatar };
    serve({
      'GET /api/v2/compo/info': () => json(held),
      [`GET /compo/${held.keyName}/1`]: () => json({ sketches: [entry(1, 1)], next: null }),
      [`GET /api/comments/${held.id}`]: () => json(comments),
      'POST /comment': () => {
        comments = [...comments, saved];
        held = { ...held, commentCount: 3 };
        return json(saved);
      },
    });
    const data = await load({ params: { name: held.keyName }, location: location(`/compo/${held.keyName}`), signal: new AbortController().signal });
    render(withDialogs(<CompoScreen data={data} params={{ name: held.keyName }} location={location(`/compo/${held.keyName}`)} />));
    const discussion = screen.getByTestId('compo-tab-discussion');
    expect(discussion.textContent).toBe('Discussion (2)');
    await userEvent.click(discussion);
    await userEvent.type(await screen.findByTestId('comment-input'), 'Mine');
    await userEvent.click(screen.getByTestId('comment-post'));
    await waitFor(() => expect(discussion.textContent).toBe('Discussion (3)'));
    expect(within(screen.getByTestId('comment-list')).getByText('Mine')).toBeTruthy();
  });

  it('an unknown compo is a 404 (the not-found page)', async () => {
    serve({ 'GET /api/v2/compo/info': () => json({ error: 'not_found', message: 'Compo x does not exist.' }, 404) });
    const failure = load({ params: { name: 'x' }, location: location('/compo/x'), signal: new AbortController().signal });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 404 });
  });
});

describe('the countdown', () => {
  it('ticks every second', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(Date.parse('2026-11-23T12:00:00Z'));
    render(<Countdown compo={{ state: 'open', endDate: '2026-11-23T12:01:05Z', endVotingDate: '2026-11-30T00:00:00Z' }} />);
    expect(screen.getByRole('timer').textContent).toBe('00:01:05');
    expect(screen.getByRole('timer').getAttribute('aria-label')).toBe('1 minute');
    await act(async () => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('timer').textContent).toBe('00:01:03');
  });

  it('hydrates a server-rendered page without a mismatch, then shows the real time left', async () => {
    const compo = { state: 'open', endDate: '2026-11-23T12:01:05Z', endVotingDate: '2026-11-30T00:00:00Z' } as const;
    const renderedAt = Date.parse('2026-11-23T12:00:00Z');
    setRenderClock(renderedAt);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Countdown compo={compo} />);
    expect(container.textContent).toContain('00:01:05');
    // The deadline's date is the browser's to write (its time zone and date format).
    expect(container.textContent).not.toContain('(');
    document.body.append(container);
    // The browser hydrates 3.4 s after the server rendered.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(renderedAt + 3400);
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Countdown compo={compo} />, { onRecoverableError: (error) => mismatches.push(error) });
    });
    try {
      expect(mismatches).toEqual([]);
      // Once hydrated, the clock reads the real time: 3.4 s after the render, then 4.4 s.
      expect(within(container).getByRole('timer').textContent).toBe('00:01:02');
      expect(container.textContent).toMatch(/\(.*23 Nov.*\)/);
      await act(async () => vi.advanceTimersByTime(1000));
      expect(within(container).getByRole('timer').textContent).toBe('00:01:01');
    } finally {
      setRenderClock(null);
      container.remove();
    }
  });

  it('moves the page to the next state at the deadline, asking again while the server has not moved', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(Date.parse('2026-11-23T12:00:00Z'));
    const open = { ...makeCompo('open'), endDate: '2026-11-23T12:00:02Z' };
    let answer: CompoInfo = open;
    const fetchMock = serve({
      'GET /api/v2/compo/info': () => json(answer),
      [`GET /compo/${open.keyName}/1`]: () => json({ sketches: [], next: null }),
      [`GET /api/comments/${open.id}`]: () => json(COMMENTS),
    });
    const path = `/compo/${open.keyName}`;
    const data = await load({ params: { name: open.keyName }, location: location(path), signal: new AbortController().signal });
    render(withDialogs(<CompoScreen data={data} params={{ name: open.keyName }} location={location(path)} />));
    const infoReads = () => fetchMock.mock.calls.filter(([input]) => String(input).includes('/api/v2/compo/info')).length;
    const before = infoReads();
    await act(async () => vi.advanceTimersByTime(3000)); // past the deadline: the server still says open
    await waitFor(() => expect(infoReads()).toBe(before + 1));
    expect(screen.getByTestId('compo-page').dataset.state).toBe('open');
    answer = makeCompo('voting');
    await act(async () => vi.advanceTimersByTime(DEADLINE_RETRY_MS));
    await waitFor(() => expect(screen.getByTestId('compo-page').dataset.state).toBe('voting'));
  });

  it('shows nothing for a closed compo or a date it cannot read', () => {
    const { container } = render(<Countdown compo={{ state: 'closed', endDate: 'x', endVotingDate: 'y' }} />);
    expect(container.textContent).toBe('');
    render(<Countdown compo={{ state: 'open', endDate: 'not a date', endVotingDate: 'y' }} />);
    expect(screen.queryByRole('timer')).toBeNull();
  });
});

function useSessionUser() {
  resetCompoTest(viewer(1));
}
