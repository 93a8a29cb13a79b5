// @vitest-environment jsdom
// After a move within the app a screen reader hears the new page's title; the first page, a page
// load, is not announced.
import { act, render, screen, waitFor } from '../../../test/support/render';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePageTitle } from '../navigation/screen';
import { navigate, startNavigation, type Resolver } from '../navigation/navigation';
import { PageHost } from './PageHost';
import { RouteAnnouncer } from './RouteAnnouncer';

function Titled({ title }: { title: string }) {
  usePageTitle(title);
  return <h1>{title}</h1>;
}

const resolver: Resolver = async (location) => ({ location, name: location.path, render: () => <Titled title={`Page ${location.path}`} /> });

describe('RouteAnnouncer', () => {
  let stop = () => {};
  beforeEach(() => {
    history.replaceState(null, '', '/first');
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => stop());

  /** The app's pages and the announcer, on the first page: the announcer. */
  async function showFirstPage(): Promise<HTMLElement> {
    stop = startNavigation(resolver);
    render(
      <>
        <PageHost />
        <RouteAnnouncer />
      </>,
    );
    await screen.findByText('Page /first');
    return screen.getByTestId('route-announcer');
  }

  it('says the title of each page moved to, politely, and nothing for the first page', async () => {
    const announcer = await showFirstPage();
    expect(announcer.getAttribute('aria-live')).toBe('polite');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(announcer.textContent).toBe('');
    await act(() => navigate('/second'));
    await waitFor(() => expect(announcer.textContent).toBe('Page /second · Sketchery'));
  });

  it('says a title again when the same page is moved to again (the region is emptied first)', async () => {
    const announcer = await showFirstPage();
    await act(() => navigate('/second'));
    await waitFor(() => expect(announcer.textContent).toBe('Page /second · Sketchery'));
    await act(() => navigate('/second?again=1'));
    // waitFor checks on every change of the page too, so it sees the short empty moment.
    await waitFor(() => expect(announcer.textContent).toBe(''));
    await waitFor(() => expect(announcer.textContent).toBe('Page /second · Sketchery'));
  });
});
