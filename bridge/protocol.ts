// Wire names and constants of the host<->page protocol (see PROTOCOL.md). Wire names are data:
// the native apps, the schemas and the code all read them from here.
// boot.js and the entry import only names.ts (re-exported here), so this file may grow.
import { MAX_MESSAGE_CHARS, MAX_QUEUED_MESSAGES, PROTOCOL_VERSION } from './names';

export {
  ANDROID_OBJECT_NAME,
  BRIDGE_MARKER,
  HOST_EVENTS,
  INBOX_PROPERTY_NAME,
  IOS_HANDLER_NAME,
  PROTOCOL_VERSION,
  RECEIVE_FUNCTION_NAME,
  THEME_HEX,
  TOKEN_PATTERN,
  type HostEventName,
} from './names';

export const SUPPORTED_VERSIONS: readonly number[] = [PROTOCOL_VERSION];

export const MESSAGE_KINDS = { request: 'request', response: 'response', event: 'event' } as const;

/** Requests the page makes; each is also the capability name the host must announce. */
export const REQUESTS = {
  hello: 'hello',
  openUpload: 'upload.open',
  startStream: 'stream.start',
  platformSignIn: 'signIn.platform',
  openSketch: 'sketch.open',
} as const;
export type RequestName = (typeof REQUESTS)[keyof typeof REQUESTS];
/** Requests gated by a capability (hello is always allowed). */
export type CapabilityName = Exclude<RequestName, 'hello'>;

/** Events the page sends (no answer). */
export const PAGE_EVENTS = { ready: 'ready', cancel: 'cancel' } as const;

export const ERROR_CODES = {
  /** No host, the host did not answer hello, or the message could not be sent. */
  UNAVAILABLE: 'UNAVAILABLE',
  /** The host lacks the capability or speaks another protocol version. */
  UNSUPPORTED: 'UNSUPPORTED',
  /** No answer within the call's timeout. */
  TIMEOUT: 'TIMEOUT',
  /** The page aborted the call, or the user dismissed the host's screen. */
  CANCELLED: 'CANCELLED',
  /** The request or the answer broke the schema. */
  INVALID: 'INVALID',
  /** The host tried and failed (its message says why). */
  FAILED: 'FAILED',
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

export interface BridgeError {
  code: ErrorCode;
  message: string;
}
export type Result<T> = { ok: true; data: T } | { ok: false; error: BridgeError };

export const LIMITS = {
  maxMessageChars: MAX_MESSAGE_CHARS,
  maxQueuedMessages: MAX_QUEUED_MESSAGES,
  idChars: 64,
  tokenChars: 4_096,
  urlChars: 2_048,
  handleChars: 128,
  nameChars: 200,
  messageChars: 500,
  capabilities: 32,
  /** Largest file the host may offer (the upload limit of the spec, part 1 §9). */
  maxFileBytes: 16_777_216,
} as const;

export const TIMEOUTS_MS = {
  /** The host answers hello at once; past this the page runs as in a plain browser. */
  hello: 3_000,
  /** Default of a call that only opens a host screen. */
  call: 10_000,
  /** Sign-in waits for the user on the platform's sheet. */
  [REQUESTS.platformSignIn]: 180_000,
} as const;
