import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../api/schemas/session';
import { queryClient } from '../api/queryClient';
import { selectActingModerator, useSession, whenSessionKnown } from './session';
import { eventually } from '../../test/support/waits';
import { ApiError, post } from '../api/client';
import { useDialogs } from './dialogs';

const ADA = { id: 7, nickname: 'Ada' } as CurrentUser;

afterEach(() => {
  vi.useRealTimers();
  useSession.setState({ status: 'loading', user: null });
});

describe('whenSessionKnown', () => {
  it('answers at once when the session is already read', async () => {
    useSession.setState({ status: 'ready', user: ADA });
    await expect(whenSessionKnown()).resolves.toBe(ADA);
    useSession.setState({ status: 'error', user: null });
    await expect(whenSessionKnown()).resolves.toBeNull();
  });

  it('waits for the first read while it is loading', async () => {
    useSession.setState({ status: 'loading', user: null });
    const known = whenSessionKnown();
    let settled = false;
    void known.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    useSession.setState({ status: 'ready', user: ADA });
    await expect(known).resolves.toBe(ADA);
  });

  it('gives up after the timeout, with no user', async () => {
    vi.useFakeTimers();
    useSession.setState({ status: 'loading', user: null });
    const known = whenSessionKnown({ timeoutMs: 5_000 });
    vi.advanceTimersByTime(5_000);
    await expect(known).resolves.toBeNull();
    // The subscription is gone: a later answer changes nothing and throws nothing.
    useSession.setState({ status: 'ready', user: ADA });
  });
});

describe('the gloperator acting as the user', () => {
  const GUS = { id: 4, nickname: 'GlopGus' };
  // As the server answers it (the reads check the shape).
  const FULL_ADA: CurrentUser = {
    id: 7, avatar: '/img/avatar/7', nickname: 'Ada', mature: false, following: [], blocks: [], icons: [],
    chatId: null, chatServer: null, ban: null, showHeader: true, googleLogin: false, thumbs: false,
  };
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  afterEach(() => {
    vi.unstubAllGlobals();
    useSession.setState({ moderator: null });
  });

  it('is read with the session, and kept beside the user', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ user: FULL_ADA, moderator: GUS })));
    await useSession.getState().load();
    expect(useSession.getState()).toMatchObject({ status: 'ready', user: FULL_ADA, moderator: GUS });
    expect(selectActingModerator(useSession.getState())).toEqual(GUS);
  });

  it('is none when the session says none (or the answer leaves it out), and none without a user', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ user: FULL_ADA })));
    await useSession.getState().load();
    expect(useSession.getState()).toMatchObject({ status: 'ready', user: { id: 7 }, moderator: null });
    vi.stubGlobal('fetch', vi.fn(async () => json({ user: null, moderator: GUS })));
    await useSession.getState().load();
    expect(useSession.getState()).toMatchObject({ user: null, moderator: null });
  });

  it('comes and goes with setUser: Impersonate sets it, going back or a failed read clears it', async () => {
    const reset = vi.spyOn(queryClient, 'resetQueries');
    useSession.setState({ status: 'ready', user: { ...ADA, id: 4, nickname: 'GlopGus' }, moderator: null });
    useSession.getState().setUser(ADA, GUS);
    expect(useSession.getState()).toMatchObject({ user: ADA, moderator: GUS });
    // Another person from now on: every read is asked again as them.
    expect(reset).toHaveBeenCalledTimes(1);
    useSession.getState().setUser({ ...ADA, id: 4, nickname: 'GlopGus' });
    expect(useSession.getState().moderator).toBeNull();
    expect(reset).toHaveBeenCalledTimes(2);
    useSession.getState().setUser(ADA, GUS);
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    await useSession.getState().load();
    expect(useSession.getState()).toMatchObject({ status: 'error', user: null, moderator: null });
    reset.mockRestore();
  });
});

describe('a change of viewer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the header’s unread counts again as the new viewer: after a logout, not the server (which answers a visitor 401)', async () => {
    const { NOTHING_UNREAD, unreadQuery } = await import('../queries/messages');
    const { QueryObserver } = await import('@tanstack/react-query');
    const counts = { messages: 2, notifications: 1, replies: 0, uploads: 3 };
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(counts), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    useSession.setState({ status: 'ready', user: ADA });
    // The header's badges: an observer on screen, as UnreadBadges keeps.
    const observer = new QueryObserver(queryClient, unreadQuery());
    const stop = observer.subscribe(() => {});
    await eventually(() => expect(observer.getCurrentResult().data).toEqual(counts));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    useSession.getState().setUser(null);
    await eventually(() => expect(observer.getCurrentResult().data).toEqual(NOTHING_UNREAD));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    stop();
    queryClient.clear();
  });
});

describe('an account the server refuses', () => {
  const FULL_ADA: CurrentUser = {
    id: 7, avatar: '/img/avatar/7', nickname: 'Ada', mature: false, following: [], blocks: [], icons: [],
    chatId: null, chatServer: null, ban: null, showHeader: true, googleLogin: false, thumbs: false,
  };
  const MERGED = 'This account has been merged into another one. Please sign in with that account.';
  const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  afterEach(() => {
    vi.unstubAllGlobals();
    useDialogs.setState({ queue: [] });
  });

  it('without a ban to show (merged into another account) is told the server\'s text once, not to try again', async () => {
    useSession.setState({ status: 'ready', user: FULL_ADA });
    vi.stubGlobal('fetch', vi.fn(async (url: string) => (String(url).includes('/user/me') ? answer(200, { user: FULL_ADA }) : answer(403, { error: 'account_restricted', message: MERGED }))));
    await expect(post('/api/fan', { user: 1 })).rejects.toBeInstanceOf(ApiError);
    await eventually(() => expect(useDialogs.getState().queue.map((d) => d.message)).toEqual([MERGED]));
  });

  it('with a ban says nothing more: the ban page shows it', async () => {
    const ban = { duration: 24, dateStart: '2030-01-01T00:00:00.000Z', dateEnd: '2030-01-02T00:00:00.000Z', reason: 'Spam', offenses: 1 };
    useSession.setState({ status: 'ready', user: FULL_ADA });
    vi.stubGlobal('fetch', vi.fn(async (url: string) => (String(url).includes('/user/me') ? answer(200, { user: { ...FULL_ADA, ban } }) : answer(403, { error: 'account_restricted', message: 'Your account is suspended.' }))));
    await expect(post('/api/fan', { user: 1 })).rejects.toBeInstanceOf(ApiError);
    await eventually(() => expect(useSession.getState().user?.ban).toBeTruthy());
    expect(useDialogs.getState().queue).toEqual([]);
  });

  it('whose session ended meanwhile (401) turns to a visitor, and is told so once', async () => {
    useSession.setState({ status: 'ready', user: FULL_ADA });
    vi.stubGlobal('fetch', vi.fn(async (url: string) => (String(url).includes('/user/me') ? answer(200, { user: null }) : answer(401, { error: 'not_logged_in', message: 'You must be logged in to do this.' }))));
    await Promise.all([expect(post('/api/fan', { user: 1 })).rejects.toBeInstanceOf(ApiError), expect(post('/api/fan', { user: 2 })).rejects.toBeInstanceOf(ApiError)]);
    await eventually(() => expect(useSession.getState().user).toBeNull());
    await eventually(() => expect(useDialogs.getState().queue.map((d) => d.message)).toEqual(['You must be logged in to do this.']));
  });

  it('whose session is now another account (signed in in another tab) follows it without a word', async () => {
    useSession.setState({ status: 'ready', user: FULL_ADA });
    const paolo = { ...FULL_ADA, id: 2, nickname: 'PatronPaolo' };
    vi.stubGlobal('fetch', vi.fn(async (url: string) => (String(url).includes('/user/me') ? answer(200, { user: paolo }) : answer(401, { error: 'not_logged_in', message: 'You must be logged in to do this.' }))));
    await expect(post('/api/fan', { user: 1 })).rejects.toBeInstanceOf(ApiError);
    await eventually(() => expect(useSession.getState().user?.id).toBe(2));
    expect(useDialogs.getState().queue).toEqual([]);
  });
});
