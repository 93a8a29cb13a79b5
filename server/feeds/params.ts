// Validation pieces shared by the feed routes: page numbers, offsets and limits arrive as query
// strings (or JSON numbers) and must be whole numbers within bounds.
import * as v from 'valibot';
import { MAX_LIMIT, MAX_OFFSET, MAX_PAGE, PAGE_SIZE } from './cards';

/** A whole number from `min` to `max`, sent as a number or a string of digits. */
export const wholeNumber = (min: number, max: number, what: string) =>
  v.pipe(
    v.union([v.pipe(v.number(), v.integer()), v.pipe(v.string(), v.regex(/^\d{1,9}$/))], `Expected ${what} from ${min} to ${max}`),
    v.transform(Number),
    v.minValue(min, `Expected ${what} from ${min} to ${max}`),
    v.maxValue(max, `Expected ${what} from ${min} to ${max}`),
  );

export const pageField = v.optional(wholeNumber(1, MAX_PAGE, 'a page number'), 1);
export const offsetField = v.optional(wholeNumber(0, MAX_OFFSET, 'an offset'), 0);
export const limitField = v.optional(wholeNumber(1, MAX_LIMIT, 'a limit'), PAGE_SIZE);
/** The ?format=json of the calls outside /api (the only format they answer in). */
export const formatField = v.optional(v.literal('json', 'Only format=json is supported'));

/** Next offset of an offset-paged feed, or null at its end. */
export const nextOffset = (offset: number, limit: number, more: boolean) => (more && offset + limit <= MAX_OFFSET ? offset + limit : null);
