// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '../../../test/support/render';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PICK_REQUIRED, VISIT_REQUIRED, VOTE_FAILED, VOTE_THANKS } from '../../lib/ballot';
import { useDialogs } from '../../stores/dialogs';
import { json, posted, serve, viewer } from '../sketch/testing';
import CompoVoteScreen, { load, LOGIN_TO_VOTE, NOT_VOTING } from './CompoVoteScreen';
import { location, makeBallot, makeCompo, withDialogs, resetCompoTest } from './testing';
import type { Ballot, CompoInfo } from '../../api/schemas/compos';
import { queryClient } from '../../api/queryClient';
import { compoKeys } from '../../queries/compos';

const nav = vi.hoisted(() => ({ navigate: vi.fn(async () => true) }));
vi.mock('../../app/navigation/navigation', async (importOriginal) => ({ ...(await importOriginal<object>()), navigate: nav.navigate, reloadPage: vi.fn(async () => true) }));

const VOTE_PATH = '/api/compoVote/dreamscapes-2026';

async function showBallot(compo: CompoInfo, ballot: Ballot | null, vote: () => Response = () => json({ ok: true })) {
  const fetchMock = serve({
    'GET /api/v2/compo/info': () => json(compo),
    'GET /api/compoVote/25': () => (ballot ? json(ballot) : json({ error: 'x', message: 'x' }, 500)),
    [`POST ${VOTE_PATH}`]: vote,
  });
  const path = '/compo/dreamscapes-2026/vote';
  const data = await load({ params: { name: 'dreamscapes-2026' }, location: location(path), signal: new AbortController().signal });
  render(withDialogs(<CompoVoteScreen data={data} params={{ name: 'dreamscapes-2026' }} location={location(path)} />));
  await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toBeTruthy());
  return fetchMock;
}

const dialog = () => useDialogs.getState().queue[0];
const dismiss = () => act(async () => dialog()!.resolve(true));
const shownIds = () => screen.getAllByTestId('ballot-entry').map((b) => Number(b.dataset.sketchId));
const choose = (id: number) => userEvent.click(screen.getAllByTestId('ballot-entry').find((b) => Number(b.dataset.sketchId) === id)!);
const progress = () => screen.getByTestId('ballot-progress').textContent;

beforeEach(() => {
  resetCompoTest(viewer(1));
  nav.navigate.mockClear();
});

describe('the voting ballot', () => {
  it('shows the first set of 4 with its progress', async () => {
    await showBallot(makeCompo('voting'), makeBallot(10));
    expect(document.title).toContain('Vote: Dreamscapes');
    expect(progress()).toBe('Set 1 of 3');
    expect(shownIds()).toEqual([1, 2, 3, 4]);
    expect(screen.getByTestId('compo-countdown').textContent).toMatch(/^Voting ends in/);
  });

  it('asks for a choice or a skip before Next', async () => {
    await showBallot(makeCompo('voting'), makeBallot(10));
    await userEvent.click(screen.getByTestId('ballot-next'));
    expect(dialog()?.message).toBe(PICK_REQUIRED);
    await dismiss();
    expect(progress()).toBe('Set 1 of 3');
  });

  it('Visit needs a selected sketch, then opens it', async () => {
    await showBallot(makeCompo('voting'), makeBallot(10));
    await userEvent.click(screen.getByTestId('ballot-visit'));
    expect(dialog()?.message).toBe(VISIT_REQUIRED);
    await dismiss();
    expect(nav.navigate).not.toHaveBeenCalled();
    await choose(3);
    await userEvent.click(screen.getByTestId('ballot-visit'));
    expect(nav.navigate).toHaveBeenCalledWith('/sketch/3');
  });

  it('moves the chosen sketch to the first position and marks it', async () => {
    await showBallot(makeCompo('voting'), makeBallot(10));
    await choose(3);
    expect(shownIds()).toEqual([3, 1, 2, 4]);
    const first = screen.getAllByTestId('ballot-entry')[0]!;
    expect(first.getAttribute('aria-pressed')).toBe('true');
    expect(first.textContent).toContain('Your choice');
    expect(first.querySelector('img')!.getAttribute('alt')).toBe('Entry 3 by artist3');
    // Its name says the entry once (the title shown under the image is the image's text again).
    expect(screen.getByRole('button', { name: 'Entry 3 by artist3 Your choice' })).toBe(first);
  });

  it('marks all four equal on Skip', async () => {
    await showBallot(makeCompo('voting'), makeBallot(10));
    await userEvent.click(screen.getByTestId('ballot-skip'));
    expect(screen.getByTestId('ballot-skip').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByText('Equal')).toHaveLength(4);
  });

  it('goes through every set, submits on the last one and thanks the voter', async () => {
    const fetchMock = await showBallot(makeCompo('voting'), makeBallot(10));
    await choose(2);
    await userEvent.click(screen.getByTestId('ballot-next'));
    expect(progress()).toBe('Set 2 of 3');
    // The new set is announced: the progress line is a status, read out as it changes.
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('Set 2 of 3');
    await userEvent.click(screen.getByTestId('ballot-skip'));
    await userEvent.click(screen.getByTestId('ballot-next'));
    expect(progress()).toBe('Set 3 of 3');
    expect(screen.queryByTestId('ballot-next')).toBeNull();
    const submit = screen.getByTestId('ballot-submit');
    expect(submit.textContent).toBe('Submit vote');
    await choose(10);
    await userEvent.click(submit);
    await waitFor(() => expect(screen.getByTestId('vote-thanks').textContent).toContain(VOTE_THANKS));
    expect(VOTE_THANKS).toBe('Thanks for casting your vote!');
    const [body] = posted(fetchMock, VOTE_PATH);
    expect(body.step).toBe(3);
    expect(JSON.parse(body.votes)).toEqual([
      [2, 1, 3, 4],
      [-5, -6, -7, -8],
      [10, 9],
    ]);
  });

  it('reads the compo again after the vote, so its page offers to update the vote', async () => {
    let voted = false;
    serve({
      'GET /api/v2/compo/info': () => json(makeCompo('voting', { hasVoted: voted })),
      'GET /api/compoVote/25': () => json(makeBallot(3, voted ? [[1, 2, 3]] : null)),
      [`POST ${VOTE_PATH}`]: () => {
        voted = true;
        return json({ ok: true });
      },
    });
    const path = '/compo/dreamscapes-2026/vote';
    const data = await load({ params: { name: 'dreamscapes-2026' }, location: location(path), signal: new AbortController().signal });
    render(withDialogs(<CompoVoteScreen data={data} params={{ name: 'dreamscapes-2026' }} location={location(path)} />));
    await choose(1);
    await userEvent.click(screen.getByTestId('ballot-submit'));
    await waitFor(() => expect(screen.getByTestId('vote-thanks')).toBeTruthy());
    await waitFor(() => expect(queryClient.getQueryData<CompoInfo>(compoKeys.info('dreamscapes-2026'))?.hasVoted).toBe(true));
    expect(screen.getByTestId('vote-thanks').textContent).toContain(VOTE_THANKS);
  });

  it("reads 'Update your vote' once voted and starts from the previous vote", async () => {
    await showBallot(makeCompo('voting', { hasVoted: true }), makeBallot(6, [[4, 1, 2, 3], [-5, -6]]));
    expect(shownIds()).toEqual([4, 1, 2, 3]);
    await userEvent.click(screen.getByTestId('ballot-next'));
    expect(screen.getAllByText('Equal')).toHaveLength(2);
    expect(screen.getByTestId('ballot-submit').textContent).toBe('Update your vote');
  });

  it('asks to retry when sending fails and gives the button back', async () => {
    let fail = true;
    const fetchMock = await showBallot(makeCompo('voting'), makeBallot(3), () => (fail ? json({ error: 'down', message: 'down' }, 500) : json({ ok: true })));
    await choose(1);
    await userEvent.click(screen.getByTestId('ballot-submit'));
    await waitFor(() => expect(dialog()?.message).toBe(VOTE_FAILED));
    expect(VOTE_FAILED).toMatch(/try again/);
    expect(VOTE_FAILED).toMatch(/contact support/);
    await dismiss();
    const submit = screen.getByTestId('ballot-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(false);
    fail = false;
    await userEvent.click(submit);
    await waitFor(() => expect(screen.getByTestId('vote-thanks')).toBeTruthy());
    expect(posted(fetchMock, VOTE_PATH).length).toBeGreaterThanOrEqual(2);
  });

  it('is only for signed-in users while the compo is voting', async () => {
    resetCompoTest(null);
    const fetchMock = await showBallot(makeCompo('voting'), makeBallot(4));
    expect(screen.getByTestId('vote-login').textContent).toBe(LOGIN_TO_VOTE);
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/api/compoVote/'))).toBe(false);
    cleanup();
    resetCompoTest(viewer(1));
    await showBallot(makeCompo('closed'), null);
    expect(screen.getByTestId('vote-closed').textContent).toContain(NOT_VOTING);
  });
});
