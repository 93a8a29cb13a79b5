import { useTestApp } from '../testing/useTestApp';
import { whiteboardFor } from '../realtime/whiteboard/boards';
import { SLICE_NOT_KEPT } from './whiteboard';
import { DEMO_SHIFTS } from '../seed/seedWhiteboard';

const t = useTestApp();
const visitor = t.client();

describe('whiteboard files', () => {
  it('serves the board as the drawing app file /download/0.sketchery', async () => {
    const response = await visitor.get('/download/0.sketchery', { accept: '*/*' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('whiteboard-0.sketchery');
    expect(response.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    // As the spec writes it, the product's name spelled as it is.
    expect((await visitor.get('/download/0.Sketchery', { accept: '*/*' })).statusCode).toBe(200);
  });

  it('serves kept slices at /slice/0_{index}.png and refuses others', async () => {
    const board = whiteboardFor(t.app.ctx);
    // The demo board has made DEMO_SHIFTS shifts: its slices are there.
    expect(board.shiftIndex).toBe(DEMO_SHIFTS);
    expect((await visitor.get(`/slice/0_${DEMO_SHIFTS}.png`, { accept: 'image/png' })).statusCode).toBe(404);
    board.shift();
    expect((await visitor.get(`/slice/0_${DEMO_SHIFTS}.png`, { accept: 'image/png' })).statusCode).toBe(200);
    const slice = await visitor.get('/slice/0_0.png', { accept: 'image/png' });
    expect(slice.statusCode).toBe(200);
    expect(slice.headers['content-type']).toBe('image/png');
    const missing = await visitor.get('/slice/0_7.png', { accept: 'image/png' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: SLICE_NOT_KEPT });
    for (const bad of ['/slice/1_0.png', '/slice/0_x.png', '/slice/0_1.jpg']) {
      expect((await visitor.get(bad, { accept: 'image/png' })).statusCode).toBe(400);
    }
  });
});
