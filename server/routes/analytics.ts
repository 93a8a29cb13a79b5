// POST /api/analytics: page views and runtime errors from the client. Accepts JSON, and JSON
// sent as text/plain (what navigator.sendBeacon sends with a string body).
import type { FastifyRequest } from 'fastify';
import type { DomainApp, DomainOptions } from '../context';
import { insertAnalyticsEvent, pruneAnalytics } from '../data/analytics';
import { badRequest } from '../http/errors';
import { AnalyticsEventBody } from '../../src/api/schemas/analytics';
import type { OkResponse } from '../../src/api/schemas/common';

/** The user agent is kept up to this many characters. */
export const USER_AGENT_MAX = 512;
/** Only the most recent events are kept; this is a development aid, not a data warehouse. */
export const ANALYTICS_KEEP = 5000;

function bodyObject(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
}

/** A beacon's text/plain body is JSON: parsed before the body is checked. */
async function parseBeaconBody(request: FastifyRequest): Promise<void> {
  request.body = bodyObject(request.body);
}

export async function analyticsRoutes(app: DomainApp, { ctx }: DomainOptions): Promise<void> {
  app.post('/api/analytics', { bodyLimit: 64 * 1024, schema: { body: AnalyticsEventBody }, preValidation: parseBeaconBody }, async (request): Promise<OkResponse> => {
    const event = request.body;
    const userAgent = request.headers['user-agent']?.slice(0, USER_AGENT_MAX) ?? null;
    const id = insertAnalyticsEvent(ctx.db, {
      kind: event.kind,
      path: event.path,
      message: event.message ?? null,
      stack: event.stack ?? null,
      ua: userAgent,
      at: new Date(ctx.clock()).toISOString(),
    });
    if (id % 100 === 0) pruneAnalytics(ctx.db, id - ANALYTICS_KEEP);
    return { ok: true };
  });
}
