// Paging of the feed routes: their query fields (page, offset, limit) are shared with the client
// in src/api/schemas/requestFields.ts.
import { FEED_MAX_OFFSET } from '../../src/api/schemas/requestFields';

/** Next offset of an offset-paged feed, or null at its end. */
export const nextOffset = (offset: number, limit: number, more: boolean) => (more && offset + limit <= FEED_MAX_OFFSET ? offset + limit : null);
