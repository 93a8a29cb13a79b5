// /chat and /chat/{room} (spec part 2 §2 Chat): the chat of a channel with the channels and the
// people in it, in three columns on a wide screen; on a phone the channels fold away and the
// messages fill the screen with the message box at its bottom, the people below. Only for a user with a chat id (anyone else signed in goes home); a visitor sees
// 'Sorry, you must be logged in to chat.' The connection is the one the chat box uses.
import { useEffect, useId, useMemo, useState } from 'react';
import { Redirect, usePageTitle, type LoadContext, type ScreenProps } from '../../app/navigation/screen';
import { replaceAddress } from '../../app/navigation/navigation';
import { Expandable } from '../../components/Expandable';
import { LoginNotice } from '../../components/LoginNotice';
import { ChatView } from '../../features/chat/ChatView';
import { CHAT_COLUMNS_QUERY, ChatPage } from '../../features/chat/chatStyles';
import { useMediaQuery } from '../../components/useMediaQuery';
import { sharedChatClient } from '../../features/chat/sharedChat';
import { DEFAULT_CHANNEL } from '../../lib/chatChannel';
import { CHAT_LOGIN_REQUIRED, NOBODY_ELSE_HERE } from '../../lib/chatTexts';
import { fixedImage } from '../../lib/images';
import { visibleUsers } from '../../lib/visibility';
import { realtimePaths } from '../../lib/paths/realtime';
import { sitePaths } from '../../lib/paths/site';
import { useChatSnapshot } from '../../realtime/chat/chatSession';
import type { ChatClient } from '../../realtime/chat/chatClient';
import { selectUser, useSession, whenSessionKnown } from '../../stores/session';

export interface ChatData {
  chatId: string | null;
}

export interface ChatParams {
  /** The room of /chat/{room}; empty on /chat (the channel the chat box is in). */
  room: string;
}

export async function load(_context: LoadContext<ChatParams>): Promise<ChatData> {
  const user = await whenSessionKnown();
  if (!user) return { chatId: null };
  // Spec §2: shown only if the user has a chat id; otherwise the home page shows.
  if (!user.chatId) throw new Redirect(sitePaths.home());
  return { chatId: user.chatId };
}

/** The chat of a signed-in user with a chat id (exported for tests, which give it a client on a fake socket). */
export function Chat({ client, room }: { client: ChatClient; room: string }) {
  const snapshot = useChatSnapshot(client);
  const id = useId();
  const wide = useMediaQuery(CHAT_COLUMNS_QUERY);
  const viewer = useSession(selectUser);
  // Spec part 2 §6: the people here leave out the viewer's own entry and the users they block.
  const people = useMemo(() => visibleUsers(snapshot.users.map((user) => ({ ...user, id: user.userId })), viewer), [snapshot.users, viewer]);
  usePageTitle(`Chat: ${snapshot.channel}`);

  // The room in the address is the channel to be in (a new address, a new room).
  useEffect(() => {
    if (room) client.join(room);
  }, [client, room]);
  // The page is watched: nothing is unread while it shows.
  useEffect(() => {
    client.setWatching(true);
    return () => client.setWatching(false);
  }, [client]);
  // The address names the channel as it is (lowercased, dashes), and follows the server's
  // redirect or a /join, so a reload comes back to it; opened as /chat, the lobby stays /chat.
  // Read from the client: the join above has just changed it.
  const channel = snapshot.channel;
  useEffect(() => {
    const current = client.snapshot.channel;
    const path = realtimePaths.chat(room || current !== DEFAULT_CHANNEL ? current : undefined);
    if (window.location.pathname !== path) replaceAddress(path);
  }, [client, room, channel]);

  const channels = (
    <ul data-testid="chat-channels">
      {snapshot.channels.map((channel) => (
        <li key={channel.name}>
          <a href={realtimePaths.chat(channel.name)} aria-current={channel.name === snapshot.channel ? 'page' : undefined}>
            <span>{channel.name}</span>
            <span>
              {channel.users}
              <span className="sr-only"> online</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
  // One tree for both layouts (a turned phone keeps what was typed): in three columns on a wide
  // screen; on a phone one screenful of the title, the channels folded and the messages with the
  // message box at the bottom, and the people in the channel below it.
  return (
    <ChatPage data-testid="chat-page" data-layout={wide ? 'wide' : 'narrow'}>
      <div className="screenful">
        <h1>Chat: {snapshot.channel}</h1>
        <aside aria-labelledby={`${id}-channels`} className="channels">
          {wide ? (
            <>
              <h2 id={`${id}-channels`}>Channels</h2>
              {channels}
            </>
          ) : (
            <Expandable title="Channels" headingLevel={2} headerId={`${id}-channels`} testId="chat-channels-toggle">
              {() => channels}
            </Expandable>
          )}
        </aside>
        <div className="main">
          <ChatView client={client} />
        </div>
      </div>
      <aside aria-labelledby={`${id}-users`} className="people">
        <h2 id={`${id}-users`}>People here</h2>
        <ul data-testid="chat-users">
          {people.map((user) => (
            <li key={user.userId}>
              <span className="user">
                <img {...fixedImage(user.avatar, 24)} alt="" width={24} height={24} loading="lazy" />
                <a href={sitePaths.user(user.userId)}>{user.nickname}</a>
              </span>
            </li>
          ))}
        </ul>
        {people.length === 0 && (
          <p className="empty" data-testid="chat-users-empty">
            {NOBODY_ELSE_HERE}
          </p>
        )}
      </aside>
    </ChatPage>
  );
}

function SignedInChat({ chatId, room }: { chatId: string; room: string }) {
  const [client] = useState(() => sharedChatClient(chatId, room || undefined));
  return <Chat client={client} room={room} />;
}

export default function ChatScreen({ params }: ScreenProps<ChatData, ChatParams>) {
  // The account signed in now: another tab may have signed another in, or out, since the page
  // loaded; its chat is joined afresh (the previous account's connection is closed, sharedChat.ts).
  const chatId = useSession((state) => state.user?.chatId ?? null);
  if (!chatId) return <VisitorChat />;
  return <SignedInChat key={chatId} chatId={chatId} room={params.room} />;
}

function VisitorChat() {
  usePageTitle('Chat');
  return (
    <ChatPage data-testid="chat-page">
      <LoginNotice text={CHAT_LOGIN_REQUIRED} />
    </ChatPage>
  );
}
