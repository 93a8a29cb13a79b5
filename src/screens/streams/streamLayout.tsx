// The frame of the stream screens and what a visitor sees instead of a stream (spec part 2 §2,
// §8: 'You must be logged in to watch a live stream.' / '... to start a live stream.').
import { styled } from '@linaria/react';
import { paths } from '../../lib/paths';

export const Page = styled.div`
  max-width: 1200px;
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
  .bar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px 16px;
    margin-bottom: 12px;
  }
  .bar h1 {
    margin: 0;
  }
  .links {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  .links a,
  a.pill {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 16px;
    border-radius: 22px;
    border: 1px solid var(--border);
    background: var(--surface-2);
    color: var(--text);
    font-weight: 600;
    text-decoration: none;
  }
  .links a.primary {
    background: var(--accent);
    color: var(--accent-text);
    border-color: transparent;
  }
  .muted {
    color: var(--text-muted);
  }
  .error {
    color: var(--danger);
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
  p {
    margin: 0;
    font-size: 1.15rem;
    font-weight: 700;
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

/** The reason a visitor cannot go on, and the way to sign in (back to this page). */
export function StreamLoginNotice({ text }: { text: string }) {
  const returnTo = typeof window === 'undefined' ? paths.home() : window.location.pathname + window.location.search;
  return (
    <Notice data-testid="stream-login-required">
      <p>{text}</p>
      <a href={paths.login(returnTo)} data-testid="stream-login">
        Log in or sign up
      </a>
    </Notice>
  );
}
