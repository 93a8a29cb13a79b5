// @vitest-environment jsdom
import { act, screen, waitFor } from '../../../test/support/render';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONFIRM_FEATURE, CONFIRM_HEART, FEATURE_FAILED, HEART_FAILED, HEART_GIVEN, RATING_UNSENT, REPORT_FAILED } from './pageRules';
import { json, makeSketch, posted, serve, showSketch, viewer } from './testing';
import { queryClient } from '../../api/queryClient';
import type { Sketch } from '../../api/schemas/sketches';
import { sketchKeys } from '../../queries/sketches';
import { galleryList } from '../../queries/galleries';
import { seedList } from '../../../test/support/queries';
import { deferred } from '../../../test/support/fixtures';

const reloadPageMock = vi.hoisted(() => vi.fn(async () => true));
vi.mock('../../app/navigation/navigation', async (importOriginal) => ({ ...(await importOriginal<object>()), reloadPage: reloadPageMock, navigate: vi.fn(async () => true) }));
vi.mock('../../features/albums/AlbumSwitches', () => ({ AlbumSwitches: () => null }));

const button = (testId: string) => screen.getByTestId(testId) as HTMLButtonElement;
const ok = () => userEvent.click(screen.getByTestId('dialog-ok'));
const message = () => screen.getByTestId('dialog-message').textContent;
/** A gallery the viewer came from, with this sketch's card: cached, still fresh. */
const cameFromGallery = () => {
  const { queryKey } = galleryList({ kind: 'recent' }, 'recent', 1);
  seedList(queryKey, { items: [{ id: 5, heartsReceived: 12, rateRules: 30, comments: 2 }], next: null });
  return queryKey;
};

beforeEach(() => reloadPageMock.mockClear());

describe('heart', () => {
  it('asks first, gives the heart once, and counts it', async () => {
    const fetchMock = serve({ 'POST /heart': () => json({ heartsReceived: 13, heartsAvailable: 4 }) });
    await showSketch(makeSketch(), viewer(1));
    await userEvent.click(button('heart'));
    expect(message()).toBe(CONFIRM_HEART);
    await userEvent.click(screen.getByTestId('dialog-cancel'));
    expect(posted(fetchMock, '/heart')).toHaveLength(0);
    await userEvent.click(button('heart'));
    await ok();
    await waitFor(() => expect(screen.getByTestId('count-hearts').textContent).toContain('13'));
    expect(posted(fetchMock, '/heart')).toEqual([{ action: 'heart', which: 5 }]);
    // Off, but it keeps the focus the dialog gave back (a disabled button drops it to the page's top).
    expect(button('heart').getAttribute('aria-disabled')).toBe('true');
    expect(button('heart').disabled).toBe(false);
    expect(document.activeElement).toBe(button('heart'));
    expect(button('heart').textContent).toContain('Hearted');
    await waitFor(() => expect(screen.getByTestId('heart-spoken').textContent).toBe(HEART_GIVEN));
    // Off means off: another click asks nothing and sends nothing.
    await userEvent.click(button('heart'));
    expect(screen.queryByTestId('dialog-message')).toBeNull();
    expect(posted(fetchMock, '/heart')).toHaveLength(1);
  });

  it('marks the lists of cards stale without reading them now, so Back to a gallery shows the new count', async () => {
    const fetchMock = serve({ 'POST /heart': () => json({ heartsReceived: 13, heartsAvailable: 4 }) });
    const gallery = cameFromGallery();
    await showSketch(makeSketch(), viewer(1));
    await userEvent.click(button('heart'));
    await ok();
    await waitFor(() => expect(screen.getByTestId('count-hearts').textContent).toContain('13'));
    expect(queryClient.getQueryState(gallery)?.isInvalidated).toBe(true);
    expect(fetchMock.mock.calls.filter(([input]) => String(input).includes('/recent'))).toEqual([]);
  });

  it('keeps the heart when a read of the sketch that left before it answers after it', async () => {
    const before = deferred<Response>();
    serve({ 'POST /heart': () => json({ heartsReceived: 13, heartsAvailable: 4 }), 'GET /api/v2/sketchInfo/5': () => before.promise });
    await showSketch(makeSketch(), viewer(1));
    // A refresh is on its way with the sketch from before the heart (the page came back to the front).
    let read: Promise<void> = Promise.resolve();
    await act(async () => void (read = queryClient.refetchQueries({ queryKey: sketchKeys.one(5), exact: true })));
    await userEvent.click(button('heart'));
    await ok();
    await waitFor(() => expect(screen.getByTestId('count-hearts').textContent).toContain('13'));
    await act(async () => {
      before.resolve(json(makeSketch()));
      await read;
    });
    expect(queryClient.getQueryData<Sketch>(sketchKeys.one(5))).toMatchObject({ heartsReceived: 13, userHeart: true });
    expect(screen.getByTestId('count-hearts').textContent).toContain('13');
    expect(button('heart').textContent).toContain('Hearted');
  });

  it('shows the heart as given when the server says it is there already (an answer lost on the way, the POST sent again)', async () => {
    serve({
      'POST /heart': () => json({ error: 'already_hearted', message: 'You already gave this sketch a heart.' }, 409),
      'GET /api/v2/sketchInfo/5': () => json(makeSketch({ heartsReceived: 13, userHeart: true, userCanHeart: false })),
    });
    await showSketch(makeSketch(), viewer(1));
    await userEvent.click(button('heart'));
    await ok();
    // No failure: the sketch is read again for its count.
    await waitFor(() => expect(screen.getByTestId('count-hearts').textContent).toContain('13'));
    expect(screen.queryByTestId('dialog-message')).toBeNull();
    expect(button('heart').getAttribute('aria-disabled')).toBe('true');
    expect(button('heart').textContent).toContain('Hearted');
  });

  it('is not offered when the viewer cannot heart', async () => {
    serve();
    await showSketch(makeSketch({ userCanHeart: false }), viewer(1));
    expect(button('heart').getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(button('heart'));
    expect(screen.queryByTestId('dialog-message')).toBeNull();
  });

  it('says so when giving the heart fails', async () => {
    serve({ 'POST /heart': () => json({ error: 'forbidden', message: 'You have no hearts left.' }, 403) });
    await showSketch(makeSketch(), viewer(1));
    await userEvent.click(button('heart'));
    await ok();
    expect(await screen.findByText(HEART_FAILED)).toBeTruthy();
    expect(screen.getByTestId('count-hearts').textContent).toContain('12');
  });
});

describe('feature star', () => {
  it('asks first, then spends the star', async () => {
    const fetchMock = serve({
      'POST /heart': () => json({ featured: true, featuredByName: 'user1', featuredByLink: '/user/1', featuredDate: '2024-06-01T00:00:00Z', starsAvailable: 0 }),
    });
    await showSketch(makeSketch({ featured: false, featuredByName: null, featuredByLink: null, featuredDate: null }), viewer(1));
    await userEvent.click(button('feature'));
    expect(message()).toBe(CONFIRM_FEATURE);
    await ok();
    await screen.findByTestId('featured-by');
    expect(posted(fetchMock, '/heart')).toEqual([{ action: 'feature', which: 5 }]);
    expect(button('feature').disabled).toBe(true);
  });

  it('is consumed while sending and enabled again on failure, with a message', async () => {
    let fail: (r: Response) => void = () => {};
    serve({ 'POST /heart': () => new Promise<Response>((resolve) => (fail = resolve)) });
    await showSketch(makeSketch({ featured: false }), viewer(1));
    await userEvent.click(button('feature'));
    await ok();
    await waitFor(() => expect(button('feature').disabled).toBe(true));
    fail(json({ error: 'x', message: 'nope' }, 500));
    expect(await screen.findByText(FEATURE_FAILED)).toBeTruthy();
    expect(button('feature').disabled).toBe(false);
  });

  it('is not shown without userCanFeature', async () => {
    serve();
    await showSketch(makeSketch({ userCanFeature: false }), viewer(1));
    expect(screen.queryByTestId('feature')).toBeNull();
  });
});

describe('rating', () => {
  it('toggles between rules and piggy', async () => {
    // What the server holds: the ratings change it, and the read after each answers it.
    let held = makeSketch();
    const fetchMock = serve({
      'POST /rate': (body) => {
        const rules = (body as { rating: string }).rating === 'rules';
        held = { ...held, userRating: rules ? 'rules' : null, rateRules: rules ? 31 : 30 };
        return json({ userRating: held.userRating, rateRules: held.rateRules });
      },
      'GET /api/v2/sketchInfo/5': () => json(held),
    });
    await showSketch(held, viewer(1));
    await userEvent.click(button('rate'));
    await waitFor(() => expect(button('rate').getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByTestId('count-rules').textContent).toContain('31');
    await waitFor(() => expect(button('rate').disabled).toBe(false));
    await userEvent.click(button('rate'));
    await waitFor(() => expect(button('rate').getAttribute('aria-pressed')).toBe('false'));
    const bodies = posted(fetchMock, '/rate');
    expect(bodies.map((b) => [b.rating, b.which])).toEqual([['rules', 5], ['piggy', 5]]);
    expect(bodies[0].key).not.toBe(bodies[1].key);
    expect(reloadPageMock).not.toHaveBeenCalled();
  });

  it('marks the lists of cards stale once the server counted it, so Back to a gallery shows the new count', async () => {
    serve({ 'POST /rate': () => json({ userRating: 'rules', rateRules: 31 }), 'GET /api/v2/sketchInfo/5': () => json(makeSketch({ userRating: 'rules', rateRules: 31 })) });
    const gallery = cameFromGallery();
    await showSketch(makeSketch(), viewer(1));
    await userEvent.click(button('rate'));
    await waitFor(() => expect(button('rate').disabled).toBe(false));
    expect(queryClient.getQueryState(gallery)?.isInvalidated).toBe(true);
  });

  it('shows the rating at once, before the server answers', async () => {
    let answer: (r: Response) => void = () => {};
    serve({ 'POST /rate': () => new Promise<Response>((resolve) => (answer = resolve)), 'GET /api/v2/sketchInfo/5': () => json(makeSketch({ userRating: 'rules', rateRules: 31 })) });
    await showSketch(makeSketch(), viewer(1));
    await userEvent.click(button('rate'));
    await waitFor(() => expect(button('rate').getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByTestId('count-rules').textContent).toContain('31');
    expect(button('rate').disabled).toBe(true);
    await act(async () => answer(json({ userRating: 'rules', rateRules: 31 })));
    await waitFor(() => expect(button('rate').disabled).toBe(false));
    expect(button('rate').getAttribute('aria-pressed')).toBe('true');
  });

  it('takes the rating back and reloads the page when the rating fails', async () => {
    serve({ 'POST /rate': () => json({ error: 'x', message: 'down' }, 500), 'GET /api/v2/sketchInfo/5': () => json(makeSketch()) });
    await showSketch(makeSketch(), viewer(1));
    await userEvent.click(button('rate'));
    await waitFor(() => expect(reloadPageMock).toHaveBeenCalled());
    await waitFor(() => expect(button('rate').getAttribute('aria-pressed')).toBe('false'));
    expect(screen.getByTestId('count-rules').textContent).toContain('30');
    expect(button('rate').disabled).toBe(true); // until the page is built again
  });

  it('keeps the page when the rating got no answer (offline): says so, and the rating can be tried again', async () => {
    let online = false;
    // What the server holds: the rating that got through changes it.
    let held = makeSketch();
    const fetchMock = serve({
      'POST /rate': () => {
        if (!online) return Promise.reject(new TypeError('Failed to fetch'));
        held = { ...held, userRating: 'rules', rateRules: 31 };
        return json({ userRating: 'rules', rateRules: 31 });
      },
      'GET /api/v2/sketchInfo/5': () => json(held),
    });
    await showSketch(makeSketch(), viewer(1));
    await userEvent.click(button('rate'));
    expect(await screen.findByText(RATING_UNSENT)).toBeTruthy();
    expect(reloadPageMock).not.toHaveBeenCalled();
    expect(button('rate').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('count-rules').textContent).toContain('30');
    await userEvent.click(screen.getByTestId('dialog-ok'));
    const unsent = posted(fetchMock, '/rate').length;
    online = true;
    await waitFor(() => expect(button('rate').disabled).toBe(false));
    await userEvent.click(button('rate'));
    await waitFor(() => expect(button('rate').getAttribute('aria-pressed')).toBe('true'));
    expect(posted(fetchMock, '/rate')).toHaveLength(unsent + 1);
    expect(reloadPageMock).not.toHaveBeenCalled();
  });

  it('keeps the rating when a read of the sketch that left before it answers after it', async () => {
    const before = deferred<Response>();
    let reads = 0;
    serve({
      'POST /rate': () => json({ userRating: 'rules', rateRules: 31 }),
      'GET /api/v2/sketchInfo/5': () => (++reads === 1 ? before.promise : json(makeSketch({ userRating: 'rules', rateRules: 31 }))),
    });
    await showSketch(makeSketch(), viewer(1));
    // A refresh is on its way with the sketch from before the rating (the page came back to the front).
    let read: Promise<void> = Promise.resolve();
    await act(async () => void (read = queryClient.refetchQueries({ queryKey: sketchKeys.one(5), exact: true })));
    await userEvent.click(button('rate'));
    await act(async () => {
      before.resolve(json(makeSketch()));
      await read;
    });
    expect(queryClient.getQueryData<Sketch>(sketchKeys.one(5))).toMatchObject({ userRating: 'rules', rateRules: 31 });
    expect(button('rate').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('count-rules').textContent).toContain('31');
    // The read after the write shows what the server now holds.
    await waitFor(() => expect(reads).toBe(2));
    await waitFor(() => expect(button('rate').disabled).toBe(false));
    expect(button('rate').getAttribute('aria-pressed')).toBe('true');
  });
});

describe('report', () => {
  it('sends the chosen flags and details, and thanks the reporter', async () => {
    const fetchMock = serve({ 'POST /sketch/5/report': () => json({ ok: true }) });
    await showSketch(makeSketch(), viewer(1));
    await userEvent.click(button('report'));
    await screen.findByTestId('report-form'); // the form is a chunk of its own
    expect(button('report-send').disabled).toBe(true);
    for (const flag of ['copyright', 'mature', 'inappropriate', 'challengedq', 'compodq', 'notsketch']) {
      await userEvent.click(screen.getByTestId(`report-${flag}`));
    }
    await userEvent.type(screen.getByTestId('report-details'), ' Traced from a photo ');
    await userEvent.click(button('report-send'));
    expect(await screen.findByText('Thanks for your report!')).toBeTruthy();
    expect(posted(fetchMock, '/sketch/5/report')).toEqual([
      { details: 'Traced from a photo', copyright: true, mature: true, inappropriate: true, challengedq: true, compodq: true, notsketch: true },
    ]);
    expect(screen.queryByTestId('report-form')).toBeNull();
  });

  it('sends one report for a double tap the browser delivers in one task', async () => {
    const fetchMock = serve({ 'POST /sketch/5/report': () => json({ ok: true }) });
    await showSketch(makeSketch(), viewer(1));
    await userEvent.click(button('report'));
    await screen.findByTestId('report-form'); // the form is a chunk of its own
    await userEvent.click(screen.getByTestId('report-copyright'));
    const send = button('report-send');
    act(() => {
      send.click();
      send.click();
    });
    expect(await screen.findByText('Thanks for your report!')).toBeTruthy();
    expect(posted(fetchMock, '/sketch/5/report')).toHaveLength(1);
  });

  it('offers the disqualification flags only for a challenge or compo entry', async () => {
    serve();
    await showSketch(makeSketch({ challengeId: null, compoKey: null }), viewer(1));
    await userEvent.click(button('report'));
    await screen.findByTestId('report-form'); // the form is a chunk of its own
    expect(screen.getByTestId('report-copyright')).toBeTruthy();
    expect(screen.queryByTestId('report-challengedq')).toBeNull();
    expect(screen.queryByTestId('report-compodq')).toBeNull();
  });

  it('keeps the form filled in when sending fails', async () => {
    serve({ 'POST /sketch/5/report': () => json({ error: 'x', message: 'down' }, 500) });
    await showSketch(makeSketch(), viewer(1));
    await userEvent.click(button('report'));
    await screen.findByTestId('report-form'); // the form is a chunk of its own
    await userEvent.click(screen.getByTestId('report-mature'));
    await userEvent.click(button('report-send'));
    expect(await screen.findByText(REPORT_FAILED)).toBeTruthy();
    expect((screen.getByTestId('report-mature') as HTMLInputElement).checked).toBe(true);
  });
});
