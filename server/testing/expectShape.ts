// The route tests parse every JSON answer they read with the client's schemas (src/api/schemas/),
// so a drift between what the server sends and what the client accepts fails a test. Stricter
// than the client: a field the schema does not know fails too (the client would silently drop
// it, which is how a renamed field goes unnoticed).
import { isDeepStrictEqual } from 'node:util';
import * as v from 'valibot';
import { expect } from 'vitest';
import { ErrorBodySchema } from '../../src/api/schemas/common';

export function expectShape<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, body);
  const sample = JSON.stringify(body)?.slice(0, 600);
  if (!result.success) throw new Error(`The answer does not fit its schema:\n${v.summarize(result.issues)}\nin ${sample}`);
  if (!isDeepStrictEqual(result.output, body)) throw new Error(`The answer has fields its schema does not know:\n${sample}`);
  return result.output;
}

/** An answer of `status` whose body is the client's error body (returned, for its message). */
export function expectError(response: { statusCode: number; body?: string; json: () => unknown }, status: number) {
  expect(response.statusCode, response.body?.slice(0, 300)).toBe(status);
  return expectShape(ErrorBodySchema, response.json());
}
