// Live streams (spec part 2 "Live streams", §7):
//   GET /api/v2/streams {limit, offset} -> StreamList  (the live ones, most watched first; signed-in users)
//   GET /api/v2/stream/{id}             -> StreamInfo  (one stream, live or ended; anyone)
// Part 2 §6 gives visitors no streams: the list is a 401 for them (the page says
// 'You must be logged in to watch a live stream.'). One stream's info stays open, so a link to a
// stream shows whose it is beside the same login text. Watching (the pictures and the sound) is
// the stream socket's (server/realtime/streams), which only signed-in users may join. With the
// development surface on,
//   POST /api/dev/streams {live: false|true}  ends every live stream (the empty list) and puts them back.
import type { OkResponse } from '../../src/api/schemas/common';
import { DevStreamsBody, StreamListQuery, type StreamInfo, type StreamList } from '../../src/api/schemas/streams';
import type { DomainApp, DomainOptions } from '../context';
import { findStream, liveStreamPage } from '../entities/streams';
import { endAllStreams, resumeStreams } from '../data/streams';
import { notFound } from '../http/errors';
import { IdParams } from '../../src/api/schemas/requestFields';
import { requireSignedIn } from '../auth/guards';
import { STREAM_LOGIN_TO_WATCH } from '../../src/lib/streamRules';

export async function streamRoutes(app: DomainApp, { ctx }: DomainOptions): Promise<void> {
  const { db } = ctx;

  app.get('/api/v2/streams', { schema: { querystring: StreamListQuery }, preHandler: requireSignedIn(STREAM_LOGIN_TO_WATCH) }, async (request, reply): Promise<StreamList> => {
    const { limit, offset } = request.query;
    reply.header('Cache-Control', 'no-store');
    return liveStreamPage(db, request.viewer?.id ?? null, limit, offset);
  });

  app.get('/api/v2/stream/:id', { schema: { params: IdParams } }, async (request, reply): Promise<StreamInfo> => {
    const { id } = request.params;
    const found = findStream(db, id);
    if (!found) throw notFound(`Stream ${id} does not exist.`);
    reply.header('Cache-Control', 'no-store');
    return found;
  });

  if (!ctx.devTools) return;
  /** The streams the switch took off the air, to put back. */
  let ended: number[] = [];
  app.post('/api/dev/streams', { schema: { body: DevStreamsBody } }, async (request): Promise<OkResponse> => {
    const { live } = request.body;
    if (live) {
      resumeStreams(db, ended);
      ended = [];
    } else {
      ended = [...ended, ...endAllStreams(db, new Date(ctx.clock()).toISOString())];
    }
    return { ok: true };
  });
}
