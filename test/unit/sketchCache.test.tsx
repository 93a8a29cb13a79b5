// @vitest-environment jsdom
// The spec's 5 s cache across pages: from a gallery to a sketch, back, and to the same sketch
// within 5 s shows it from the cache, without asking the server for the sketch or its comments
// again (the real route table and page host against the real server).
import { act, screen, waitFor } from '../support/render';
import { describe, expect, it } from 'vitest';
import { navigate } from '../../src/app/navigation/navigation';
import { useAppOnServer } from '../support/appOnServer';

const app = useAppOnServer();

const sketchReads = (id: number) => app.requests.filter((r) => r.startsWith('GET ') && r.includes(`/${id}`) && !r.includes('/img/'));

describe('the sketch page within 5 s', () => {
  it('is served from the cache on the second visit', async () => {
    await app.signInAs(null);
    await app.open('/gallery/recent', 'gallery');
    const id = Number(screen.getAllByTestId('sketch-card')[0]!.getAttribute('data-sketch-id'));
    await act(() => navigate(`/sketch/${id}`));
    await screen.findByTestId('sketch-page', {}, { timeout: 15_000 });
    await waitFor(() =>
      expect(sketchReads(id)).toEqual(expect.arrayContaining([`GET /api/v2/sketchInfo/${id}`, expect.stringMatching(new RegExp(`^GET /api/comments/${id}\\b`))])),
    );
    const firstVisit = sketchReads(id);

    await act(() => navigate('/gallery/recent'));
    await screen.findByTestId('gallery', {}, { timeout: 15_000 });
    await act(() => navigate(`/sketch/${id}`));
    await screen.findByTestId('sketch-page', {}, { timeout: 15_000 });
    await screen.findByTestId('comments', {}, { timeout: 15_000 });
    // Away again: whatever the second visit asked for on showing has been asked by then.
    await act(() => navigate('/gallery/recent'));
    await screen.findByTestId('gallery', {}, { timeout: 15_000 });
    expect(sketchReads(id)).toEqual(firstVisit);
  });
});
