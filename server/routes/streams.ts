// Live streams (spec part 2 "Live streams", §7):
//   GET /api/v2/streams {limit, offset} -> StreamList  (the live ones, most watched first; signed-in users)
//   GET /api/v2/stream/{id}             -> StreamInfo  (one stream, live or ended; anyone)
// Part 2 §6 gives visitors no streams: the list is a 401 for them (the page says
// 'You must be logged in to watch a live stream.'). One stream's info stays open, so a link to a
// stream shows whose it is beside the same login text. Watching (the pictures and the sound) is
// the stream socket's (server/realtime/streams), which only signed-in users may join. With the
// development surface on,
//   POST /api/dev/streams {live: false|true}  ends every live stream (the empty list) and puts them back.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { OkResponse } from '../../src/api/schemas/common';
import type { StreamInfo, StreamList } from '../../src/api/schemas/streams';
import type { DomainOptions } from '../context';
import { endAllStreams, findStream, liveStreamPage, resumeStreams } from '../entities/streams';
import { offsetField, wholeNumber } from '../feeds/params';
import { notFound } from '../http/errors';
import { parseInput } from '../http/validation';
import { idField } from '../../src/api/schemas/requestFields';
import { requireSignedIn } from '../auth/guards';
import { STREAM_LOGIN_TO_WATCH, STREAMS_PAGE_SIZE } from '../../src/lib/streamRules';

const listQuery = v.strictObject({
  limit: v.optional(wholeNumber(1, STREAMS_PAGE_SIZE, 'a limit'), STREAMS_PAGE_SIZE),
  offset: offsetField,
});
const idParams = v.object({ id: idField });
const liveBody = v.object({ live: v.boolean('Expected live: true or false') });

export async function streamRoutes(app: FastifyInstance, { ctx }: DomainOptions): Promise<void> {
  const { db } = ctx;

  app.get('/api/v2/streams', { preHandler: requireSignedIn(STREAM_LOGIN_TO_WATCH) }, async (request, reply): Promise<StreamList> => {
    const { limit, offset } = parseInput(listQuery, request.query, 'query');
    reply.header('Cache-Control', 'no-store');
    return liveStreamPage(db, request.viewer?.id ?? null, limit, offset);
  });

  app.get('/api/v2/stream/:id', async (request, reply): Promise<StreamInfo> => {
    const { id } = parseInput(idParams, request.params, 'path');
    const found = findStream(db, id);
    if (!found) throw notFound(`Stream ${id} does not exist.`);
    reply.header('Cache-Control', 'no-store');
    return found;
  });

  if (!ctx.devTools) return;
  /** The streams the switch took off the air, to put back. */
  let ended: number[] = [];
  app.post('/api/dev/streams', async (request): Promise<OkResponse> => {
    const { live } = parseInput(liveBody, request.body, 'body');
    if (live) {
      resumeStreams(db, ended);
      ended = [];
    } else {
      ended = [...ended, ...endAllStreams(db, new Date(ctx.clock()).toISOString())];
    }
    return { ok: true };
  });
}
