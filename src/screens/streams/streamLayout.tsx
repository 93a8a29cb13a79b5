// The frame of the stream screens and what a visitor sees instead of a stream (spec part 2 §2,
// §8: 'You must be logged in to watch a live stream.' / '... to start a live stream.').
import { styled } from '@linaria/react';
import { LoginNotice } from '../../components/LoginNotice';
import { PageFrame } from '../../components/PageFrame';

export const Page = styled(PageFrame)`
  max-width: 1280px;
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
  .links a {
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
  /* A pair of calls to action (the start page's start and watch), as wide as each other: one
     above the other on a phone, side by side from 600 px. */
  .actions {
    display: grid;
    width: fit-content;
    max-width: 100%;
    gap: 8px 12px;
    margin: 16px 0;
    @media (min-width: 600px) {
      grid-auto-flow: column;
      grid-auto-columns: 1fr;
    }
  }
  .muted {
    color: var(--text-muted);
  }
  .error {
    color: var(--danger);
  }
`;

/** The reason a visitor cannot go on (under the page's own title), and the way to sign in. */
export function StreamLoginNotice({ text }: { text: string }) {
  return <LoginNotice text={text} heading={false} testId="stream-login-required" linkTestId="stream-login" />;
}
