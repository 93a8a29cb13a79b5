// What a visitor sees on the chat page: 'Sorry, you must be logged in to chat.' and the way in.
import { styled } from '@linaria/react';
import { CHAT_LOGIN_REQUIRED } from '../../lib/chatTexts';
import { paths } from '../../lib/paths';

const Notice = styled.div`
  display: grid;
  justify-items: start;
  gap: 12px;
  padding: 24px 0;
  h1 {
    font-size: 1.25rem;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 16px;
    border-radius: 22px;
    background: var(--accent);
    color: var(--accent-text);
    font-weight: 700;
    text-decoration: none;
  }
  a:focus-visible {
    outline: 3px solid var(--text);
    outline-offset: 2px;
  }
`;

export function ChatLoginNotice() {
  const returnTo = typeof window === 'undefined' ? paths.home() : window.location.pathname;
  return (
    <Notice data-testid="login-notice">
      <h1>{CHAT_LOGIN_REQUIRED}</h1>
      <a href={paths.login(returnTo)} data-testid="login-notice-link">
        Log in or sign up
      </a>
    </Notice>
  );
}
