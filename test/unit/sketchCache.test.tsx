// @vitest-environment jsdom
// The spec's 5 s cache across pages: from a gallery to a sketch, back, and to the same sketch
// within 5 s shows it from the cache, without asking the server for the sketch or its comments
// again (the real route table and page host against the real server).
import { act, screen, waitFor } from '../support/render';
import { describe, expect, it, vi } from 'vitest';
import { STALE_MS } from '../../src/api/queryClient';
import { navigate } from '../../src/app/navigation/navigation';
import { useAppOnServer } from '../support/appOnServer';

// The 5 s are the cache's, read from Date: the clock holds still, so a busy machine that takes
// seconds over the visits does not decide the test; only vi.setSystemTime moves it.
const app = useAppOnServer({ stillClock: true });

const sketchReads = (id: number) => app.requests.filter((r) => r.startsWith('GET ') && r.includes(`/${id}`) && !r.includes('/img/'));

/** From a gallery to a sketch page and back; the sketch's reads the server saw on that visit. */
async function visitSketchFromGallery(): Promise<{ id: number; reads: string[] }> {
  await app.open('/gallery/recent', 'gallery');
  const id = Number(screen.getAllByTestId('sketch-card')[0]!.getAttribute('data-sketch-id'));
  await act(() => navigate(`/sketch/${id}`));
  await screen.findByTestId('sketch-page');
  await waitFor(() =>
    expect(sketchReads(id)).toEqual(expect.arrayContaining([`GET /api/v2/sketchInfo/${id}`, expect.stringMatching(new RegExp(`^GET /api/comments/${id}\\b`))])),
  );
  const reads = sketchReads(id);
  await act(() => navigate('/gallery/recent'));
  await screen.findByTestId('gallery');
  return { id, reads };
}

/** To the same sketch page again and away; the sketch's reads the server saw by then. */
async function visitAgain(id: number): Promise<string[]> {
  await act(() => navigate(`/sketch/${id}`));
  await screen.findByTestId('sketch-page');
  await screen.findByTestId('comments');
  // Away again: whatever the second visit asked for on showing has been asked by then.
  await act(() => navigate('/gallery/recent'));
  await screen.findByTestId('gallery');
  return sketchReads(id);
}

describe('the sketch page within 5 s', () => {
  it('is served from the cache on the second visit', async () => {
    await app.signInAs(null);
    const { id, reads } = await visitSketchFromGallery();
    vi.setSystemTime(Date.now() + STALE_MS - 1);
    expect(await visitAgain(id)).toEqual(reads);
  });

  it('is read again after 5 s', async () => {
    await app.signInAs(null);
    const { id, reads } = await visitSketchFromGallery();
    vi.setSystemTime(Date.now() + STALE_MS + 1);
    const after = await visitAgain(id);
    expect(after.slice(0, reads.length)).toEqual(reads);
    expect(after.slice(reads.length)).toEqual(expect.arrayContaining([`GET /api/v2/sketchInfo/${id}`]));
  });
});
