// Run-time schemas of every message, both ways. These are the source of truth: the TypeScript
// types are inferred from them, and bridge/schema/*.json is generated from them for the apps.
// Objects are strict (unknown fields are an error) so a typo in the native code fails loudly.
import * as v from 'valibot';
import { messageText } from './json';
import {
  BRIDGE_MARKER,
  ERROR_CODES,
  HOST_EVENTS,
  LIMITS,
  PAGE_EVENTS,
  REQUESTS,
  SUPPORTED_VERSIONS,
  THEME_HEX,
  TOKEN_PATTERN,
  type RequestName,
} from './protocol';

const text = (max: number, description: string) =>
  v.pipe(v.string(), v.minLength(1), v.maxLength(max), v.description(description));

export const ThemeHexSchema = v.pipe(
  v.picklist(Object.values(THEME_HEX)),
  v.description('light f2f2f3, gray 4d5052, dark 161616; lower case, no #'),
);
export const LoadIdSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9_-]{8,64}$/),
  v.description('random id of one page load; the host echoes it in every response'),
);
export const MessageIdSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9._:-]{1,64}$/),
  v.description('request id, unique across page loads'),
);
const TokenSchema = v.pipe(v.string(), v.regex(TOKEN_PATTERN));
/**
 * Absolute http(s) URL or a path on the page's own origin; never data:, blob: or javascript:.
 * The pattern is the shape only: whether a path stays on the origin is decided by resolving it
 * (bridge/fileUrl.ts), since `/\\host/x` fits any path pattern and leads to another host.
 */
export const FileUrlSchema = v.pipe(
  v.string(),
  v.maxLength(LIMITS.urlChars),
  v.regex(/^(?:https?:\/\/[^\s/?#]+(?:[/?#]\S*)?|\/[^/\s]\S*)$/),
  v.description(
    "https://... or http://... of the page's own origin, or a /path that, resolved against the page, stays on it (so no /\\host/...); the page drops another origin (its CSP connects to none) and data: URLs",
  ),
);
const HandleSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9_-]{1,128}$/),
  v.description('opaque id of a file the host keeps (or has already uploaded)'),
);
const VersionSchema = v.picklist(SUPPORTED_VERSIONS);
/** Exactly {} (valibot's strictObject({}) would also take an array, which JSON Schema rejects). */
const EmptySchema = v.pipe(
  v.custom<Record<string, never>>(
    (value) => typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0,
    'expected {}',
  ),
  v.metadata({ jsonSchema: { type: 'object', properties: {}, additionalProperties: false } }),
);

export const AuthStateSchema = v.variant('state', [
  v.strictObject({
    state: v.literal('signedIn'),
    token: v.pipe(TokenSchema, v.description('short-lived token signed by the host; the page exchanges it')),
  }),
  v.strictObject({ state: v.literal('signedOut') }),
]);

export const HostFileSchema = v.strictObject({
  source: v.variant('kind', [
    v.strictObject({ kind: v.literal('url'), url: FileUrlSchema }),
    v.strictObject({ kind: v.literal('handle'), handle: HandleSchema }),
  ]),
  name: text(LIMITS.nameChars, 'file name shown to the user'),
  mimeType: v.pipe(v.string(), v.regex(/^[a-z]+\/[a-z0-9.+-]{1,100}$/)),
  size: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(LIMITS.maxFileBytes)),
});

// ---- Requests of the page and the data of their successful answers ----

export const REQUEST_PAYLOADS = {
  [REQUESTS.hello]: v.strictObject({
    versions: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999))), v.minLength(1), v.maxLength(8)),
  }),
  [REQUESTS.openUpload]: EmptySchema,
  [REQUESTS.startStream]: EmptySchema,
  [REQUESTS.platformSignIn]: EmptySchema,
  [REQUESTS.openSketch]: v.strictObject({
    sketchId: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER)),
    fileUrl: FileUrlSchema,
  }),
} satisfies Record<RequestName, v.GenericSchema>;

export const HelloAnswerSchema = v.strictObject({
  version: VersionSchema,
  platform: v.picklist(['ios', 'android', 'web']),
  appVersion: v.pipe(v.string(), v.maxLength(32)),
  capabilities: v.pipe(
    v.array(v.pipe(v.string(), v.regex(/^[a-z][A-Za-z0-9.]{0,63}$/))),
    v.maxLength(LIMITS.capabilities),
    v.description('request names the host handles; unknown names are ignored'),
  ),
  theme: v.nullable(ThemeHexSchema),
  auth: v.pipe(v.nullable(AuthStateSchema), v.description('null leaves the web session as it is')),
});

export const RESULT_DATA = {
  [REQUESTS.hello]: HelloAnswerSchema,
  [REQUESTS.openUpload]: EmptySchema,
  [REQUESTS.startStream]: EmptySchema,
  [REQUESTS.platformSignIn]: v.strictObject({ identityToken: TokenSchema }),
  [REQUESTS.openSketch]: EmptySchema,
} satisfies Record<RequestName, v.GenericSchema>;

export type RequestPayload<N extends RequestName> = v.InferOutput<(typeof REQUEST_PAYLOADS)[N]>;
export type ResultData<N extends RequestName> = v.InferOutput<(typeof RESULT_DATA)[N]>;
export type HelloAnswer = v.InferOutput<typeof HelloAnswerSchema>;
export type AuthState = v.InferOutput<typeof AuthStateSchema>;
export type HostFile = v.InferOutput<typeof HostFileSchema>;
export type ThemeHex = v.InferOutput<typeof ThemeHexSchema>;

export const BridgeErrorSchema = v.strictObject({
  code: v.picklist(Object.values(ERROR_CODES)),
  message: v.pipe(v.string(), v.maxLength(LIMITS.messageChars)),
});

export function resultSchema<S extends v.GenericSchema>(data: S) {
  return v.variant('ok', [
    v.strictObject({ ok: v.literal(true), data }),
    v.strictObject({ ok: v.literal(false), error: BridgeErrorSchema }),
  ]);
}

// ---- Envelopes ----

const base = {
  bridge: v.literal(BRIDGE_MARKER),
  v: VersionSchema,
};

function pageRequest<N extends RequestName>(name: N) {
  return v.strictObject({
    ...base,
    load: LoadIdSchema,
    kind: v.literal('request'),
    id: MessageIdSchema,
    name: v.literal(name),
    payload: REQUEST_PAYLOADS[name],
  });
}

function pageEvent<N extends string, P extends v.GenericSchema>(name: N, payload: P) {
  return v.strictObject({ ...base, load: LoadIdSchema, kind: v.literal('event'), name: v.literal(name), payload });
}

function hostEvent<N extends string, P extends v.GenericSchema>(name: N, payload: P) {
  return v.strictObject({
    ...base,
    load: v.optional(v.pipe(LoadIdSchema, v.description('if present, must be the current load'))),
    kind: v.literal('event'),
    name: v.literal(name),
    payload,
  });
}

export const PAGE_REQUEST_SCHEMAS = {
  [REQUESTS.hello]: pageRequest(REQUESTS.hello),
  [REQUESTS.openUpload]: pageRequest(REQUESTS.openUpload),
  [REQUESTS.startStream]: pageRequest(REQUESTS.startStream),
  [REQUESTS.platformSignIn]: pageRequest(REQUESTS.platformSignIn),
  [REQUESTS.openSketch]: pageRequest(REQUESTS.openSketch),
};

export const PAGE_EVENT_SCHEMAS = {
  [PAGE_EVENTS.ready]: pageEvent(PAGE_EVENTS.ready, EmptySchema),
  [PAGE_EVENTS.cancel]: pageEvent(PAGE_EVENTS.cancel, v.strictObject({ requestId: MessageIdSchema })),
};

export const HOST_EVENT_SCHEMAS = {
  [HOST_EVENTS.theme]: hostEvent(HOST_EVENTS.theme, v.strictObject({ hex: ThemeHexSchema })),
  [HOST_EVENTS.auth]: hostEvent(HOST_EVENTS.auth, AuthStateSchema),
  [HOST_EVENTS.file]: hostEvent(HOST_EVENTS.file, HostFileSchema),
  [HOST_EVENTS.resume]: hostEvent(
    HOST_EVENTS.resume,
    v.pipe(EmptySchema, v.description('{}: the app came back to the foreground after having been in the background')),
  ),
};

/** A response as the page first reads it: the result is checked once the request is known. */
export const HostResponseEnvelopeSchema = v.strictObject({
  ...base,
  load: LoadIdSchema,
  kind: v.literal('response'),
  id: MessageIdSchema,
  result: v.unknown(),
});

/** The full response to one request (for the published schemas and the hosts' own checks). */
export function hostResponseSchema<N extends RequestName>(name: N) {
  return v.strictObject({ ...HostResponseEnvelopeSchema.entries, result: resultSchema(RESULT_DATA[name]) });
}

export const PageMessageSchema = v.variant('kind', [
  v.variant('name', Object.values(PAGE_REQUEST_SCHEMAS)),
  v.variant('name', Object.values(PAGE_EVENT_SCHEMAS)),
]);

export const HostMessageSchema = v.variant('kind', [
  HostResponseEnvelopeSchema,
  v.variant('name', Object.values(HOST_EVENT_SCHEMAS)),
]);

export type PageMessage = v.InferOutput<typeof PageMessageSchema>;
export type HostMessage = v.InferOutput<typeof HostMessageSchema>;
export type HostEventMessage = Exclude<HostMessage, { kind: 'response' }>;

/**
 * Parses a message as text or object. An object is read as its JSON text (bridge/json.ts): own
 * fields only, so both delivery forms of one message meet the same checks and the same limit.
 * The reason is short enough for one log line.
 */
export function parseMessage<S extends v.GenericSchema>(
  schema: S,
  raw: unknown,
): { ok: true; message: v.InferOutput<S> } | { ok: false; reason: string } {
  const text = messageText(raw);
  if (text === false) return { ok: false, reason: 'fields under __proto__ (an object with another prototype)' };
  if (text === undefined) return { ok: false, reason: 'not JSON' };
  if (text.length > LIMITS.maxMessageChars) return { ok: false, reason: `longer than ${LIMITS.maxMessageChars} characters` };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
  const parsed = v.safeParse(schema, value, { abortEarly: true });
  if (parsed.success) return { ok: true, message: parsed.output };
  const issue = parsed.issues[0];
  const path = issue.path?.map((item) => String(item.key)).join('.') || 'message';
  // The received value is left out on purpose: it may be a token.
  return { ok: false, reason: `${path}: expected ${issue.expected ?? issue.type}`.slice(0, 200) };
}
