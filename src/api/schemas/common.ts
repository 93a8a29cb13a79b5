// Building blocks shared by the entity schemas. The schemas are the types: every response type
// is inferred from its schema (v.InferOutput), and client.ts parses each response with its
// schema where it enters. Objects are v.object, so unknown fields are dropped; v.optional and
// v.nullable only where the spec or the service lets a field be missing or null.
// valibot is one module to the bundler, which splits code by file: every valibot function called
// anywhere (a socket payload schema too) is in the shared chunk that the first load of every page
// carries. Build schemas from the functions already in use (object, array, optional, nullable,
// pipe, regex, custom, picklist, ...) rather than adding one for a single field.
// The build marks every valibot call of these files, and every call of a function they declare or
// import from one another (requestFields.ts's text(max), ...), as free of side effects
// (build/pureSchemas.mjs): without it the bundler keeps every schema of a file that any chunk
// imports, and the home page's first load would carry the sketch page's and the moderators'.
// Write no mark by hand (a test refuses one); a module-level call the build does not mark (of a
// global, or of src/lib) fails the test too: put it inside a helper of the file.
import * as v from 'valibot';

export const IdSchema = v.pipe(v.number(), v.integer());
export type Id = v.InferOutput<typeof IdSchema>;

/** A date as the service sends it (ISO text). */
export const DateTextSchema = v.string();

/** A list of ids (following, blocks, ...). */
export const IdListSchema = v.array(IdSchema);

/**
 * The error code of a refusal because the viewer's account is under a suspension or a warning not
 * yet accepted (server/auth/guards.ts): the app then reads the session again, and the ban page
 * shows (a ban given while the page was open takes effect at the next request).
 */
export const ACCOUNT_RESTRICTED = 'account_restricted';

/**
 * The error code of a refusal because the request carries no session the server knows (it
 * expired, or ended in another tab or on the server): the app then reads the session again.
 */
export const NOT_LOGGED_IN = 'not_logged_in';

export const OkSchema = v.object({ ok: v.literal(true) });
export type OkResponse = v.InferOutput<typeof OkSchema>;

export const IdResponseSchema = v.object({ id: IdSchema });
export type IdResponse = v.InferOutput<typeof IdResponseSchema>;

/**
 * Every error response of the reference backend: a code and a message for people, and the request
 * field it is about when it is about one (a dot path: 'nickname', 'userPro.slug'). An input that
 * failed its field's rule also gives the rule's own words (`problem`, e.g. 'Please enter a valid
 * e-mail address.'), which a form shows at the field; the message names the field for others
 * ('Invalid body field "email": ...').
 */
export const ErrorBodySchema = v.object({
  error: v.string(),
  message: v.string(),
  field: v.optional(v.string()),
  problem: v.optional(v.string()),
});
export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>;
