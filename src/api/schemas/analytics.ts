// Analytics events (sent by the client) and the reference backend's development calls that read
// them back or mint test tokens. The events are requests: not checked at run time here.
import * as v from 'valibot';

export interface AnalyticsEvent {
  kind: 'pageview' | 'error';
  path: string;
  message?: string;
  stack?: string;
}

/** An analytics event as stored by the reference backend. */
export const StoredAnalyticsEventSchema = /*@__PURE__*/ v.object({
  id: /*@__PURE__*/ v.number(),
  kind: /*@__PURE__*/ v.picklist(['pageview', 'error']),
  path: /*@__PURE__*/ v.string(),
  message: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.string()),
  stack: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.string()),
  ua: /*@__PURE__*/ v.nullable(/*@__PURE__*/ v.string()),
  /** ISO date-time. */
  at: /*@__PURE__*/ v.string(),
});
export type StoredAnalyticsEvent = v.InferOutput<typeof StoredAnalyticsEventSchema>;

/** GET /api/dev/analytics?kind=&limit= (development only), newest first. */
export const DevAnalyticsResponseSchema = /*@__PURE__*/ v.object({ events: /*@__PURE__*/ v.array(StoredAnalyticsEventSchema) });
export type DevAnalyticsResponse = v.InferOutput<typeof DevAnalyticsResponseSchema>;

/** GET /api/dev/appleToken?sub= (development only): a platform identity token for `sub`. */
export const DevAppleTokenResponseSchema = /*@__PURE__*/ v.object({ identityToken: /*@__PURE__*/ v.string() });
export type DevAppleTokenResponse = v.InferOutput<typeof DevAppleTokenResponseSchema>;

/** GET /api/dev/hostToken?userId= (development only): a host auth token for the user. */
export const DevHostTokenResponseSchema = /*@__PURE__*/ v.object({ token: /*@__PURE__*/ v.string() });
export type DevHostTokenResponse = v.InferOutput<typeof DevHostTokenResponseSchema>;
