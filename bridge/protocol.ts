// Wire names and constants of the host<->page protocol (see PROTOCOL.md). Wire names are data:
// the native apps, the schemas and the code all read them from here.
// No validation library here: boot.js imports this file and must stay tiny.

/** The marker every message carries, so stray postMessages from other scripts are told apart. */
export const BRIDGE_MARKER = 'sketchery';
/** Protocol major version. Changing any message's shape means a new version (or a new message). */
export const PROTOCOL_VERSION = 1;
export const SUPPORTED_VERSIONS: readonly number[] = [1];

/** iOS: window.webkit.messageHandlers.<IOS_HANDLER_NAME>.postMessage(text). */
export const IOS_HANDLER_NAME = 'sketchery';
/** Android: the object injected in addWebMessageListener style, window.<ANDROID_OBJECT_NAME>. */
export const ANDROID_OBJECT_NAME = 'SketcheryAndroid';
/** The frozen global the host calls with each message: window.sketcheryReceive(textOrObject). */
export const RECEIVE_FUNCTION_NAME = 'sketcheryReceive';
/** Hidden one-shot hand-over from boot.js to the app's bridge (first claim wins). */
export const INBOX_PROPERTY_NAME = '__sketcheryInbox';

/**
 * The app's three themes and the hex code the app sends for each (lower case, no '#'). The
 * page's theme names (src/lib/theme.ts) are these keys: the bridge owns the wire values.
 */
export const THEME_HEX = { light: 'f2f2f3', gray: '4d5052', dark: '161616' } as const;

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
/** Events the host pushes at any time. */
export const HOST_EVENTS = { theme: 'theme', auth: 'auth', file: 'file' } as const;

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
  /** A message as text; anything longer is dropped unread (files go by URL or handle). */
  maxMessageChars: 16_384,
  /** Messages kept for the page before it listens; the oldest go first. */
  maxQueuedMessages: 64,
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
