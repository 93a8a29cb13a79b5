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
export const StoredAnalyticsEventSchema = v.object({
  id: v.number(),
  kind: v.picklist(['pageview', 'error']),
  path: v.string(),
  message: v.optional(v.string()),
  stack: v.optional(v.string()),
  ua: v.nullable(v.string()),
  /** ISO date-time. */
  at: v.string(),
});
export type StoredAnalyticsEvent = v.InferOutput<typeof StoredAnalyticsEventSchema>;

/** GET /api/dev/analytics?kind=&limit= (development only), newest first. */
export const DevAnalyticsResponseSchema = v.object({ events: v.array(StoredAnalyticsEventSchema) });
export type DevAnalyticsResponse = v.InferOutput<typeof DevAnalyticsResponseSchema>;

/** GET /api/dev/appleToken?sub= (development only): a platform identity token for `sub`. */
export const DevAppleTokenResponseSchema = v.object({ identityToken: v.string() });
export type DevAppleTokenResponse = v.InferOutput<typeof DevAppleTokenResponseSchema>;

/** GET /api/dev/hostToken?userId= (development only): a host auth token for the user. */
export const DevHostTokenResponseSchema = v.object({ token: v.string() });
export type DevHostTokenResponse = v.InferOutput<typeof DevHostTokenResponseSchema>;
