// Mounts the floating chat box (spec part 1 §3) for a signed-in user with a chat id who has not
// turned it off (Edit profile's 'Show the chat'), on every page but the chat's own. Its code, the chat and socket.io-client are a lazy chunk fetched a
// moment after the first paint, never part of the first load.
import { useEffect, useState } from 'react';
import { selectUser, useSession } from '../../stores/session';
import { withChunkStyles } from '../../lib/chunkStyles';
import { lazyPanel } from './lazyPanel';
import { useNavigation } from '../navigation/navigation';

const chatBoxPanel = lazyPanel(() => withChunkStyles(import('../../features/chat/ChatBox')).then((m) => m.ChatBox));

/** The pages that are the chat already, or have a chat panel of their own (the whiteboard). */
const CHAT_PAGES = new Set(['chat', 'chatRoom', 'whiteboard']);
/** Let the page's own chunks and data go first. */
const CHAT_BOX_DELAY_MS = 1000;

/**
 * The mark on <html> while the floating chat box is on the page: the page host then keeps room at
 * the bottom of every page for its button (PageHost.tsx), so the button never covers the end of a
 * page (the store's last Buy button, a form's Send).
 */
export const FLOATING_CHAT_MARK = 'floatingChat';

export function ChatBoxMount() {
  const user = useSession(selectUser);
  const pageName = useNavigation((s) => s.page?.name);
  const [due, setDue] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDue(true), CHAT_BOX_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const chatId = due && user && !user.ban && user.showChat !== false && !(pageName && CHAT_PAGES.has(pageName)) ? user.chatId : null;
  useEffect(() => {
    if (!chatId) return;
    const root = document.documentElement;
    root.dataset[FLOATING_CHAT_MARK] = '';
    return () => {
      delete root.dataset[FLOATING_CHAT_MARK];
    };
  }, [chatId]);
  if (!chatId) return null;
  return <chatBoxPanel.Panel key={chatId} chatId={chatId} />;
}
