// Input validation at the trust boundary: every param, query and body goes through a valibot
// schema; a failure becomes a 400 with a message that names the field.
import * as v from 'valibot';
import { badRequest } from './errors';

export function parseInput<const TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
  what: 'body' | 'query' | 'path',
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input ?? {});
  if (result.success) return result.output;
  const issue = result.issues[0];
  const field = issue ? v.getDotPath(issue) : null;
  throw badRequest(`Invalid ${what}${field ? ` field "${field}"` : ''}: ${issue?.message ?? 'not valid'}.`);
}

/** A positive integer id sent as a JSON number or as a form/query string of digits. */
export const idField = v.pipe(
  v.union([
    v.pipe(v.number('Expected a number'), v.integer('Expected a whole number')),
    v.pipe(v.string(), v.regex(/^\d{1,12}$/, 'Expected a number'), v.transform(Number)),
  ], 'Expected a positive whole number'),
  v.minValue(1, 'Expected a positive whole number'),
  v.maxValue(Number.MAX_SAFE_INTEGER, 'Number too large'),
);

/** A bounded string: trims nothing, rejects over-long input rather than cutting it. */
export const text = (max: number) => v.pipe(v.string('Expected text'), v.maxLength(max, `At most ${max} characters`));
