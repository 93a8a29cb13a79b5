// Styles of the chat: the body shared by the box, the page and the whiteboard panel, the floating
// box (spec §9: a 320 by 400 panel) and the page layout.
import { styled } from '@linaria/react';
import { PageFrame } from '../../components/PageFrame';

export const ChatBody = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 0;
  height: 100%;
  gap: 6px;
  p {
    margin: 0;
  }
  .state:empty {
    display: none;
  }
  .state {
    font-weight: 600;
    color: var(--text);
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
  }
  .state button,
  .compose button {
    min-height: 44px;
    padding: 0 14px;
    border: 0;
    border-radius: var(--radius);
    background: var(--accent);
    color: var(--accent-text);
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
  .announce {
    padding: 8px 10px;
    border-radius: var(--radius);
    background: var(--accent);
    color: var(--accent-text);
    font-weight: 700;
  }
  .topic {
    color: var(--text-muted);
    font-size: 0.875rem;
  }
  .messages {
    flex: 1 1 auto;
    min-height: 120px;
    margin: 0;
    padding: 4px;
    overflow-y: auto;
    overflow-wrap: anywhere;
    border: 1px solid var(--border);
    border-radius: var(--radius);
    background: var(--bg);
  }
  .messages ol {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .message {
    padding: 3px 2px;
    line-height: 1.35;
  }
  .stamp {
    display: block;
    margin: 8px 0 2px;
    text-align: center;
    font-size: 0.75rem;
    color: var(--text-muted);
  }
  .who {
    font-weight: 700;
    color: var(--accent);
  }
  .announce-line .text {
    font-style: italic;
    font-weight: 600;
  }
  .pending .text,
  .note {
    color: var(--text-muted);
  }
  .queued,
  .empty,
  .notice {
    font-size: 0.875rem;
  }
  .messages .empty {
    margin: 16px 8px;
    text-align: center;
    color: var(--text-muted);
  }
  .compose {
    display: flex;
    gap: 6px;
  }
  .compose input {
    flex: 1 1 auto;
    min-width: 0;
    min-height: 44px;
    padding: 0 10px;
    border: 1px solid var(--border);
    border-radius: var(--radius);
    background: var(--surface);
    color: var(--text);
    font: inherit;
  }
  :focus-visible {
    outline: 3px solid var(--accent);
    outline-offset: 2px;
  }
`;

export const BoxPanel = styled.section`
  position: fixed;
  z-index: 85; /* under the menus' scrim (90, app/shell/panelStyles.ts): an open menu dims it too */
  right: 8px;
  bottom: 8px;
  display: flex;
  flex-direction: column;
  width: min(320px, calc(100vw - 16px));
  height: min(400px, calc(100vh - 80px));
  padding: 8px;
  border: 1px solid var(--border);
  border-radius: var(--radius);
  background: var(--surface);
  color: var(--text);
  box-shadow: var(--shadow);
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    margin-bottom: 6px;
  }
  h2 {
    margin: 0;
    font-size: 1rem;
    overflow-wrap: anywhere;
  }
  header button {
    min-width: 44px;
    min-height: 44px;
    border: 0;
    border-radius: var(--radius);
    background: transparent;
    color: var(--text);
    font: inherit;
    font-size: 1.25rem;
    cursor: pointer;
  }
  header button:focus-visible {
    outline: 3px solid var(--accent);
    outline-offset: 2px;
  }
  /* On a short screen (a phone on its side, 240 px of panel) the list gives way, so the box for
     typing and Send stay in the panel rather than below the screen. */
  .messages {
    min-height: 0;
  }
`;

export const BoxButton = styled.button`
  position: fixed;
  z-index: 85; /* under the menus' scrim (90, app/shell/panelStyles.ts): an open menu dims it too */
  right: 12px;
  bottom: 12px;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  padding: 0 16px;
  border: 0;
  border-radius: 22px;
  background: var(--accent);
  color: var(--accent-text);
  font: inherit;
  font-weight: 700;
  box-shadow: var(--shadow);
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid var(--text);
    outline-offset: 2px;
  }
  /* Stepped aside while the artist types in a field of the page (usePageTyping.ts). */
  &[data-aside] {
    visibility: hidden;
  }
  .badge {
    min-width: 22px;
    padding: 1px 6px;
    border-radius: 11px;
    background: var(--danger-fill);
    color: #fff;
    font-size: 0.8125rem;
    text-align: center;
  }
`;

export const BoxToast = styled.p`
  position: fixed;
  z-index: 85; /* under the menus' scrim (90, app/shell/panelStyles.ts): an open menu dims it too */
  right: 12px;
  bottom: 64px;
  max-width: min(320px, calc(100vw - 24px));
  margin: 0;
  padding: 8px 12px;
  border-radius: var(--radius);
  background: var(--surface);
  color: var(--text);
  border: 1px solid var(--border);
  box-shadow: var(--shadow);
  font-weight: 700;
`;

/** The chat page's three columns from this width up; below, the channels fold (ChatScreen.tsx). */
export const CHAT_COLUMNS_MIN_WIDTH = 768;
export const CHAT_COLUMNS_QUERY = `(min-width: ${CHAT_COLUMNS_MIN_WIDTH}px)`;

export const ChatPage = styled(PageFrame)`
  max-width: 1024px;
  /* The phone's screenful below subtracts this page's padding: the chat keeps it small at every
     width (this rule wins by order: PageFrame's is in the shell's stylesheet, which comes first). */
  padding: 12px 12px 24px;
  h1 {
    margin-bottom: 10px;
  }
  /* A phone: the title, the folded channels and the messages fill the screen below the header,
     so the message box is always at its bottom; the people come after. */
  &[data-layout='narrow'] .screenful {
    display: flex;
    flex-direction: column;
    gap: 8px;
    height: calc(100vh - var(--header-height) - env(safe-area-inset-top) - 24px);
    height: calc(100dvh - var(--header-height) - env(safe-area-inset-top) - 24px);
  }
  &[data-layout='narrow'] h1 {
    margin: 0;
  }
  &[data-layout='narrow'] .channels h2 {
    margin: 0;
  }
  &[data-layout='narrow'] .channels ul {
    max-height: 40vh;
    margin-top: 6px;
    overflow-y: auto;
  }
  &[data-layout='narrow'] .main {
    display: flex;
    flex-direction: column;
    flex: 1 1 auto;
    min-height: 160px;
  }
  &[data-layout='narrow'] .main > * {
    flex: 1 1 auto;
    min-height: 0;
  }
  &[data-layout='narrow'] .people {
    margin-top: 16px;
  }
  .people .empty {
    margin: 4px 0 0;
    color: var(--text-muted);
    font-size: 0.875rem;
  }
  /* Wide: channels, messages and people side by side under the title. */
  &[data-layout='wide'] {
    display: grid;
    gap: 0 12px;
    grid-template-columns: 200px minmax(0, 1fr) 200px;
    grid-template-areas: 'title title title' 'channels main people';
  }
  &[data-layout='wide'] .screenful {
    display: contents;
  }
  &[data-layout='wide'] h1 {
    grid-area: title;
  }
  &[data-layout='wide'] .channels {
    grid-area: channels;
  }
  &[data-layout='wide'] .people {
    grid-area: people;
  }
  &[data-layout='wide'] .main {
    grid-area: main;
    height: min(70vh, 640px);
  }
  aside h2 {
    margin: 0 0 6px;
    font-size: 1rem;
  }
  aside ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  aside li a {
    display: flex;
    justify-content: space-between;
    align-items: center;
    min-height: 36px;
    padding: 0 6px;
    color: var(--accent);
    border-radius: var(--radius);
  }
  aside li a[aria-current='page'] {
    font-weight: 700;
    background: var(--bg);
  }
  aside li span.user {
    display: flex;
    align-items: center;
    min-height: 32px;
    gap: 6px;
  }
  aside img {
    border-radius: 50%;
  }
`;
