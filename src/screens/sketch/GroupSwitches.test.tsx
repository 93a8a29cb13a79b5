// @vitest-environment jsdom
import { act, screen, waitFor } from '../../../test/support/render';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GROUP_TEXTS } from '../../lib/groupRules';
import { useDialogs } from '../../stores/dialogs';
import { CREATOR, json, makeSketch, posted, serve, showSketch, viewer } from './testing';

vi.mock('../../app/navigation/navigation', async (importOriginal) => ({ ...(await importOriginal<object>()), reloadPage: vi.fn(async () => true), navigate: vi.fn(async () => true) }));
vi.mock('../../app/host/hostBridge', () => ({ openSketchInApp: vi.fn() }));
vi.mock('../../features/albums/AlbumSwitches', () => ({ AlbumSwitches: () => null }));

const owner = viewer(CREATOR);
const named = (id: number) => ({ id, title: `Group ${String(id).padStart(2, '0')}` });
const dialog = () => useDialogs.getState().queue[0];
const box = (id: number) => screen.getByTestId(`group-switch-${id}`) as HTMLInputElement;

describe('group switches on the sketch page', () => {
  it('show the groups the sketch is in and may join, to its artist only', async () => {
    serve();
    const sketch = makeSketch({ groups: [named(1)], eligibleGroups: [named(2)] });
    const { unmount } = await showSketch(sketch, owner);
    expect(box(1).checked).toBe(true);
    expect(box(2).checked).toBe(false);
    unmount();
    await showSketch(makeSketch({ groups: [named(1)], eligibleGroups: [] }), viewer(1));
    expect(screen.queryByTestId('group-switches')).toBeNull();
  });

  it('put the sketch in a group and take it out, as the server answers', async () => {
    const fetchMock = serve({
      'POST /api/v2/group': (body) => {
        const { action, groupId } = body as { action: string; groupId: number };
        return json({ sketchId: 5, groups: action === 'add' ? [named(1), named(groupId)] : [named(1)] });
      },
    });
    await showSketch(makeSketch({ groups: [named(1)], eligibleGroups: [named(2)] }), owner);
    await userEvent.click(box(2));
    await waitFor(() => expect(box(2).checked).toBe(true));
    expect(posted(fetchMock, '/api/v2/group')).toEqual([{ action: 'add', groupId: 2, sketchId: 5 }]);
    await userEvent.click(box(2));
    await waitFor(() => expect(box(2).checked).toBe(false));
    expect(posted(fetchMock, '/api/v2/group')[1]).toEqual({ action: 'remove', groupId: 2, sketchId: 5 });
  });

  it('show each switch on its way as asked, several at once, until the server answers', async () => {
    const answers: ((r: Response) => void)[] = [];
    serve({ 'POST /api/v2/group': () => new Promise<Response>((resolve) => answers.push(resolve)) });
    await showSketch(makeSketch({ groups: [named(1)], eligibleGroups: [named(2), named(3)] }), owner);
    await userEvent.click(box(2));
    await userEvent.click(box(1));
    await waitFor(() => expect(answers).toHaveLength(2));
    expect(box(2).checked).toBe(true);
    expect(box(1).checked).toBe(false);
    expect(box(3).checked).toBe(false);
    await act(async () => answers[0]!(json({ sketchId: 5, groups: [named(1), named(2)] })));
    await act(async () => answers[1]!(json({ sketchId: 5, groups: [named(2)] })));
    await waitFor(() => expect(box(1).checked).toBe(false));
    expect(box(2).checked).toBe(true);
    expect(screen.getByTestId('group-switches').textContent).toContain('In 1 of at most 10 groups.');
  });

  it('refuse an eleventh group with the spec’s text and undo the switch, asking nothing of the server', async () => {
    const fetchMock = serve();
    const ten = Array.from({ length: 10 }, (_, i) => named(i + 1));
    await showSketch(makeSketch({ groups: ten, eligibleGroups: [named(11)] }), owner);
    await userEvent.click(box(11));
    await waitFor(() => expect(dialog()?.message).toBe(GROUP_TEXTS.tooManyGroups));
    await act(async () => dialog()!.resolve(true));
    await waitFor(() => expect(box(11).checked).toBe(false));
    expect(posted(fetchMock, '/api/v2/group')).toEqual([]);
  });

  it('undo the switch when the server refuses (the limit reached meanwhile)', async () => {
    serve({ 'POST /api/v2/group': () => json({ error: 'conflict', message: GROUP_TEXTS.tooManyGroups }, 409) });
    await showSketch(makeSketch({ groups: [named(1)], eligibleGroups: [named(2)] }), owner);
    await userEvent.click(box(2));
    await waitFor(() => expect(dialog()?.message).toBe(GROUP_TEXTS.tooManyGroups));
    await act(async () => dialog()!.resolve(true));
    await waitFor(() => expect(box(2).checked).toBe(false));
  });
});
