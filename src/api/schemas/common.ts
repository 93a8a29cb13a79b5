// Building blocks shared by the entity schemas. The schemas are the types: every response type
// is inferred from its schema (v.InferOutput), and client.ts parses each response with its
// schema where it enters. Objects are v.object, so unknown fields are dropped; v.optional and
// v.nullish only where the spec or the service lets a field be missing.
import * as v from 'valibot';

export const IdSchema = v.pipe(v.number(), v.integer());
export type Id = v.InferOutput<typeof IdSchema>;

/** A date as the service sends it (ISO text). */
export const DateTextSchema = v.string();

/** A list of ids (following, blocks, ...). */
export const IdListSchema = v.array(IdSchema);

export const OkSchema = v.object({ ok: v.literal(true) });
export type OkResponse = v.InferOutput<typeof OkSchema>;

export const IdResponseSchema = v.object({ id: IdSchema });
export type IdResponse = v.InferOutput<typeof IdResponseSchema>;

/** Every error response of the reference backend: a code and a message for people. */
export const ErrorBodySchema = v.object({ error: v.string(), message: v.string() });
export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>;
