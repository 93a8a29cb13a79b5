// @vitest-environment jsdom
// The floating chat box never covers the end of a page: while it is on the page, <html> carries
// the mark for which the page host keeps room at the bottom (PageHost.tsx; the e2e layout spec
// measures it in both engines). The box itself is a stand-in here: no socket.
import { act, render, screen } from '../../../test/support/render';
import { describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../api/schemas/session';
import { useSession } from '../../stores/session';
import { ChatBoxMount } from './ChatBoxMount';
import { useNavigation } from '../navigation/navigation';

vi.mock('../../features/chat/ChatBox', () => ({
  ChatBox: ({ chatId }: { chatId: string }) => (
    <button type="button" data-testid="chat-box-toggle" data-chat-id={chatId}>
      Chat
    </button>
  ),
}));

const showPage = (name: string) =>
  act(() => useNavigation.setState({ page: { location: { path: `/${name}`, search: '', hash: '' }, name, render: () => null, entryKey: name, restored: false } }));
const marked = () => document.documentElement.hasAttribute('data-floating-chat');

describe('ChatBoxMount', () => {
  it('keeps room for the floating button at the bottom of every page while it shows, and none where it does not', async () => {
    useSession.setState({ status: 'ready', user: { id: 1, nickname: 'InkyAda', chatId: 'c1abc', ban: null } as unknown as CurrentUser });
    showPage('store');
    const { unmount } = render(<ChatBoxMount />);
    expect(marked()).toBe(false); // the box comes a moment after the page
    expect((await screen.findByTestId('chat-box-toggle')).dataset.chatId).toBe('c1abc');
    expect(marked()).toBe(true);
    // The chat page is the chat: no box, no room kept for it.
    showPage('chat');
    expect(screen.queryByTestId('chat-box-toggle')).toBeNull();
    expect(marked()).toBe(false);
    showPage('sketch');
    await screen.findByTestId('chat-box-toggle');
    expect(marked()).toBe(true);
    // Signed out: no box.
    act(() => useSession.setState({ user: null }));
    expect(screen.queryByTestId('chat-box-toggle')).toBeNull();
    expect(marked()).toBe(false);
    unmount();
    expect(marked()).toBe(false);
  });

  it("shows no box for a user who turned 'Show the chat' off, and shows it once they turn it on", async () => {
    const user = { id: 1, nickname: 'InkyAda', chatId: 'c1abc', ban: null, showChat: false } as unknown as CurrentUser;
    useSession.setState({ status: 'ready', user });
    showPage('store');
    render(<ChatBoxMount />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 1100))); // past the box's delay
    expect(screen.queryByTestId('chat-box-toggle')).toBeNull();
    expect(marked()).toBe(false);
    act(() => useSession.setState({ user: { ...user, showChat: true } }));
    expect((await screen.findByTestId('chat-box-toggle')).dataset.chatId).toBe('c1abc');
  });
});
