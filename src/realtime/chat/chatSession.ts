// One chat connection per signed-in user, shared by the floating chat box and the /chat pages
// (two sockets for one person would show them twice in the user list).
import { useCallback, useSyncExternalStore } from 'react';
import { ChatClient } from './chatClient';
import type { ChatSnapshot } from './chatSnapshot';

let current: { chatId: string; client: ChatClient } | null = null;

/** The chat client of this chat id, started on first use; another id closes the previous one. */
export function chatClientFor(chatId: string, channel?: string): ChatClient {
  if (current?.chatId === chatId && current.client.snapshot.refused === null) return current.client;
  current?.client.close();
  const client = new ChatClient({ chatId, channel });
  current = { chatId, client };
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
