// POST /api/analytics: page views and runtime errors from the client. Accepts JSON, and JSON
// sent as text/plain (what navigator.sendBeacon sends with a string body).
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { DomainOptions } from '../context';
import { insertAnalyticsEvent, pruneAnalytics } from '../data/analytics';
import { badRequest } from '../http/errors';
import { parseInput } from '../http/validation';
import { text } from '../../src/api/schemas/requestFields';
import type { OkResponse } from '../../src/api/schemas/common';

export const ANALYTICS_LIMITS = { path: 2048, message: 2000, stack: 10_000, userAgent: 512 } as const;
/** Only the most recent events are kept; this is a development aid, not a data warehouse. */
export const ANALYTICS_KEEP = 5000;

const eventBody = v.object({
  kind: v.picklist(['pageview', 'error'], 'Expected "pageview" or "error"'),
  path: v.pipe(text(ANALYTICS_LIMITS.path), v.minLength(1, 'Expected a path')),
  message: v.optional(text(ANALYTICS_LIMITS.message)),
  stack: v.optional(text(ANALYTICS_LIMITS.stack)),
});

function bodyObject(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
}

export async function analyticsRoutes(app: FastifyInstance, { ctx }: DomainOptions): Promise<void> {
  app.post('/api/analytics', { bodyLimit: 64 * 1024 }, async (request): Promise<OkResponse> => {
    const event = parseInput(eventBody, bodyObject(request.body), 'body');
    const userAgent = request.headers['user-agent']?.slice(0, ANALYTICS_LIMITS.userAgent) ?? null;
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
