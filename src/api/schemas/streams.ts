// Live streams (spec part 2 "Live streams", §7 GET /api/v2/streams). The stream item is the home
// page's (schemas/home.ts): id, preview, sw, sh, orientation, userId, userNickname, userAvatar,
// totalViews, with the title, who watches now and when it started.
import * as v from 'valibot';
import { STREAMS_PAGE_SIZE } from '../../lib/streamRules';
import { LiveStreamSchema } from './home';
import { offsetField, wholeNumber } from './requestFields';

export { LiveStreamSchema, type LiveStream } from './home';

/** GET /api/v2/streams {limit, offset}: the live streams, most watched first. */
export const StreamListSchema = v.object({
  streams: v.array(LiveStreamSchema),
  /** More live streams after this page. */
  more: v.boolean(),
});
export type StreamList = v.InferOutput<typeof StreamListSchema>;

/** GET /api/v2/stream/{id}: one stream, live or ended (the stream page). */
export const StreamInfoSchema = v.object({
  stream: LiveStreamSchema,
  live: v.boolean(),
});
export type StreamInfo = v.InferOutput<typeof StreamInfoSchema>;

/** GET /api/v2/streams {limit, offset}: nothing else. */
export const StreamListQuery = v.strictObject({
  limit: v.optional(wholeNumber(1, STREAMS_PAGE_SIZE, 'a limit'), STREAMS_PAGE_SIZE),
  offset: offsetField,
});
export type StreamListQuery = v.InferInput<typeof StreamListQuery>;

/** POST /api/dev/streams {live} (development surface): false ends every live stream, true puts them back. */
export const DevStreamsBody = v.object({ live: v.boolean('Expected live: true or false') });
export type DevStreamsBody = v.InferInput<typeof DevStreamsBody>;
