// The chat's messages, connection state, announce banner, notices and the message field: the
// body of the floating chat box, the /chat page and the whiteboard's chat panel.
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { connectionText } from '../../realtime/connectionText';
import type { ChatClient } from '../../realtime/chat/chatClient';
import { chatTimeText, showsTimestamp } from '../../realtime/chat/chatMessages';
import { MAX_MESSAGE_LENGTH } from '../../realtime/chat/schemas';
import { useChatSnapshot } from '../../realtime/chat/chatSession';
import { useConnectionState } from '../../realtime/useConnectionState';
import { absoluteDate } from '../../lib/relativeTime';
import { sitePaths } from '../../lib/paths/site';
import { LinkedText } from '../../components/LinkedText';
import { ChatBody } from './chatStyles';
import { LimitNote } from '../../components/LimitNote';
import { visibleChatLines } from '../../lib/visibility';
import { selectUser, useSession } from '../../stores/session';
import { useToday } from '../../lib/today';

export interface ChatViewProps {
  client: ChatClient;
  /** Focus the message field when shown (the box's expand). */
  autoFocus?: boolean;
}

/** "1 message will be sent when the connection is back." */
export function offlineQueueText(count: number): string {
  return count === 1 ? '1 message will be sent when the connection is back.' : `${count} messages will be sent when the connection is back.`;
}


export function ChatView({ client, autoFocus = false }: ChatViewProps) {
  const snapshot = useChatSnapshot(client);
  const viewer = useSession(selectUser);
  // Spec part 2 §6: not the lines of users the viewer blocks (they show again on unblocking).
  const messages = useMemo(() => visibleChatLines(snapshot.messages, viewer), [snapshot.messages, viewer]);
  const state = useConnectionState(client.connection);
  const [draft, setDraft] = useState('');
  /** The day time stamps are read against (chatTimeText): today, moving on at midnight. */
  const today = useToday();
  const id = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const status = snapshot.refused ?? connectionText(state);
  const offline = state.kind !== 'connected';
  // Refused (a ban, a warning): the connection is closed for good, so what waits is never sent.
  const refused = snapshot.refused !== null;
  const newest = messages.at(-1)?.id ?? 0;
  const queued = snapshot.pending.length;

  // The box's expand focuses the field: the user opened it to type.
  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);
  // New messages scroll into view (the list shows the newest at the bottom).
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [newest, queued]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A command refused with its usage keeps the text, to be corrected rather than typed again.
    if (client.submit(draft)) setDraft('');
  };

  return (
    <ChatBody data-testid="chat-view" data-channel={snapshot.channel} data-state={state.kind}>
      <p className="state" role="status" data-testid="chat-state">
        {status}
        {state.kind === 'failed' && !refused && (
          <button type="button" onClick={() => client.connection.retry()} data-testid="chat-retry">
            Try again
          </button>
        )}
      </p>
      {snapshot.announce && (
        <p className="announce" role="status" data-testid="chat-announce">
          {snapshot.announce.text}
        </p>
      )}
      {snapshot.topic && (
        <p className="topic" dir="auto" data-testid="chat-topic">
          {snapshot.topic}
        </p>
      )}
      <div className="messages" ref={listRef} role="log" aria-label={`Messages in ${snapshot.channel}`} tabIndex={0} data-testid="chat-messages">
        <ol>
        {messages.map((message, index) => (
          <li key={message.id} className={message.kind === 'user' ? 'message' : 'message announce-line'} data-testid="chat-message" data-id={message.id}>
            {showsTimestamp(messages, index) && (
              <time className="stamp" dateTime={new Date(message.time).toISOString()} title={absoluteDate(message.time)} data-testid="chat-timestamp">
                {chatTimeText(message.time, today)}
              </time>
            )}
            {message.userId !== null && (
              <a className="who" href={sitePaths.user(message.userId)} dir="auto">
                {message.nickname}
              </a>
            )}{' '}
            <span className="text" dir="auto" data-testid="chat-text">
              <LinkedText text={message.text} />
            </span>
          </li>
        ))}
        {snapshot.pending.map((message) => (
          <li key={message.clientId} className="message pending" data-testid="chat-pending">
            <span className="text" dir="auto">
              <LinkedText text={message.text} />
            </span>{' '}
            <span className="note">{refused ? '(not sent)' : offline ? '(waiting to send)' : '(sending)'}</span>
          </li>
        ))}
        </ol>
        {/* In the message area, where the messages will be: below it, the empty box looked broken. */}
        {messages.length === 0 && snapshot.pending.length === 0 && state.kind === 'connected' && (
          <p className="empty" data-testid="chat-empty">
            No messages yet. Say hi!
          </p>
        )}
      </div>
      {offline && !refused && snapshot.pending.length > 0 && (
        <p className="queued" data-testid="chat-queued">
          {offlineQueueText(snapshot.pending.length)}
        </p>
      )}
      {snapshot.notice && (
        <p className="notice" role="status" data-testid="chat-notice">
          {snapshot.notice}
        </p>
      )}
      <form className="compose" onSubmit={submit}>
        <label htmlFor={`${id}-text`} className="sr-only">
          Message
        </label>
        <input
          id={`${id}-text`}
          ref={inputRef}
          type="text"
          value={draft}
          maxLength={MAX_MESSAGE_LENGTH}
          autoComplete="off"
          disabled={refused}
          placeholder="Say something"
          dir="auto"
          onChange={(event) => setDraft(event.currentTarget.value)}
          data-testid="chat-input"
        />
        <button type="submit" disabled={refused} data-testid="chat-send">
          Send
        </button>
      </form>
      <LimitNote quiet length={draft.length} max={MAX_MESSAGE_LENGTH} what="message" testId="chat-limit" />
    </ChatBody>
  );
}
