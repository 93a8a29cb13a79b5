// The fields requests are made of, with the server's messages. A request schema is the one
// source of a request's shape: the client types its body with the schema's input type
// (v.InferInput), the server declares it on its route and parses with it. Forms and queries send
// text, JSON sends numbers and booleans, so the fields take both and give the server one type.
import * as v from 'valibot';
import { parseSketchLink } from '../../lib/links';

/** A positive integer id sent as a JSON number or as a form/query string of digits. */
export const idField = v.pipe(
  v.union(
    [
      v.pipe(v.number('Expected a number'), v.integer('Expected a whole number')),
      v.pipe(v.string(), v.regex(/^\d{1,12}$/, 'Expected a number'), v.transform(Number)),
    ],
    'Expected a positive whole number',
  ),
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
    v.transform((s) => (s === '' ? null : /^\d{1,12}$/.test(s) ? Number(s) : (parseSketchLink(s) ?? -1))),
    v.nullable(v.number()),
    v.check((id) => id !== -1, notALinkMessage),
  );

/** The key that names one write, so a retried request is done once (src/api/requestKey.ts makes them). */
export const requestKeyField = v.pipe(v.string('Expected a request key'), v.regex(/^[\w-]{1,64}$/, 'Expected a request key of letters, digits, - or _'));

/** The path of a route about one thing: /…/:which. */
export const WhichParams = v.object({ which: idField });
export type WhichParams = v.InferInput<typeof WhichParams>;

/** The path of a route about one thing by id: /…/:id. */
export const IdParams = v.object({ id: idField });
export type IdParams = v.InferInput<typeof IdParams>;

/** A body that names one thing by its id: { id }. */
export const IdBody = v.object({ id: idField });
export type IdBody = v.InferInput<typeof IdBody>;

/** A request that carries nothing (a POST that acts on the signed-in user alone). */
export const EmptyBody = v.object({});
export type EmptyBody = v.InferInput<typeof EmptyBody>;

/** Sketches per feed page, and the deepest page, offset and largest limit a feed accepts: deep enough for any real scroll, bounded for the store. */
export const FEED_PAGE_SIZE = 25;
export const FEED_MAX_PAGE = 2000;
/** FEED_MAX_PAGE × FEED_PAGE_SIZE, written out: a product would be kept in every bundle that imports this file. */
export const FEED_MAX_OFFSET = 50_000;
export const FEED_MAX_LIMIT = 50;

/** A whole number from `min` to `max`, sent as a number or a string of digits. */
export const wholeNumber = (min: number, max: number, what: string) =>
  v.pipe(
    v.union([v.pipe(v.number(), v.integer()), v.pipe(v.string(), v.regex(/^\d{1,9}$/))], `Expected ${what} from ${min} to ${max}`),
    v.transform(Number),
    v.minValue(min, `Expected ${what} from ${min} to ${max}`),
    v.maxValue(max, `Expected ${what} from ${min} to ${max}`),
  );

/** A feed's ?page= (1 when absent), ?offset= (0) and ?limit= (a page). */
export const pageField = v.optional(wholeNumber(1, FEED_MAX_PAGE, 'a page number'), 1);
export const offsetField = v.optional(wholeNumber(0, FEED_MAX_OFFSET, 'an offset'), 0);
export const limitField = v.optional(wholeNumber(1, FEED_MAX_LIMIT, 'a limit'), FEED_PAGE_SIZE);
/** The ?format=json of the calls outside /api (the only format they answer in). */
export const formatField = v.optional(v.literal('json', 'Only format=json is supported'));
