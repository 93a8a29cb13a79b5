// @vitest-environment jsdom
import { render, screen } from '../../../test/support/render';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../../stores/session';
import SharedSketchScreen, { load, sharedSketchId } from './SharedSketchScreen';
import { json, makeSketch, seedSketchPage, serve, viewer, settleLazyParts } from './testing';

vi.mock('../../app/navigation/navigation', async (importOriginal) => ({ ...(await importOriginal<object>()), reloadPage: vi.fn(), navigate: vi.fn() }));
vi.mock('../../features/albums/AlbumSwitches', () => ({ AlbumSwitches: () => null }));

const at = (search: string) => ({ path: '/shared/sketch', search, hash: '' });

describe('/shared/sketch?id=', () => {
  it('takes the sketch id from ?id=', () => {
    expect(sharedSketchId('?id=42')).toBe(42);
    expect(sharedSketchId('?id=4x')).toBeNull();
    expect(sharedSketchId('')).toBeNull();
  });

  it('loads that sketch, and is not found without a valid id', async () => {
    useSession.setState({ status: 'ready', user: null });
    serve({ 'GET /api/v2/sketchInfo/5': () => json(makeSketch()) });
    const signal = new AbortController().signal;
    expect(await load({ params: {}, location: at('?id=5'), signal })).toEqual({ id: 5 });
    await expect(load({ params: {}, location: at('?id=abc'), signal })).rejects.toMatchObject({ status: 404 });
  });

  it('tells visitors where the sketch was drawn', async () => {
    serve();
    useSession.setState({ status: 'ready', user: null });
    seedSketchPage(makeSketch());
    const data = { id: 5 };
    const { unmount } = render(<SharedSketchScreen params={{}} location={at('?id=5')} data={data} />);
    await settleLazyParts();
    expect(screen.getByTestId('shared-banner').textContent).toContain('Drawn with Sketchery.');
    expect(screen.getByTestId('sketch-page')).toBeTruthy();
    unmount();
    useSession.setState({ status: 'ready', user: viewer(1) });
    render(<SharedSketchScreen params={{}} location={at('?id=5')} data={data} />);
    await settleLazyParts();
    expect(screen.queryByTestId('shared-banner')).toBeNull();
  });
});
