// @vitest-environment jsdom
import { screen, waitFor, within } from '../../../test/support/render';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../api/queryClient';
import type { Sketch } from '../../api/schemas/sketches';
import { confirmEntryText, confirmRemoveText, ENTRY_FAILED_PREFIX, REMOVE_FAILED } from '../../lib/challengeRules';
import { challengeKeys } from '../../queries/challenges';
import { sketchKeys } from '../../queries/sketches';
import { CREATOR, json, makeSketch, posted, serve, showSketch, viewer } from './testing';

vi.mock('../../app/navigation/navigation', async (importOriginal) => ({ ...(await importOriginal<object>()), reloadPage: vi.fn(async () => true), navigate: vi.fn(async () => true) }));
vi.mock('../../app/host/hostBridge', () => ({ openSketchInApp: vi.fn() }));
vi.mock('../../features/albums/AlbumSwitches', () => ({ AlbumSwitches: () => null }));

const owner = viewer(CREATOR);
const TODAY = { id: 90, title: 'Lanterns' };
const YESTERDAY = { id: 89, title: 'Giants' };
const sketch = (extra: Partial<Sketch> = {}) =>
  makeSketch({ compoKey: null, compoState: null, compoPlace: null, challengeId: null, challengeTitle: null, eligibleChallenges: [TODAY, YESTERDAY], ...extra });
const cached = () => queryClient.getQueryData<Sketch>(sketchKeys.one(5));
const entry = () => screen.getByTestId('challenge-entry');
const enterButtons = () => screen.queryAllByTestId('challenge-enter') as HTMLButtonElement[];
/** The sketch as the server sends it after the change, for the refetch the change starts. */
const refetched = (extra: Partial<Sketch>) => () => json(sketch(extra));

describe('entering a challenge from the sketch page', () => {
  it('offers the creator each eligible challenge', async () => {
    serve();
    await showSketch(sketch(), owner);
    expect(enterButtons().map((b) => [b.textContent, b.getAttribute('data-challenge-id')])).toEqual([
      ['Enter in “Lanterns”', '90'],
      ['Enter in “Giants”', '89'],
    ]);
    expect(screen.queryByTestId('challenge-remove')).toBeNull();
  });

  it('shows nothing to the creator when no challenge is open and the sketch is in none', async () => {
    serve();
    await showSketch(sketch({ eligibleChallenges: [] }), owner);
    expect(screen.queryByTestId('challenge-entry')).toBeNull();
  });

  it('shows nothing of it to other viewers and visitors', async () => {
    serve();
    const asViewer = await showSketch(sketch(), viewer(2));
    expect(screen.queryByTestId('challenge-entry')).toBeNull();
    asViewer.unmount();
    await showSketch(sketch(), null);
    expect(screen.queryByTestId('challenge-entry')).toBeNull();
  });

  it('asks first, and sends nothing when the artist says no', async () => {
    const fetchMock = serve();
    await showSketch(sketch(), owner);
    await userEvent.click(enterButtons()[0]!);
    expect(screen.getByTestId('dialog-message').textContent).toBe(confirmEntryText('Lanterns'));
    await userEvent.click(screen.getByTestId('dialog-cancel'));
    expect(posted(fetchMock, '/challenges')).toEqual([]);
    expect(enterButtons()).toHaveLength(2);
  });

  it("enters after the confirmation: POST /challenges {challengeId, sketchId}, 'ok' shows the challenge", async () => {
    const fetchMock = serve({
      'POST /challenges': () => new Response('ok', { status: 200, headers: { 'Content-Type': 'text/plain' } }),
      'GET /api/v2/sketchInfo/5': refetched({ challengeId: 90, challengeTitle: 'Lanterns', eligibleChallenges: [] }),
    });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await showSketch(sketch(), owner);
    await userEvent.click(enterButtons()[0]!);
    await userEvent.click(screen.getByTestId('dialog-ok'));
    await screen.findByTestId('challenge-remove');
    expect(posted(fetchMock, '/challenges')).toEqual([{ challengeId: 90, sketchId: 5 }]);
    // Named once on the page: in the details every viewer sees, not again in the creator's actions.
    expect(screen.getByTestId('sketch-challenge').textContent).toBe('Daily challenge: Lanterns');
    expect(within(screen.getByTestId('sketch-challenge')).getByRole('link', { name: 'Lanterns' }).getAttribute('href')).toBe('/challenge/90');
    expect(screen.getAllByRole('link', { name: 'Lanterns' })).toHaveLength(1);
    expect(enterButtons()).toEqual([]);
    const keys = invalidate.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
    expect(keys).toEqual(expect.arrayContaining([JSON.stringify(sketchKeys.one(5)), JSON.stringify(challengeKeys.all), JSON.stringify(['home'])]));
    invalidate.mockRestore();
  });

  it("says 'There was a problem entering this challenge: ' and the server's reason when refused", async () => {
    serve({ 'POST /challenges': () => json({ error: 'not_eligible', message: 'This challenge is closed for entries.' }, 409), 'GET /api/v2/sketchInfo/5': refetched({}) });
    await showSketch(sketch(), owner);
    await userEvent.click(enterButtons()[1]!);
    await userEvent.click(screen.getByTestId('dialog-ok'));
    await waitFor(() => expect(screen.getByTestId('dialog-message').textContent).toBe(`${ENTRY_FAILED_PREFIX}This challenge is closed for entries.`));
    expect(screen.queryByTestId('challenge-remove')).toBeNull();
  });

  it('takes an answer other than ok as the reason (the service answers a message)', async () => {
    serve({ 'POST /challenges': () => json('You already entered a sketch today.'), 'GET /api/v2/sketchInfo/5': refetched({}) });
    await showSketch(sketch(), owner);
    await userEvent.click(enterButtons()[0]!);
    await userEvent.click(screen.getByTestId('dialog-ok'));
    await waitFor(() => expect(screen.getByTestId('dialog-message').textContent).toBe('There was a problem entering this challenge: You already entered a sketch today.'));
  });

  it('still says the spec text when the server gives no reason', async () => {
    serve({ 'POST /challenges': () => new Response('', { status: 502 }), 'GET /api/v2/sketchInfo/5': refetched({}) });
    await showSketch(sketch(), owner);
    await userEvent.click(enterButtons()[0]!);
    await userEvent.click(screen.getByTestId('dialog-ok'));
    await waitFor(() => expect(screen.getByTestId('dialog-message').textContent?.startsWith(ENTRY_FAILED_PREFIX)).toBe(true));
    expect(enterButtons()).toHaveLength(2);
  });
});

describe('a sketch in a challenge', () => {
  const entered = () => sketch({ challengeId: 77, challengeTitle: 'Boats', eligibleChallenges: [] });

  it('shows the challenge and, to the creator, a remove button', async () => {
    serve();
    await showSketch(entered(), owner);
    expect(screen.getByTestId('sketch-challenge').textContent).toBe('Daily challenge: Boats');
    expect(entry().textContent).not.toContain('Boats');
    expect(screen.getByTestId('challenge-remove').textContent).toBe('Remove from challenge');
  });

  it('removes after the confirmation: POST /api/v2/challenge/removeSketch {sketch}', async () => {
    const fetchMock = serve({
      'POST /api/v2/challenge/removeSketch': () => json({ ok: true }),
      'GET /api/v2/sketchInfo/5': refetched({ eligibleChallenges: [TODAY] }),
    });
    await showSketch(entered(), owner);
    await userEvent.click(screen.getByTestId('challenge-remove'));
    expect(screen.getByTestId('dialog-message').textContent).toBe(confirmRemoveText('Boats'));
    await userEvent.click(screen.getByTestId('dialog-ok'));
    await waitFor(() => expect(screen.queryByTestId('challenge-remove')).toBeNull());
    expect(posted(fetchMock, '/api/v2/challenge/removeSketch')).toEqual([{ sketch: 5 }]);
    // The refetched sketch offers the open challenges again.
    await waitFor(() => expect(enterButtons().map((b) => b.getAttribute('data-challenge-id'))).toEqual(['90']));
  });

  it('keeps the sketch in and says so when the removal fails', async () => {
    serve({ 'POST /api/v2/challenge/removeSketch': () => json({ error: 'x', message: 'down' }, 500), 'GET /api/v2/sketchInfo/5': refetched({ challengeId: 77, challengeTitle: 'Boats', eligibleChallenges: [] }) });
    await showSketch(entered(), owner);
    await userEvent.click(screen.getByTestId('challenge-remove'));
    await userEvent.click(screen.getByTestId('dialog-ok'));
    await waitFor(() => expect(screen.getByTestId('dialog-message').textContent).toBe(`${REMOVE_FAILED} (down)`));
    expect(screen.getByTestId('challenge-remove')).toBeTruthy();
  });

  it('does nothing when the creator does not confirm the removal', async () => {
    const fetchMock = serve();
    await showSketch(entered(), owner);
    await userEvent.click(screen.getByTestId('challenge-remove'));
    await userEvent.click(screen.getByTestId('dialog-cancel'));
    expect(posted(fetchMock, '/api/v2/challenge/removeSketch')).toEqual([]);
    expect(cached()?.challengeId).toBe(77);
  });
});
