// The chat of one fixed room inside another screen (the whiteboard's chat panel, spec part 2 §2):
// a connection of its own, open while the panel is shown, so the chat box keeps its channel. It
// stays in its room: /join there says so (the panel is labelled with the room).
import { useEffect, useState } from 'react';
import { ChatClient, type ChatClientOptions } from '../../realtime/chat/chatClient';
import { ChatView } from './ChatView';

export interface ChatRoomPanelProps {
  chatId: string;
  room: string;
  /** The user's chat server (CurrentUser.chatServer). */
  server?: string | null;
  /** For tests: the connection's factory. */
  connection?: ChatClientOptions['connection'];
}

export function ChatRoomPanel({ chatId, room, server = null, connection }: ChatRoomPanelProps) {
  // The client is made by the effect that closes it: a closed client never connects again, so
  // one made during render would stay closed after the effect's second run (StrictMode in
  // development; a panel hidden and shown again).
  const [client, setClient] = useState<ChatClient | null>(null);
  useEffect(() => {
    const next = new ChatClient({ chatId, channel: room, server, connection, fixedChannel: true });
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the client exists only from this effect on, and the view needs it
    setClient(next);
    void next.start();
    // Shown: its messages are read as they come.
    next.setWatching(true);
    return () => next.close();
  }, [chatId, room, server, connection]);
  return client && <ChatView client={client} />;
}
