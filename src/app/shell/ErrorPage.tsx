// The error pages of spec part 1 §2: not found and code 500, each with a Home button.
import { primaryButtonLink } from '../../components/buttonLinks';
import { CenteredNotice } from '../../components/CenteredNotice';
import { sitePaths } from '../../lib/paths/site';
import { usePageTitle } from '../navigation/screen';
import { useReloadWhenServerAnswers, type Unreachable } from './useReloadWhenServerAnswers';

export const NOT_FOUND_TEXT = "Sorry, we couldn't find the page you're looking for.";
export const SERVER_ERROR_TEXT = 'Sorry there was an error loading this page. Please try again in a bit.';

/** `unreachable`: what of the load got no answer at all; the page loads again once the server answers. */
export function ErrorPage({ kind, unreachable = null }: { kind: 'notFound' | 'serverError'; unreachable?: Unreachable }) {
  usePageTitle(kind === 'notFound' ? 'Page not found' : 'Error');
  useReloadWhenServerAnswers(unreachable);
  return (
    <CenteredNotice data-testid={kind === 'notFound' ? 'not-found' : 'server-error'}>
      <h1>{kind === 'notFound' ? NOT_FOUND_TEXT : SERVER_ERROR_TEXT}</h1>
      <a className={primaryButtonLink} href={sitePaths.home()}>
        Home
      </a>
    </CenteredNotice>
  );
}
