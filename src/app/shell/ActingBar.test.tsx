// @vitest-environment jsdom
// The bar of a gloperator acting as another user: it names the user, and Back returns the session
// to the gloperator's own account (the server's impersonateEnd), refreshing what the page read.
import { act, cleanup, render, screen, waitFor } from '../../../test/support/render';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../api/queryClient';
import type { CurrentUser } from '../../api/schemas/session';
import { Dialogs } from '../../components/Dialogs';
import { useDialogs } from '../../stores/dialogs';
import { useSession } from '../../stores/session';
import { deferred } from '../../../test/support/fixtures';
import { ACTING_BAR_ERROR, ActingBar } from './ActingBar';

const user = (id: number, nickname: string, icons: CurrentUser['icons'] = []): CurrentUser => ({
  id, avatar: `/img/avatar/${id}`, nickname, mature: false, following: [], blocks: [], icons,
  chatId: null, chatServer: null, ban: null, showHeader: true, googleLogin: false, thumbs: false,
});
const ada = user(1, 'InkyAda');
const gus = user(4, 'GlopGus', ['m']);

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
function serve(answers: Record<string, () => Response | Promise<Response>>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const answer = answers[`${init.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`];
    return answer ? answer() : json({ error: 'not_found', message: 'No such route' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const show = () =>
  render(
    <>
      <ActingBar />
      <Dialogs />
    </>,
  );

beforeEach(() => {
  useDialogs.setState({ queue: [] });
  document.cookie = 'csrf=t';
});
afterEach(() => {
  cleanup(); // unmounted before the session below changes
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useSession.setState({ status: 'loading', user: null, moderator: null });
});

describe('the acting bar', () => {
  it('is not there for a session of one’s own, nor for a visitor', () => {
    useSession.setState({ status: 'ready', user: gus, moderator: null });
    const { rerender } = show();
    expect(screen.queryByTestId('acting-bar')).toBeNull();
    act(() => useSession.setState({ user: null, moderator: null }));
    rerender(<ActingBar />);
    expect(screen.queryByTestId('acting-bar')).toBeNull();
  });

  it('says whom the gloperator acts as, as a named region, with a button back to their own account', () => {
    useSession.setState({ status: 'ready', user: ada, moderator: { id: 4, nickname: 'GlopGus' } });
    show();
    const bar = screen.getByRole('region', { name: 'Acting as another user' });
    expect(screen.getByTestId('acting-bar-text').textContent).toBe('Acting as InkyAda');
    expect(bar.contains(screen.getByRole('button', { name: 'Back to GlopGus' }))).toBe(true);
  });

  it('goes back: impersonateEnd is sent once, the session becomes the gloperator’s, the reads start over and the bar goes', async () => {
    useSession.setState({ status: 'ready', user: ada, moderator: { id: 4, nickname: 'GlopGus' } });
    const answer = deferred<Response>();
    const fetchMock = serve({ 'POST /api/v2/user/impersonateEnd': () => answer.promise });
    const reset = vi.spyOn(queryClient, 'resetQueries');
    show();
    await userEvent.click(screen.getByTestId('acting-bar-back'));
    // One request at a time.
    expect((screen.getByTestId('acting-bar-back') as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByTestId('acting-bar-back'));
    await act(async () => answer.resolve(json({ user: gus, moderator: null })));
    await waitFor(() => expect(screen.queryByTestId('acting-bar')).toBeNull());
    expect(useSession.getState()).toMatchObject({ user: { id: 4, nickname: 'GlopGus' }, moderator: null });
    expect(reset).toHaveBeenCalled();
    const sent = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(sent).toHaveLength(1);
    expect(JSON.parse(String(sent[0]?.[1]?.body))).toEqual({});
  });

  it('when the server says there is nothing to go back from (another tab went back), takes the session it reads then', async () => {
    useSession.setState({ status: 'ready', user: ada, moderator: { id: 4, nickname: 'GlopGus' } });
    serve({
      'POST /api/v2/user/impersonateEnd': () => json({ error: 'not_acting', message: 'You are not acting as another user.' }, 409),
      'GET /api/v2/user/me': () => json({ user: gus, moderator: null }),
    });
    show();
    await userEvent.click(screen.getByTestId('acting-bar-back'));
    await waitFor(() => expect(useSession.getState().user?.id).toBe(4));
    expect(screen.queryByTestId('acting-bar')).toBeNull();
    expect(screen.queryByTestId('dialog-message')).toBeNull();
  });

  it('says so when going back fails, and stays as it was', async () => {
    useSession.setState({ status: 'ready', user: ada, moderator: { id: 4, nickname: 'GlopGus' } });
    serve({ 'POST /api/v2/user/impersonateEnd': () => json({ error: 'server_error', message: 'Down' }, 500) });
    show();
    await userEvent.click(screen.getByTestId('acting-bar-back'));
    expect((await screen.findByTestId('dialog-message')).textContent).toBe(ACTING_BAR_ERROR);
    expect(useSession.getState()).toMatchObject({ user: { id: 1 }, moderator: { id: 4 } });
    await userEvent.click(screen.getByTestId('dialog-ok'));
    await waitFor(() => expect((screen.getByTestId('acting-bar-back') as HTMLButtonElement).disabled).toBe(false));
  });
});
