// Input validation at the trust boundary. A route declares its request's schemas (shared with the
// client, src/api/schemas) in its options: `{ schema: { body, querystring, params } }`. Fastify
// parses each part with them before the handler and the handler gets the parsed, typed values
// (ValibotTypeProvider); a failure becomes a 400 with a message that names the field (and the
// field's path in the body's `field`, so a form shows it there).
import type { FastifyInstance, FastifySchema, FastifyTypeProvider, RouteOptions } from 'fastify';
import * as v from 'valibot';
import { badRequest, notFound, type HttpError } from './errors';
import { plainStrings, plainText } from './plainStrings';

/** What the failure message calls each part of a request. */
const PART_NAMES = { body: 'body', querystring: 'query', params: 'path', headers: 'headers' } as const;
type RequestPart = keyof typeof PART_NAMES;

function invalid(issues: readonly v.BaseIssue<unknown>[], what: string): HttpError {
  const issue = issues[0];
  const field = issue ? v.getDotPath(issue) : null;
  const words = issue?.message ?? 'not valid';
  // One full stop: many rules' words are sentences already.
  const sentence = /[.!?]$/.test(words) ? words : `${words}.`;
  return badRequest(`Invalid ${what}${field ? ` field "${field}"` : ''}: ${sentence}`, field ?? undefined, field ? words : undefined);
}

/** Parses input that is not a route's declared part (a socket payload, a multipart field). */
export function parseInput<const TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
  what: 'body' | 'query' | 'path',
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, plainStrings(input ?? {}));
  if (result.success) return result.output;
  throw invalid(result.issues, what);
}

/** Route handlers see each declared part as its schema's output. */
export interface ValibotTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends v.GenericSchema ? v.InferOutput<this['schema']> : unknown;
  serializer: this['schema'] extends v.GenericSchema ? v.InferInput<this['schema']> : unknown;
}

/** A route's declared request schemas, as registered (for the test that they are the shared ones). */
export interface ValidatedRoute {
  method: string;
  url: string;
  body?: unknown;
  querystring?: unknown;
  params?: unknown;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with the request schemas it declares, in registration order. */
    readonly validatedRoutes: readonly ValidatedRoute[];
  }
}

/**
 * Call on the root instance before any route is added. Fastify validates before the preHandler
 * hooks, where the guards are; a visitor's badly formed write must still hear "log in" first (the
 * role matrix asserts it), so the parts are parsed up front but a failure is thrown from the
 * handler, after the guards (attachValidation).
 */
/** Whether every part of a path is already plain text (plainText leaves it as it is). */
function isPlainPath(params: unknown): boolean {
  if (!params || typeof params !== 'object') return true;
  return Object.values(params).every((value) => typeof value !== 'string' || plainText(value) === value);
}

export function registerValidation(app: FastifyInstance): void {
  app.setValidatorCompiler<v.GenericSchema>(({ schema, httpPart }) => {
    const what = PART_NAMES[(httpPart ?? 'body') as RequestPart] ?? 'body';
    // A JSON body's strings were made plain text as it was parsed (bodies.ts); the query's are here
    // (a %00 in a search is no more wanted than in a body). A path names a thing: one that held
    // such characters names nothing (`/user/Inky%00Ada` is not InkyAda's page), so it is not found.
    const plain = what === 'query' ? plainStrings : <T>(data: T) => data;
    return (data: unknown) => {
      if (what === 'path' && !isPlainPath(data)) return { error: notFound('Nothing is at this address.') };
      const result = v.safeParse(schema, plain(data ?? {}));
      return result.success ? { value: result.output } : { error: invalid(result.issues, what) };
    };
  });
  const routes: ValidatedRoute[] = [];
  app.decorate('validatedRoutes', routes);
  app.addHook('onRoute', (route: RouteOptions) => {
    const schema: FastifySchema | undefined = route.schema;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, body: schema?.body, querystring: schema?.querystring, params: schema?.params });
    }
    if (!schema) return;
    route.attachValidation = true;
    const handler = route.handler;
    route.handler = function validatedHandler(request, reply) {
      if (request.validationError) throw request.validationError;
      return handler.call(this, request, reply);
    };
  });
}
