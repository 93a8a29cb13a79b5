// Analytics events (sent by the client) and the reference backend's development calls that read
// them back or mint test tokens. The events are requests: the client types them with
// AnalyticsEventBody, the server checks them with it.
import * as v from 'valibot';
import { text } from './requestFields';

/** The longest text of each field the server takes (the user agent is cut, the others refused). */
export const ANALYTICS_PATH_MAX = 2048;
export const ANALYTICS_MESSAGE_MAX = 2000;
export const ANALYTICS_STACK_MAX = 10_000;

/** POST /api/analytics: a page view or a runtime error (JSON, or JSON sent as text/plain by a beacon). */
export const AnalyticsEventBody = v.object({
  kind: v.picklist(['pageview', 'error'], 'Expected "pageview" or "error"'),
  path: v.pipe(text(ANALYTICS_PATH_MAX), v.minLength(1, 'Expected a path')),
  message: v.optional(text(ANALYTICS_MESSAGE_MAX)),
  stack: v.optional(text(ANALYTICS_STACK_MAX)),
});
export type AnalyticsEventBody = v.InferInput<typeof AnalyticsEventBody>;

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
