// Request bodies, once for every route: a JSON body must be an object at the top, because
// every route takes named fields. Arrays (however deeply nested), strings, numbers and null are
// refused with a 400 by the parser, before any route's schema runs: to a schema an array is
// an object whose fields are all missing, so a body of `[]` would pass where every field is
// optional. `__proto__` and `constructor` keys are refused too: they never name a field, and
// code that copies a body would act on them. Its strings are made plain text (plainStrings.ts:
// no lone surrogates, no control characters nobody types).
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';
import { MAY_NEED_PLAIN_STRINGS, plainStrings } from './plainStrings';

export const NOT_AN_OBJECT_MESSAGE = 'The request body must be a JSON object.';
export const FORBIDDEN_KEY_MESSAGE = 'Keys named __proto__ or constructor are not allowed in a request body.';
/** What the parser refuses besides bad syntax, so the answer can say why. */
const FORBIDDEN_KEY = /"(?:__proto__|constructor)"\s*:/;

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
      else done(null, MAY_NEED_PLAIN_STRINGS.test(String(body)) ? plainStrings(value) : value);
    });
  });
}
