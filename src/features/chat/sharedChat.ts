// The one chat connection of the signed-in user (src/realtime/chat/chatSession.ts), closed when
// they sign out or lose their chat id, so a socket never outlives the session it was opened for.
import { chatClientFor, closeChatClient } from '../../realtime/chat/chatSession';
import type { ChatClient } from '../../realtime/chat/chatClient';
import { useSession } from '../../stores/session';

let stopWatching: (() => void) | null = null;

/** Whether the signed-in user blocks `userId` now (the session's blocks, kept up to date on a block). */
const blockedByViewer = (userId: number) => useSession.getState().user?.blocks.includes(userId) ?? false;

export function sharedChatClient(chatId: string, channel?: string): ChatClient {
  stopWatching?.();
  stopWatching = useSession.subscribe((state) => {
    if (state.user?.chatId === chatId) return;
    closeChatClient();
    stopWatching?.();
    stopWatching = null;
  });
  return chatClientFor(chatId, channel, useSession.getState().user?.chatServer ?? null, blockedByViewer);
}
