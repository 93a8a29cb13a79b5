// Layout and small parts shared by the messages and activity screens: the page frame, the notice
// a visitor sees instead of a list, a plain date (rows are links, so no button inside), and a
// line of text for screen readers only.
import { styled } from '@linaria/react';
import { absoluteDate, parseDate, relativeTime } from '../../lib/relativeTime';
import { paths } from '../../lib/paths';

export const Page = styled.div`
  max-width: 880px;
  margin: 0 auto;
  padding: 12px 12px 40px;
  @media (min-width: 768px) {
    padding: 16px 24px 48px;
  }
  h1 {
    margin: 4px 0 12px;
    font-size: 1.5rem;
    overflow-wrap: anywhere;
  }
  .back {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: var(--accent);
    font-weight: 600;
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

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
`;

/** What a visitor sees on a page only signed-in users have: the reason and the way to sign in. */
export function LoginNotice({ text }: { text: string }) {
  const returnTo = typeof window === 'undefined' ? paths.home() : window.location.pathname + window.location.search;
  return (
    <Notice data-testid="login-notice">
      <h1>{text}</h1>
      <a href={paths.login(returnTo)} data-testid="login-notice-link">
        Log in or sign up
      </a>
    </Notice>
  );
}

/** A date as a relative phrase, the full date as its title. */
export function When({ date, testId }: { date: string; testId?: string }) {
  const ms = parseDate(date);
  if (ms === null) return null;
  return (
    <time dateTime={new Date(ms).toISOString()} title={absoluteDate(ms)} data-testid={testId}>
      {relativeTime(ms)}
    </time>
  );
}
