// The floating chat box on every page (spec part 1 §3 "Chat box", §9): collapsed by default to a
// button with the unread badge (the count, '+' at 10 or more; announce-stream messages are not
// counted); expands to a 320 by 400 panel, which resets the badge. Escape collapses it and gives
// the focus back to the button. Its code is a lazy chunk (src/app/shell/ChatBoxMount.tsx).
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useChatSnapshot } from '../../realtime/chat/chatSession';
import { sharedChatClient } from './sharedChat';
import { badgeText } from '../../realtime/chat/chatMessages';
import { useConnectionState } from '../../realtime/useConnectionState';
import type { ChatClient } from '../../realtime/chat/chatClient';
import { ChatView } from './ChatView';
import { BoxButton, BoxPanel, BoxToast } from './chatStyles';
import { usePageTyping } from './usePageTyping';

export interface ChatBoxProps {
  chatId: string;
  /** For tests: a client made by the test. */
  client?: ChatClient;
}

export function ChatBox({ chatId, client: given }: ChatBoxProps) {
  const [client] = useState(() => given ?? sharedChatClient(chatId));
  const [expanded, setExpanded] = useState(false);
  const snapshot = useChatSnapshot(client);
  const state = useConnectionState(client.connection);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const panelId = useId();
  const pageTyping = usePageTyping();

  useEffect(() => {
    client.setWatching(expanded);
  }, [client, expanded]);
  // In the same commit as the button appears (a layout effect): nothing can see the focus lost on
  // the unmounted panel in between.
  useLayoutEffect(() => {
    if (!expanded && returnFocus.current) {
      returnFocus.current = false;
      buttonRef.current?.focus();
    }
  }, [expanded]);
  // The page no longer shows the box (unmounted): nobody is watching.
  useEffect(() => () => client.setWatching(false), [client]);

  const collapse = () => {
    returnFocus.current = true;
    setExpanded(false);
  };

  if (!expanded) {
    const badge = badgeText(snapshot.unread);
    return (
      <>
        {/* An announcement (a stream went live) shows for 10 s above the collapsed box too. */}
        {snapshot.announce && (
          <BoxToast role="status" data-testid="chat-box-announce">
            {snapshot.announce.text}
          </BoxToast>
        )}
        <BoxButton
          ref={buttonRef}
          type="button"
          aria-expanded="false"
          onClick={() => setExpanded(true)}
          data-testid="chat-box-toggle"
          data-state={state.kind}
          data-aside={pageTyping ? '' : undefined}
        >
          {/* The name says what shows: "Chat 2 unread", "Chat + 10 or more unread". */}
          Chat{' '}
          {badge && (
            <>
              <span className="badge" data-testid="chat-box-badge">
                {badge}
              </span>
              <span className="sr-only">{badge === '+' ? ' 10 or more unread' : ' unread'}</span>
            </>
          )}
        </BoxButton>
      </>
    );
  }
  return (
    <BoxPanel
      id={panelId}
      aria-labelledby={`${panelId}-title`}
      data-testid="chat-box"
      // Escape anywhere in the panel collapses it: in the message field as on its header's ×.
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        collapse();
      }}
    >
      <header>
        <h2 id={`${panelId}-title`}>Chat: {snapshot.channel}</h2>
        <button type="button" aria-label="Collapse chat" aria-expanded="true" onClick={collapse} data-testid="chat-box-collapse">
          ×
        </button>
      </header>
      <ChatView client={client} autoFocus />
    </BoxPanel>
  );
}
