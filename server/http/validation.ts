// Input validation at the trust boundary: every param, query and body goes through a valibot
// schema; a failure becomes a 400 with a message that names the field (and the field's path in
// the body's `field`, so a form shows it there).
import * as v from 'valibot';
import { parseSketchLink } from '../../src/lib/links';
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
  throw badRequest(`Invalid ${what}${field ? ` field "${field}"` : ''}: ${issue?.message ?? 'not valid'}.`, field ?? undefined);
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

/** A yes/no flag sent as a JSON boolean or as a form or query value ('true', '1', 'on' mean yes). */
export const flagField = v.union(
  [v.boolean(), v.pipe(v.picklist(['true', 'false', '1', '0', 'on', '']), v.transform((s) => s === 'true' || s === '1' || s === 'on'))],
  'Expected true or false',
);

/**
 * A sketch named by its id in text or by a pasted sketch link: the id, null for empty text, and
 * `notALinkMessage` for anything else. Forms send it as text; a JSON id goes through `idField`.
 */
export const sketchIdOrLinkText = (notALinkMessage: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.transform((s) => (s === '' ? null : /^\d{1,12}$/.test(s) ? Number(s) : parseSketchLink(s) ?? -1)),
    v.nullable(v.number()),
    v.check((id) => id !== -1, notALinkMessage),
  );
