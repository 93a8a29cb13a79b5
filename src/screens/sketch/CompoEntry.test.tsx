// @vitest-environment jsdom
import { act, screen, waitFor, within } from '../../../test/support/render';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CONFIRM_REMOVE, confirmEnter, ENTER_FAILED } from '../../lib/compoRules';
import { useDialogs } from '../../stores/dialogs';
import { CREATOR, json, makeSketch, posted, serve, showSketch, viewer } from './testing';

vi.mock('../../app/navigation/navigation', async (importOriginal) => ({ ...(await importOriginal<object>()), reloadPage: vi.fn(async () => true), navigate: vi.fn(async () => true) }));
vi.mock('../../app/host/hostBridge', () => ({ openSketchInApp: vi.fn() }));
vi.mock('../../features/albums/AlbumSwitches', () => ({ AlbumSwitches: () => null }));

const owner = viewer(CREATOR);
const OPEN = [
  { id: 29, keyName: 'first-light-2026', title: 'First Light' },
  { id: 27, keyName: 'kaiju-season-2026', title: 'Kaiju Season' },
];
const free = () => makeSketch({ compoKey: null, compoTitle: null, compoState: null, compoPlace: null, eligibleCompos: OPEN });
const dialog = () => useDialogs.getState().queue[0];
const answer = (ok: boolean) => act(async () => dialog()!.resolve(ok));

describe('entering a compo from the sketch page', () => {
  it('offers the open compos the sketch may enter, to its creator only', async () => {
    serve();
    const { unmount } = await showSketch(free(), owner);
    expect(screen.getAllByTestId('compo-enter').map((b) => b.textContent)).toEqual(['Enter in First Light', 'Enter in Kaiju Season']);
    unmount();
    await showSketch(free(), viewer(1));
    expect(screen.queryByTestId('compo-entry')).toBeNull();
  });

  it('enters after a confirmation and then shows the compo with its status', async () => {
    const fetchMock = serve({ 'POST /compo/first-light-2026': () => json({ ok: true }) });
    await showSketch(free(), owner);
    await userEvent.click(screen.getAllByTestId('compo-enter')[0]!);
    expect(dialog()?.message).toBe(confirmEnter('First Light'));
    await answer(false);
    expect(posted(fetchMock, '/compo/first-light-2026')).toEqual([]);
    await userEvent.click(screen.getAllByTestId('compo-enter')[0]!);
    await answer(true);
    await waitFor(() => expect(screen.getByTestId('compo-remove')).toBeTruthy());
    expect(posted(fetchMock, '/compo/first-light-2026')).toEqual([{ compoId: 29, sketchId: 5 }]);
    const shown = screen.getByTestId('sketch-compo');
    expect(within(shown).getByRole('link').getAttribute('href')).toBe('/compo/first-light-2026');
    expect(shown.textContent).toContain('Entered');
    expect(screen.queryByTestId('compo-enter')).toBeNull();
  });

  it("shows the compo version of the challenge's failure text with the server's reason", async () => {
    serve({ 'POST /compo/kaiju-season-2026': () => json({ error: 'not_open', message: 'This compo is not open for entries.' }, 409) });
    await showSketch(free(), owner);
    await userEvent.click(screen.getAllByTestId('compo-enter')[1]!);
    await answer(true);
    await waitFor(() => expect(dialog()?.message).toBe('There was a problem entering this compo: This compo is not open for entries.'));
    expect(ENTER_FAILED).toBe('There was a problem entering this compo: ');
    await answer(true);
    // Off while the refusal is said, on again once it is read.
    await waitFor(() => expect((screen.getAllByTestId('compo-enter')[1] as HTMLButtonElement).disabled).toBe(false));
  });

  it('reads the sketch again after a refusal, so the compo that refused it is no longer offered', async () => {
    serve({
      'POST /compo/kaiju-season-2026': () => json({ error: 'not_open', message: 'This compo is not open for entries.' }, 409),
      'GET /api/v2/sketchInfo/5': () => json(makeSketch({ compoKey: null, compoTitle: null, compoState: null, compoPlace: null, eligibleCompos: [OPEN[0]!] })),
    });
    await showSketch(free(), owner);
    await userEvent.click(screen.getAllByTestId('compo-enter')[1]!);
    await answer(true);
    await waitFor(() => expect(dialog()?.message).toBe('There was a problem entering this compo: This compo is not open for entries.'));
    await answer(true);
    await waitFor(() => expect(screen.getAllByTestId('compo-enter').map((b) => b.textContent)).toEqual(['Enter in First Light']));
  });
});

describe('removing a sketch from its compo', () => {
  it('is offered while the compo is open and asks first', async () => {
    const fetchMock = serve({ 'POST /api/compoRemoveSketch': () => json({ ok: true }), 'GET /api/v2/sketchInfo/5': () => json(free()) });
    await showSketch(makeSketch({ compoKey: 'kaiju-season-2026', compoTitle: 'Kaiju Season', compoState: 'open', compoPlace: -1 }), owner);
    await userEvent.click(screen.getByTestId('compo-remove'));
    expect(dialog()?.message).toBe(CONFIRM_REMOVE);
    await answer(false);
    expect(posted(fetchMock, '/api/compoRemoveSketch')).toEqual([]);
    await userEvent.click(screen.getByTestId('compo-remove'));
    await answer(true);
    await waitFor(() => expect(posted(fetchMock, '/api/compoRemoveSketch')).toEqual([{ which: 5 }]));
    // The sketch may enter the open compos again.
    await waitFor(() => expect(screen.getAllByTestId('compo-enter')).toHaveLength(2));
  });

  it('reads the sketch again after a refusal, so a compo that went to its vote no longer offers it', async () => {
    serve({
      'POST /api/compoRemoveSketch': () => json({ error: 'not_open', message: 'The compo is voting.' }, 409),
      'GET /api/v2/sketchInfo/5': () => json(makeSketch({ compoKey: 'kaiju-season-2026', compoTitle: 'Kaiju Season', compoState: 'voting', compoPlace: -1 })),
    });
    await showSketch(makeSketch({ compoKey: 'kaiju-season-2026', compoTitle: 'Kaiju Season', compoState: 'open', compoPlace: -1 }), owner);
    await userEvent.click(screen.getByTestId('compo-remove'));
    await answer(true);
    await waitFor(() => expect(dialog()?.message).toContain('The compo is voting.'));
    await answer(true);
    await waitFor(() => expect(screen.queryByTestId('compo-remove')).toBeNull());
  });

  it('is not offered once the compo is voting or closed', async () => {
    serve();
    const { unmount } = await showSketch(makeSketch({ compoState: 'voting', compoPlace: -1 }), owner);
    expect(screen.queryByTestId('compo-remove')).toBeNull();
    unmount();
    await showSketch(makeSketch({ compoState: 'closed', compoPlace: 3 }), owner);
    expect(screen.queryByTestId('compo-remove')).toBeNull();
    expect((screen.getByTestId('delete-sketch') as HTMLButtonElement).disabled).toBe(true);
  });
});
