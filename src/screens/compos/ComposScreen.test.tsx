// @vitest-environment jsdom
import { render, screen, waitFor } from '../../../test/support/render';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, serve } from '../sketch/testing';
import ComposScreen, { COMPOS_FAILED, load } from './ComposScreen';
import { location, makeCompo, withDialogs, resetCompoTest } from './testing';

vi.mock('../../app/navigation/navigation', async (importOriginal) => ({ ...(await importOriginal<object>()), navigate: vi.fn(async () => true) }));

const COMPOS = [
  makeCompo('open', { id: 1, keyName: 'kaiju-2026', title: 'Kaiju Season' }),
  makeCompo('voting', { id: 2, keyName: 'dreams-2026', title: 'Dreamscapes', thumbnail: '' }),
  makeCompo('closed', { id: 3, keyName: 'animals-2026', title: 'Small Animals', entries: 1 }),
];

const show = async () => {
  await load({ params: {}, location: location('/compos'), signal: new AbortController().signal });
  render(withDialogs(<ComposScreen data={undefined} params={{}} location={location('/compos')} />));
};

beforeEach(() => resetCompoTest(null));

describe('the compo list', () => {
  it('asks for pages of 50 and shows a card per compo with its state label and deadline', async () => {
    const fetchMock = serve({ 'GET /api/v2/compo': () => json({ compos: COMPOS, next: null }) });
    await show();
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost');
    expect(url.searchParams.get('page')).toBe('1');
    expect(url.searchParams.get('pageSize')).toBe('50');
    expect(document.title).toContain('Compos');
    const cards = screen.getAllByTestId('compo-card');
    expect(cards.map((c) => c.getAttribute('href'))).toEqual(['/compo/kaiju-2026', '/compo/dreams-2026', '/compo/animals-2026']);
    expect(screen.getAllByTestId('compo-card-state').map((s) => s.textContent)).toEqual(['Open for entries', 'Voting', 'View results']);
    const deadlines = screen.getAllByTestId('compo-card-deadline').map((s) => s.textContent);
    expect(deadlines[0]).toMatch(/^Entries close /);
    expect(deadlines[1]).toMatch(/^Voting ends /);
    expect(deadlines[2]).toMatch(/^Ended /);
    expect(cards[0]!.querySelector('img')!.getAttribute('src')).toMatch(/^\/img\/sketch\/40/);
    // Without entries, a drawn placeholder rather than a blank grey tile.
    expect(cards[1]!.querySelector('img')).toBeNull();
    expect(cards[1]!.querySelector('[data-testid="empty-cover"] svg')).not.toBeNull();
    expect(cards[0]!.querySelector('[data-testid="empty-cover"]')).toBeNull();
    expect(cards[2]!.textContent).toContain('1 entry');
  });

  it('loads the next page on request', async () => {
    const fetchMock = serve({
      'GET /api/v2/compo': (_body, url) => json(url.searchParams.get('page') === '1' ? { compos: COMPOS.slice(0, 2), next: 2 } : { compos: COMPOS.slice(2), next: null }),
    });
    await show();
    await userEvent.click(screen.getByTestId('compos-more'));
    await waitFor(() => expect(screen.getAllByTestId('compo-card')).toHaveLength(3));
    expect(screen.queryByTestId('compos-more')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('says when the next page fails, with Retry', async () => {
    let fail = true;
    serve({
      'GET /api/v2/compo': (_body, url) =>
        url.searchParams.get('page') === '1' ? json({ compos: COMPOS.slice(0, 1), next: 2 }) : fail ? json({ error: 'x', message: 'x' }, 500) : json({ compos: COMPOS.slice(1), next: null }),
    });
    await show();
    await userEvent.click(screen.getByTestId('compos-more'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(COMPOS_FAILED));
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getAllByTestId('compo-card')).toHaveLength(3));
  });
});
