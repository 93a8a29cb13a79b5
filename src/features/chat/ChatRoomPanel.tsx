// The chat of one fixed room inside another screen (the whiteboard's chat panel, spec part 2 §2):
// a connection of its own, open while the panel is shown, so the chat box keeps its channel.
import { useEffect, useState } from 'react';
import { ChatClient } from '../../realtime/chat/chatClient';
import { ChatView } from './ChatView';

export interface ChatRoomPanelProps {
  chatId: string;
  room: string;
}

export function ChatRoomPanel({ chatId, room }: ChatRoomPanelProps) {
  const [client] = useState(() => new ChatClient({ chatId, channel: room }));
  useEffect(() => {
    void client.start();
    // Shown: its messages are read as they come.
    client.setWatching(true);
    return () => client.close();
  }, [client]);
  return <ChatView client={client} />;
}
