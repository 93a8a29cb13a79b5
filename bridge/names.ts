// The part of the protocol (PROTOCOL.md) that boot.js and every page need: the globals the host
// and the page meet at, the theme codes, the event names and the early limits. It is a module of
// its own so that the first load carries these few names only; the rest of protocol.ts (requests,
// error codes, timeouts) stays in the bridge client's chunk, loaded only where a host is.
// protocol.ts re-exports all of it: code that loads with the bridge client imports from there.

/** The marker every message carries, so stray postMessages from other scripts are told apart. */
export const BRIDGE_MARKER = 'sketchery';
/** Protocol major version. Changing any message's shape means a new version (or a new message). */
export const PROTOCOL_VERSION = 1;

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

/** A host token (auth's, the platform sign-in's): what the schemas accept, and the early inbox's look. */
export const TOKEN_PATTERN = /^[A-Za-z0-9._~+/=-]{16,4096}$/;

/**
 * Events the host pushes at any time. theme, auth and file are state the page keeps (file: the
 * latest offer); resume says the app came back to the foreground, so what the page read may be old.
 * The latest early one of each outlives a full early queue (receiver.ts).
 */
export const HOST_EVENTS = { theme: 'theme', auth: 'auth', file: 'file', resume: 'resume' } as const;
export type HostEventName = (typeof HOST_EVENTS)[keyof typeof HOST_EVENTS];

/** A message as text; anything longer is dropped unread (files go by URL or handle). */
export const MAX_MESSAGE_CHARS = 16_384;
/** Messages kept for the page before it listens; the oldest go first (the latest of each event stays). */
export const MAX_QUEUED_MESSAGES = 64;
