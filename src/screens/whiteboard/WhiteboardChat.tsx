// The chat panel labelled whiteboard beside the board (wide) or below it (narrow), spec part 2 §2:
// the chat feature's panel of one fixed room, 'whiteboard', with a connection of its own.
import { useId } from 'react';
import { ChatRoomPanel } from '../../features/chat/ChatRoomPanel';
import { WHITEBOARD_CHANNEL } from '../../lib/chatChannel';
import { useSession } from '../../stores/session';
import { ChatColumn } from './whiteboardStyles';

export function WhiteboardChat({ chatId }: { chatId: string }) {
  const id = useId();
  const chatServer = useSession((state) => state.user?.chatServer ?? null);
  return (
    <ChatColumn aria-labelledby={`${id}-h`} data-testid="whiteboard-chat">
      <h2 id={`${id}-h`}>Chat: whiteboard</h2>
      <ChatRoomPanel chatId={chatId} room={WHITEBOARD_CHANNEL} server={chatServer} />
    </ChatColumn>
  );
}
