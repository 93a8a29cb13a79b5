// One chat connection per signed-in user, shared by the floating chat box and the /chat pages
// (two sockets for one person would show them twice in the user list).
import { useCallback, useSyncExternalStore } from 'react';
import { ChatClient } from './chatClient';
import type { ChatSnapshot } from './chatSnapshot';

let current: { chatId: string; server: string | null; client: ChatClient } | null = null;

/**
 * The chat client of this chat id on this chat server, started on first use; another closes the
 * previous one. `blocks` tells the users the viewer blocks (ChatClientOptions).
 */
export function chatClientFor(chatId: string, channel?: string, server: string | null = null, blocks?: (userId: number) => boolean): ChatClient {
  if (current?.chatId === chatId && current.server === server && current.client.snapshot.refused === null) return current.client;
  current?.client.close();
  const client = new ChatClient({ chatId, channel, server, blocks });
  current = { chatId, server, client };
  void client.start();
  return client;
}

/** Signed out (or chat id gone): the connection closes. */
export function closeChatClient(): void {
  current?.client.close();
  current = null;
}

export function useChatSnapshot(client: ChatClient): ChatSnapshot {
  const subscribe = useCallback((changed: () => void) => client.subscribe(changed), [client]);
  return useSyncExternalStore(subscribe, () => client.snapshot);
}
