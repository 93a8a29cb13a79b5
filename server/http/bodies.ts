// Request bodies, once for every route: a JSON body must be an object at the top, because
// every route takes named fields. Arrays (however deeply nested), strings, numbers and null are
// refused with a 400 by the parser, before any route's schema runs: to a schema an array is
// an object whose fields are all missing, so a body of `[]` would pass where every field is
// optional. `__proto__` and `constructor` keys are refused too: they never name a field, and
// code that copies a body would act on them. A lone UTF-16 surrogate (only a \uD8xx escape can
// make one) becomes U+FFFD: the store keeps UTF-8, which cannot hold it, and would otherwise
// keep bytes that read back as other text.
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

export const NOT_AN_OBJECT_MESSAGE = 'The request body must be a JSON object.';
export const FORBIDDEN_KEY_MESSAGE = 'Keys named __proto__ or constructor are not allowed in a request body.';
/** What the parser refuses besides bad syntax, so the answer can say why. */
const FORBIDDEN_KEY = /"(?:__proto__|constructor)"\s*:/;

const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The parsed body with lone surrogates in its strings replaced; iterative, as a body may nest deeply. */
function wellFormed(root: Record<string, unknown>): Record<string, unknown> {
  const pending: (Record<string, unknown> | unknown[])[] = [root];
  for (let node = pending.pop(); node; node = pending.pop()) {
    const entries: [string | number, unknown][] = Array.isArray(node) ? [...node.entries()] : Object.entries(node);
    for (const [key, value] of entries) {
      if (typeof value === 'string') (node as Record<string | number, unknown>)[key] = value.replace(LONE_SURROGATE, '\ufffd');
      else if (typeof value === 'object' && value !== null) pending.push(value as Record<string, unknown>);
    }
  }
  return root;
}

export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Call on the root instance before the routes, so every plugin inherits the parser. */
export function registerBodyRules(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, String(body), (error, value) => {
      if (error && FORBIDDEN_KEY.test(String(body))) done(badRequest(FORBIDDEN_KEY_MESSAGE), undefined);
      else if (error) done(error, undefined);
      else if (!isJsonObject(value)) done(badRequest(NOT_AN_OBJECT_MESSAGE), undefined);
      else done(null, SURROGATE_ESCAPE.test(String(body)) ? wellFormed(value) : value);
    });
  });
}
