// The whiteboard's files (spec part 2 §7): GET /slice/0_{index}.png, a strip that left board 0 at
// shift {index} (the last 48 are kept: History), and GET /download/0.{product}, the board as a
// file for the drawing app ("Download as sketch"), and /whiteboard/preview.png, the picture a
// visitor sees. All are public.
import type { DomainApp, DomainOptions } from '../context';
import { notFound } from '../http/errors';
import { whiteboardFor } from '../realtime/whiteboard/boards';
import { PRODUCT_FILE_EXTENSION, PRODUCT_NAME } from '../../src/lib/product';
import { BOARD_ID } from '../../src/realtime/whiteboard/schemas';
import { WhiteboardSliceParams } from '../../src/api/schemas/images';

export const SLICE_NOT_KEPT = 'That slice of the whiteboard is not kept.';
export const BOARD_FILE = `${BOARD_ID}.${PRODUCT_FILE_EXTENSION}`;

export async function whiteboardRoutes(app: DomainApp, { ctx }: DomainOptions): Promise<void> {
  app.get('/slice/:file', { schema: { params: WhiteboardSliceParams } }, async (request, reply) => {
    const { file: index } = request.params;
    const png = whiteboardFor(ctx).slicePng(index);
    if (!png) throw notFound(SLICE_NOT_KEPT);
    // A slice never changes once made, but an index can be made later (or dropped after 48).
    return reply.header('Cache-Control', 'public, max-age=60').type('image/png').send(png);
  });

  // What a visitor sees of the board (the login text's preview image): the current picture.
  app.get('/whiteboard/preview.png', async (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=60').type('image/png').send(whiteboardFor(ctx).snapshotPng()),
  );

  // The drawing app opens its sketch files from /download/{id}.{product}; the board is one too
  // (the picture as PNG data, which the app imports as a sketch). The spec writes the product's
  // name as it is spelled (0.Sketchery); the links here use the extension in lower case.
  for (const file of new Set([BOARD_FILE, `${BOARD_ID}.${PRODUCT_NAME}`])) {
    app.get(`/download/${file}`, async (_request, reply) =>
      reply
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="whiteboard-${BOARD_FILE}"`)
        .type('application/octet-stream')
        .send(whiteboardFor(ctx).snapshotPng()),
    );
  }
}
