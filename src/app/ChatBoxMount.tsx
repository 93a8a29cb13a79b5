// Mounts the floating chat box (spec part 1 §3) for a signed-in user with a chat id, on every
// page but the chat's own. Its code, the chat and socket.io-client are a lazy chunk fetched a
// moment after the first paint, never part of the first load.
import { useEffect, useState } from 'react';
import { selectUser, useSession } from '../stores/session';
import { withChunkStyles } from '../lib/chunkStyles';
import { lazyPanel } from './lazyPanel';
import { useNavigation } from './navigation';

const chatBoxPanel = lazyPanel(() => withChunkStyles(import('../features/chat/ChatBox')).then((m) => m.ChatBox));

/** The pages that are the chat already, or have a chat panel of their own (the whiteboard). */
const CHAT_PAGES = new Set(['chat', 'chatRoom', 'whiteboard']);
/** Let the page's own chunks and data go first. */
const CHAT_BOX_DELAY_MS = 1000;

export function ChatBoxMount() {
  const user = useSession(selectUser);
  const pageName = useNavigation((s) => s.page?.name);
  const [due, setDue] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDue(true), CHAT_BOX_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!due || !user?.chatId || user.ban || (pageName && CHAT_PAGES.has(pageName))) return null;
  return <chatBoxPanel.Panel key={user.chatId} chatId={user.chatId} />;
}
