// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '../../../test/support/render';
import { describe, expect, it, vi } from 'vitest';
import { ChatClient } from '../../realtime/chat/chatClient';
import type { ChatMessage } from '../../realtime/chat/schemas';
import { FakeSocket, fakeFactory } from '../../realtime/testing/fakeSocket';
import { channelNameEmptyText, missedMessagesText } from '../../lib/chatTexts';
import { ChatBox } from './ChatBox';
import { offlineQueueText } from './ChatView';
import { useSession } from '../../stores/session';
import { makeViewer } from '../../../test/support/fixtures';

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

/** The channel's message number `seq` (the server numbers them 1, 2, 3 ...). */
function message(seq: number, extra: Partial<ChatMessage> = {}): ChatMessage {
  return { id: seq + 100, seq, clientId: null, channel: 'lobby', userId: 9, nickname: 'Juno', avatar: '/img/avatar/9', text: `hello ${seq}`, time: seq * 60_000, kind: 'user', ...extra };
}

async function setup({ online = true, blocks }: { online?: boolean; blocks?: (userId: number) => boolean } = {}) {
  const socket = new FakeSocket();
  let ids = 0;
  const client = new ChatClient({
    chatId: 'chat-ada',
    blocks,
    newClientId: () => `c${++ids}`,
    // Timers that never fire: reconnect delays and the banner are not under test here.
    connection: { factory: fakeFactory(socket), setTimer: () => 0, clearTimer: () => {} },
  });
  await client.start();
  render(<ChatBox chatId="chat-ada" client={client} />);
  if (online) {
    await act(async () => {
      socket.serverAccepts();
      socket.sent('auth').at(-1)?.ack?.({ ok: true, channel: 'lobby', userId: 1 });
    });
    await flush();
    act(() => socket.serverSends('chats', { channel: 'lobby', messages: [message(1)], resumed: false, last: 1 }));
  }
  return { socket, client };
}

const send = (socket: FakeSocket, ...messages: ChatMessage[]) => act(() => messages.forEach((m) => socket.serverSends('chat', m)));

describe('ChatBox', () => {
  it('is collapsed by default, with no badge until others write', async () => {
    await setup();
    const toggle = screen.getByTestId('chat-box-toggle');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.textContent?.trim()).toBe('Chat');
    expect(screen.queryByTestId('chat-box')).toBeNull();
    expect(screen.queryByTestId('chat-box-badge')).toBeNull();
  });

  it('counts unread messages (not announcements, not own), shows + at 10, and resets on expanding', async () => {
    const { socket } = await setup();
    send(socket, message(2), message(3, { userId: 1 }), message(4, { kind: 'announce-stream', userId: null }));
    expect(screen.getByTestId('chat-box-badge').textContent).toBe('1');
    expect(screen.getByRole('button', { name: 'Chat 1 unread' })).toBe(screen.getByTestId('chat-box-toggle'));
    send(socket, ...Array.from({ length: 8 }, (_, i) => message(5 + i)));
    expect(screen.getByTestId('chat-box-badge').textContent).toBe('9');
    send(socket, message(13));
    expect(screen.getByTestId('chat-box-badge').textContent).toBe('+');
    expect(screen.getByRole('button', { name: 'Chat + 10 or more unread' })).toBe(screen.getByTestId('chat-box-toggle'));

    fireEvent.click(screen.getByTestId('chat-box-toggle'));
    expect(screen.getByTestId('chat-box')).toBeTruthy();
    expect(screen.getAllByTestId('chat-message').length).toBeGreaterThan(10);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('chat-input')));
    // Messages while expanded are read.
    send(socket, message(14));
    fireEvent.click(screen.getByTestId('chat-box-collapse'));
    expect(screen.queryByTestId('chat-box-badge')).toBeNull();
  });

  it("neither shows nor counts the lines of users the viewer blocks, and shows them again on unblocking", async () => {
    const viewer = { ...makeViewer(1), blocks: [7] };
    useSession.setState({ status: 'ready', user: viewer });
    try {
      const { socket } = await setup({ blocks: (userId) => useSession.getState().user?.blocks.includes(userId) ?? false });
      send(socket, message(2, { userId: 7, nickname: 'Pest', text: 'blocked line' }), message(3, { text: 'friendly line' }));
      expect(screen.getByTestId('chat-box-badge').textContent).toBe('1');
      fireEvent.click(screen.getByTestId('chat-box-toggle'));
      const texts = () => screen.getAllByTestId('chat-text').map((node) => node.textContent);
      expect(texts()).toEqual(['hello 1', 'friendly line']);
      act(() => useSession.setState({ user: { ...viewer, blocks: [] } }));
      expect(texts()).toEqual(['hello 1', 'blocked line', 'friendly line']);
    } finally {
      act(() => useSession.setState({ status: 'ready', user: null }));
    }
  });

  it('shows a live announcement above the collapsed box', async () => {
    const { socket } = await setup();
    send(socket, message(2, { kind: 'announce-stream', userId: null, text: 'PatronPaolo is live streaming now!' }));
    expect(screen.getByTestId('chat-box-announce').textContent).toBe('PatronPaolo is live streaming now!');
    expect(screen.queryByTestId('chat-box-badge')).toBeNull();
  });

  it('steps aside while the artist types in a field of the page or presses its form\'s buttons, and not for the other controls', async () => {
    await setup();
    const main = document.body.appendChild(document.createElement('main'));
    main.innerHTML =
      '<form><textarea aria-label="Write a comment"></textarea><button type="submit">Post</button></form>' +
      '<input type="checkbox" aria-label="Mature"><button type="button">Follow</button>';
    const aside = () => screen.getByTestId('chat-box-toggle').hasAttribute('data-aside');
    const focus = (element: HTMLElement) => act(async () => element.focus());
    expect(aside()).toBe(false);
    await focus(screen.getByLabelText('Write a comment'));
    expect(aside()).toBe(true);
    // Pressing Post moves the focus to it: the button stays aside, or it would take the release.
    await focus(screen.getByRole('button', { name: 'Post' }));
    expect(aside()).toBe(true);
    await focus(screen.getByRole('button', { name: 'Follow' }));
    expect(aside()).toBe(false);
    await focus(screen.getByLabelText('Mature'));
    expect(aside()).toBe(false);
    await focus(screen.getByLabelText('Write a comment'));
    await act(async () => (document.activeElement as HTMLElement).blur());
    expect(aside()).toBe(false);
    main.remove();
  });

  it('collapses with Escape and gives the focus back to the button', async () => {
    await setup();
    fireEvent.click(screen.getByTestId('chat-box-toggle'));
    const input = await screen.findByTestId('chat-input');
    fireEvent.keyDown(input, { key: 'Escape' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('chat-box-toggle')));
    expect(screen.queryByTestId('chat-box')).toBeNull();
    // From the panel's header (its × button) too.
    fireEvent.click(screen.getByTestId('chat-box-toggle'));
    await screen.findByTestId('chat-input');
    fireEvent.keyDown(screen.getByTestId('chat-box-collapse'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('chat-box')).toBeNull());
  });

  it('shows timestamps only after gaps over 10 minutes', async () => {
    const { socket } = await setup();
    send(socket, message(2, { time: 5 * 60_000 }), message(3, { time: 16 * 60_000 }), message(4, { time: 17 * 60_000 }));
    fireEvent.click(screen.getByTestId('chat-box-toggle'));
    // 1 (first), 2 (4 minutes later: none), 3 (11 minutes later), 4 (none).
    expect(screen.getAllByTestId('chat-timestamp')).toHaveLength(2);
  });

  it("dates yesterday's lines once the reader's midnight has passed with the box open", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    try {
      vi.setSystemTime(new Date(2026, 11, 7, 23, 50));
      const { socket } = await setup();
      send(socket, message(2, { time: new Date(2026, 11, 7, 23, 40).getTime() }));
      fireEvent.click(screen.getByTestId('chat-box-toggle'));
      const stamp = () => screen.getAllByTestId('chat-timestamp').at(-1)!.textContent;
      expect(stamp()).toBe('11:40 PM');
      await act(() => vi.advanceTimersByTimeAsync(15 * 60_000));
      expect(stamp()).toBe('Dec 7, 11:40 PM');
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps what is typed offline, says it will be sent, and shows "Reconnecting..."', async () => {
    const { socket } = await setup();
    fireEvent.click(screen.getByTestId('chat-box-toggle'));
    act(() => socket.drop());
    expect(screen.getByTestId('chat-state').textContent).toBe('Reconnecting... (attempt 1 of 64)');
    const input = screen.getByTestId('chat-input');
    fireEvent.input(input, { target: { value: 'while offline' } });
    fireEvent.submit(input.closest('form')!);
    expect(screen.getByTestId('chat-pending').textContent).toContain('while offline');
    expect(screen.getByTestId('chat-queued').textContent).toBe(offlineQueueText(1));
    expect(offlineQueueText(2)).toBe('2 messages will be sent when the connection is back.');
    expect(socket.sent('chat')).toHaveLength(0);
  });

  it('does not promise to send what waits once the server took the chat away (a ban): those messages are not sent', async () => {
    const { socket } = await setup();
    fireEvent.click(screen.getByTestId('chat-box-toggle'));
    act(() => socket.drop());
    const input = screen.getByTestId('chat-input');
    fireEvent.input(input, { target: { value: 'queued before the ban' } });
    fireEvent.submit(input.closest('form')!);
    expect(screen.getByTestId('chat-queued')).toBeTruthy();
    await act(async () => {
      socket.serverAccepts();
      socket.sent('auth').at(-1)?.ack?.({ ok: false, error: 'Your account has been suspended for 1 day.' });
    });
    await flush();
    expect(screen.getByTestId('chat-state').textContent).toBe('Your account has been suspended for 1 day.');
    expect(screen.queryByTestId('chat-queued')).toBeNull();
    expect(screen.getByTestId('chat-pending').textContent).toContain('(not sent)');
  });

  it('shows message text as text, never as markup', async () => {
    const { socket } = await setup();
    send(socket, message(2, { text: '<img src=x onerror="alert(1)"><script>alert(2)</script>' }));
    fireEvent.click(screen.getByTestId('chat-box-toggle'));
    const texts = screen.getAllByTestId('chat-text');
    expect(texts.at(-1)?.textContent).toBe('<img src=x onerror="alert(1)"><script>alert(2)</script>');
    expect(screen.getByTestId('chat-box').querySelector('img, script')).toBeNull();
  });

  it('lays a message and the box out in their own direction (dir="auto"), right to left for Arabic or Hebrew', async () => {
    const { socket } = await setup();
    send(socket, message(2, { text: 'مرحبا بالجميع 2' }));
    fireEvent.click(screen.getByTestId('chat-box-toggle'));
    expect(screen.getAllByTestId('chat-text').at(-1)!.getAttribute('dir')).toBe('auto');
    expect(screen.getByTestId('chat-input').getAttribute('dir')).toBe('auto');
  });

  it('makes the http(s) addresses in a message links, and nothing else', async () => {
    const { socket } = await setup();
    send(socket, message(2, { text: 'my speedpaint: https://example.com/v/12. and javascript:alert(1) <a href="javascript:alert(2)">x</a>' }));
    fireEvent.click(screen.getByTestId('chat-box-toggle'));
    const text = screen.getAllByTestId('chat-text').at(-1)!;
    expect(text.textContent).toBe('my speedpaint: https://example.com/v/12. and javascript:alert(1) <a href="javascript:alert(2)">x</a>');
    const links = [...text.querySelectorAll('a')];
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('https://example.com/v/12');
    expect(links[0]!.textContent).toBe('https://example.com/v/12');
    expect(links[0]!.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc');
    expect(links[0]!.getAttribute('target')).toBe('_blank');
  });

  it('says so when messages missed while away could not be loaded, instead of a silent gap', async () => {
    const { socket } = await setup();
    fireEvent.click(screen.getByTestId('chat-box-toggle'));
    act(() => socket.drop());
    await act(async () => {
      socket.serverAccepts();
      socket.sent('auth').at(-1)?.ack?.({ ok: true, channel: 'lobby', userId: 1 });
    });
    await flush();
    expect(socket.sent('auth').at(-1)?.payload).toMatchObject({ since: 1 });
    act(() => socket.serverSends('chats', { channel: 'lobby', messages: [message(260), message(261)], resumed: false, last: 261, missed: 58 }));
    expect(screen.getByTestId('chat-notice').textContent).toBe(missedMessagesText(58));
    expect(missedMessagesText(58)).toBe('58 earlier messages could not be loaded.');
    expect(screen.getAllByTestId('chat-text').map((text) => text.textContent)).toEqual(['hello 260', 'hello 261']);
  });

  it('says why when a /join name has nothing left once made a channel name', async () => {
    const { socket } = await setup();
    fireEvent.click(screen.getByTestId('chat-box-toggle'));
    const input = screen.getByTestId('chat-input');
    fireEvent.input(input, { target: { value: '/join ¡¿!!' } });
    fireEvent.submit(input.closest('form')!);
    expect(screen.getByTestId('chat-notice').textContent).toBe(channelNameEmptyText('¡¿!!'));
    expect(socket.sent('join')).toHaveLength(0);
    // The box keeps the text, to be corrected rather than typed again.
    expect((input as HTMLInputElement).value).toBe('/join ¡¿!!');
  });

  it('ignores an empty message', async () => {
    const { socket } = await setup();
    fireEvent.click(screen.getByTestId('chat-box-toggle'));
    const input = screen.getByTestId('chat-input');
    fireEvent.input(input, { target: { value: '    ' } });
    fireEvent.submit(input.closest('form')!);
    expect(screen.queryByTestId('chat-pending')).toBeNull();
    expect(socket.sent('chat')).toHaveLength(0);
  });
});
