// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '../../../test/support/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../api/schemas/session';
import { Redirect } from '../../app/navigation/screen';
import { CHAT_LOGIN_REQUIRED, NOBODY_ELSE_HERE } from '../../lib/chatTexts';
import { useSession } from '../../stores/session';
import { CHAT_COLUMNS_QUERY } from '../../features/chat/chatStyles';
import { ChatClient } from '../../realtime/chat/chatClient';
import { FakeSocket, fakeFactory } from '../../realtime/testing/fakeSocket';
import ChatScreen, { Chat, load } from './ChatScreen';

const context = { params: { room: '' }, location: { path: '/chat', search: '', hash: '' }, signal: new AbortController().signal } as Parameters<typeof load>[0];
const signIn = (user: Partial<CurrentUser> | null) => useSession.setState({ status: 'ready', user: user as CurrentUser | null });

describe('/chat', () => {
  it('a visitor gets the login text', async () => {
    signIn(null);
    const data = await load(context);
    expect(data).toEqual({ chatId: null });
    render(<ChatScreen data={data} params={{ room: '' }} location={context.location} />);
    expect(screen.getByRole('heading').textContent).toBe(CHAT_LOGIN_REQUIRED);
    expect(document.title).toBe('Chat · Sketchery');
  });

  it('a signed-in user without a chat id goes home', async () => {
    signIn({ id: 40, nickname: 'NoChat', chatId: null });
    await expect(load(context)).rejects.toEqual(new Redirect('/'));
  });

  it('a user with a chat id gets the chat', async () => {
    signIn({ id: 1, nickname: 'InkyAda', chatId: 'c1abc' });
    expect(await load(context)).toEqual({ chatId: 'c1abc' });
  });

  it('follows the account signed in now: signed out in another tab, the page says to log in, not a chat of the last account', async () => {
    signIn({ id: 1, nickname: 'InkyAda', chatId: 'c1abc' });
    const data = await load(context);
    signIn(null);
    render(<ChatScreen data={data} params={{ room: '' }} location={context.location} />);
    expect(screen.getByRole('heading').textContent).toBe(CHAT_LOGIN_REQUIRED);
  });
});

/** The chat of Ada's client on a fake socket, in the lobby with two channels and Ada, Paolo and Bea (whom Ada blocks). */
const ADA_PAOLO_AND_BEA = [
  { userId: 1, nickname: 'InkyAda', avatar: '/img/avatar/1' },
  { userId: 2, nickname: 'Paolo', avatar: '/img/avatar/2' },
  { userId: 3, nickname: 'Bea', avatar: '/img/avatar/3' },
];
let lastSocket: FakeSocket | null = null;
async function chatIn(wide: boolean, users = ADA_PAOLO_AND_BEA) {
  signIn({ id: 1, nickname: 'InkyAda', chatId: 'c1abc', blocks: [3], following: [] });
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: wide && query === CHAT_COLUMNS_QUERY, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
  const socket = new FakeSocket();
  lastSocket = socket;
  const client = new ChatClient({ chatId: 'c1abc', connection: { factory: fakeFactory(socket), setTimer: () => 0, clearTimer: () => {} } });
  await client.start();
  render(<Chat client={client} room="" />);
  await act(async () => {
    socket.serverAccepts();
    socket.sent('auth').at(-1)?.ack?.({ ok: true, channel: 'lobby', userId: 1 });
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  act(() => {
    socket.serverSends('channel-list', [{ name: 'lobby', users: 1 }, { name: 'art-talk', users: 0 }]);
    socket.serverSends('user-list', users);
  });
  return client;
}

describe('the chat page layout', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('on /chat names the channel in the address once a /join or the server moves the chat out of the lobby, so a reload comes back to it', async () => {
    history.replaceState(null, '', '/chat');
    await chatIn(true);
    expect(window.location.pathname).toBe('/chat');
    act(() => lastSocket!.serverSends('channel', { name: 'qa-room' }));
    expect(window.location.pathname).toBe('/chat/qa-room');
    act(() => lastSocket!.serverSends('redirect', { channel: 'lobby' }));
    expect(window.location.pathname).toBe('/chat');
  });

  it('on a phone folds the channel list above the messages, so the message box stays on the screen', async () => {
    const client = await chatIn(false);
    expect(screen.getByTestId('chat-page').dataset.layout).toBe('narrow');
    const toggle = screen.getByRole('button', { name: 'Channels' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('chat-channels')).toBeNull();
    // The title, the folded channels and the messages with the box are one screenful; the people come after it.
    const screenful = screen.getByTestId('chat-page').querySelector('.screenful')!;
    expect(screenful.contains(screen.getByTestId('chat-input'))).toBe(true);
    expect(screenful.contains(screen.getByTestId('chat-users'))).toBe(false);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)!.contains(screen.getByTestId('chat-channels'))).toBe(true);
    expect(screen.getByRole('heading', { name: 'Channels' }).contains(toggle)).toBe(true);
    expect(screen.getByRole('complementary', { name: 'Channels' }).contains(toggle)).toBe(true);
    expect(screen.getAllByRole('link', { name: /online$/ }).map((link) => link.textContent)).toEqual(['lobby1 online', 'art-talk0 online']);
    fireEvent.click(toggle);
    expect(screen.queryByTestId('chat-channels')).toBeNull();
    act(() => client.close());
  });

  it('on a wide screen shows the channels, the messages and the people side by side', async () => {
    const client = await chatIn(true);
    expect(screen.getByTestId('chat-page').dataset.layout).toBe('wide');
    expect(screen.queryByRole('button', { name: 'Channels' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Channels' })).toBeTruthy();
    expect(screen.getByTestId('chat-channels').textContent).toContain('art-talk');
    expect(screen.getByTestId('chat-users').textContent).toBe('Paolo');
    act(() => client.close());
  });

  it("hides the viewer's own entry and the users they block from People here (spec part 2 §6)", async () => {
    const client = await chatIn(true);
    const people = within(screen.getByTestId('chat-users'));
    expect(people.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([['Paolo', '/user/2']]);
    // Unblocking brings the user back to the list.
    act(() => useSession.setState({ user: { ...useSession.getState().user!, blocks: [] } }));
    expect(people.getAllByRole('link').map((link) => link.textContent)).toEqual(['Paolo', 'Bea']);
    expect(screen.queryByTestId('chat-users-empty')).toBeNull();
    act(() => client.close());
  });

  it('says so when nobody else is in the channel, rather than showing an empty column', async () => {
    // Only the viewer and the user they block are in it.
    const client = await chatIn(true, ADA_PAOLO_AND_BEA.filter((user) => user.userId !== 2));
    expect(within(screen.getByTestId('chat-users')).queryAllByRole('link')).toEqual([]);
    expect(screen.getByTestId('chat-users-empty').textContent).toBe(NOBODY_ELSE_HERE);
    act(() => client.close());
  });
});
