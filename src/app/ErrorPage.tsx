// The error pages of spec part 1 §2: not found and code 500, each with a Home button.
import { styled } from '@linaria/react';
import { sitePaths } from '../lib/paths/site';
import { usePageTitle } from './screen';

export const NOT_FOUND_TEXT = "Sorry, we couldn't find the page you're looking for.";
export const SERVER_ERROR_TEXT = 'Sorry there was an error loading this page. Please try again in a bit.';

const Box = styled.section`
  max-width: 520px;
  margin: 64px auto;
  padding: 0 20px;
  text-align: center;
  h1 {
    font-size: 18px;
    font-weight: 400;
    margin: 18px 0 24px;
  }
  a {
    display: inline-flex;
    align-items: center;
    height: 44px;
    padding: 0 24px;
    border-radius: var(--radius);
    background: var(--accent);
    color: var(--accent-text);
    font-weight: 700;
    text-decoration: none;
  }
`;

export function ErrorPage({ kind }: { kind: 'notFound' | 'serverError' }) {
  usePageTitle(kind === 'notFound' ? 'Page not found' : 'Error');
  return (
    <Box data-testid={kind === 'notFound' ? 'not-found' : 'server-error'}>
      <h1>{kind === 'notFound' ? NOT_FOUND_TEXT : SERVER_ERROR_TEXT}</h1>
      <a href={sitePaths.home()}>Home</a>
    </Box>
  );
}
