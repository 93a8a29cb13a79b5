// What a visitor sees on a page only signed-in users have (messages, activity, chat, live
// streams): the reason and the way to sign in, back to this very page.
import { useHydrated } from '../lib/useHydrated';
import { styled } from '@linaria/react';
import { addressHere, sitePaths } from '../lib/paths/site';
import { primaryButtonLink } from './buttonLinks';

/* The reason's rules carry a doubled class: they win over the page frame's own h1 rule whichever
   stylesheet comes later. */
const Notice = styled.div`
  display: grid;
  justify-items: start;
  gap: 12px;
  padding: 24px 0;
  && h1 {
    font-size: 1.25rem;
  }
  && p {
    margin: 0;
    font-size: 1.15rem;
    font-weight: 700;
  }
`;

export interface LoginNoticeProps {
  text: string;
  /** True (the default) where the reason is the page's title; false under a title of its own. */
  heading?: boolean;
  testId?: string;
  linkTestId?: string;
  /** Where signing in comes back to, when the screen knows it (its route's address); else the browser's address. */
  returnTo?: string;
}

export function LoginNotice({ text, heading = true, testId = 'login-notice', linkTestId = 'login-notice-link', returnTo: given }: LoginNoticeProps) {
  // The address is the browser's; the server's markup (and its hydration) names home.
  const hydrated = useHydrated();
  const returnTo = given ?? (hydrated ? addressHere() : sitePaths.home());
  return (
    <Notice data-testid={testId}>
      {heading ? <h1>{text}</h1> : <p>{text}</p>}
      <a className={primaryButtonLink} href={sitePaths.login(returnTo)} data-testid={linkTestId}>
        Log in or sign up
      </a>
    </Notice>
  );
}
