// The page's inbox for host messages, installed by boot.js before the app's code runs:
// - window.sketcheryReceive(textOrObject): one frozen, non-writable global the host calls;
// - the Android object's message events and, in the iframe case, the parent's postMessages
//   (exact origin) go to the same inbox;
// - until the app's bridge claims the inbox, messages are queued (bounded), then replayed in order.
//   Besides that ordered queue, the latest of each host event is kept, so a flood of other early
//   messages cannot push it out of a full queue: theme, auth and file are state, and a resume says
//   that what the page read while it loaded may be old. "Early" is not "before the first screen
//   read anything": the app claims the inbox once the bridge's own chunk has loaded, and the first
//   screen may have read its data by then (and more so when the app went to the background
//   meanwhile). Replayed, a resume refreshes what is stale; with nothing read yet it does nothing.
// - early messages are shown to boot.js as they come (own fields only), so it can apply a pushed
//   theme at once instead of when the app has loaded.
// Only the first claim succeeds: the app claims at start, so a script that runs later cannot
// listen in on tokens. The bridge validates; boot.js's look at an early message is no more than
// a look. Keep this file tiny (boot path): it imports names.ts, never protocol.ts.
import { HOST_EVENTS, INBOX_PROPERTY_NAME, MAX_MESSAGE_CHARS, MAX_QUEUED_MESSAGES, RECEIVE_FUNCTION_NAME, THEME_HEX, TOKEN_PATTERN } from './names';
import { defaultParentOrigin, detectEnvironment, type BridgeWindow } from './environment';
import { messageText } from './json';

export type RawListener = (raw: unknown) => void;
/** An early message as its JSON text reads (own fields only); boot.js checks the rest. */
export type EarlyMessage = Record<string, unknown>;

export interface HostInbox {
  /** Whether boot found a host to talk to (the app's object or an allowed parent), not a plain browser. */
  readonly host: boolean;
  receive(raw: unknown): void;
  claim(listener: RawListener): boolean;
}

export interface InboxOptions {
  host?: boolean;
  /** Sees each message that arrives before the claim (boot.js: a pushed theme applies at once). */
  early?: (message: EarlyMessage) => void;
}

export function bridgeWarn(reason: string): void {
  console.warn(`[bridge] ${reason}`);
}

/** The message as an object of its own fields, or null (no JSON object); never throws. */
function peek(raw: unknown): EarlyMessage | null {
  try {
    const value: unknown = JSON.parse(messageText(raw) || 'null');
    return value && typeof value === 'object' ? (value as EarlyMessage) : null;
  } catch {
    return null;
  }
}

const KEPT_EVENTS: readonly unknown[] = Object.values(HOST_EVENTS);
const THEME_HEXES: readonly unknown[] = Object.values(THEME_HEX);

/**
 * Whether an early event may stand as its kind's latest: a theme of the app's three, a sign-in
 * with a token or a sign-out. Only a look (the bridge validates), so that a flood of malformed
 * events of the same name cannot push the good one out (PROTOCOL.md §1).
 */
function keepable(message: EarlyMessage): boolean {
  const payload = message.payload as Record<string, unknown> | null | undefined;
  if (!payload || typeof payload !== 'object') return false;
  if (message.name === HOST_EVENTS.theme) return THEME_HEXES.includes(payload.hex);
  if (message.name === HOST_EVENTS.auth) return payload.state === 'signedOut' || (payload.state === 'signedIn' && typeof payload.token === 'string' && TOKEN_PATTERN.test(payload.token));
  return true;
}

export function createHostInbox(
  warn: (reason: string) => void = bridgeWarn,
  limit: number = MAX_QUEUED_MESSAGES,
  { host = true, early }: InboxOptions = {},
): HostInbox {
  let queue: { raw: unknown; n: number }[] = [];
  /** The latest early message of each host event (theme, auth, file, resume), by name. */
  const latest: Record<string, { raw: unknown; n: number }> = {};
  let count = 0;
  let listener: RawListener | null = null;
  const deliver = (raw: unknown) => {
    try {
      listener!(raw);
    } catch {
      warn('listener threw; message dropped'); // never let one message break the host's call
    }
  };
  return Object.freeze({
    host,
    receive(raw: unknown) {
      if (typeof raw === 'string' && raw.length > MAX_MESSAGE_CHARS) {
        warn(`dropped: longer than ${MAX_MESSAGE_CHARS} characters`);
        return;
      }
      if (listener) return deliver(raw);
      const entry = { raw, n: count++ };
      const message = peek(raw);
      if (message?.kind === 'event' && KEPT_EVENTS.includes(message.name) && keepable(message)) latest[message.name as string] = entry;
      if (queue.length >= limit) {
        queue.shift();
        warn('dropped: early queue full, oldest message discarded');
      }
      queue.push(entry);
      try {
        if (message) early?.(message);
      } catch {
        /* boot.js's look at a message must not throw into the host's call */
      }
    },
    claim(next: RawListener) {
      if (listener) {
        warn('inbox already claimed');
        return false;
      }
      listener = next;
      // A kept message that fell out of the queue is older than everything still in it.
      const kept = Object.values(latest).filter((entry) => !queue.includes(entry));
      const replay = [...kept.sort((a, b) => a.n - b.n), ...queue];
      queue = [];
      for (const entry of replay) deliver(entry.raw);
      return true;
    },
  });
}

/**
 * Installs the inbox once per page (boot.js first; the app's call then finds it).
 * Returns null where the bridge is off (a sub-frame that may not talk to a host).
 */
export function installHostReceiver(
  win: BridgeWindow = window as unknown as BridgeWindow,
  allowedParentOrigin: string | null = defaultParentOrigin(win),
  early?: InboxOptions['early'],
): HostInbox | null {
  const slot = win as unknown as Record<string, unknown>;
  const installed = slot[INBOX_PROPERTY_NAME] as HostInbox | undefined;
  if (installed) return installed;
  const env = detectEnvironment(win, allowedParentOrigin);
  if (!env.enabled) return null;

  const inbox = createHostInbox(bridgeWarn, MAX_QUEUED_MESSAGES, { host: env.kind !== 'none', early });
  const receive = Object.freeze(function sketcheryReceive(raw: unknown): void {
    inbox.receive(raw);
  });
  try {
    Object.defineProperty(win, RECEIVE_FUNCTION_NAME, { value: receive, enumerable: false, writable: false, configurable: false });
    Object.defineProperty(win, INBOX_PROPERTY_NAME, { value: inbox, enumerable: false, writable: false, configurable: false });
  } catch {
    bridgeWarn(`${RECEIVE_FUNCTION_NAME} was already taken; bridge off`);
    return null;
  }

  if (env.kind === 'android') {
    const android = win.SketcheryAndroid!;
    const onMessage = (event: { data: unknown }) => inbox.receive(event.data);
    if (typeof android.addEventListener === 'function') android.addEventListener('message', onMessage);
    else android.onmessage = onMessage;
  } else if (env.kind === 'parent') {
    win.addEventListener('message', (event) => {
      if (event.source !== win.parent) return; // not from the host: someone else's message
      if (event.origin !== env.parentOrigin) return bridgeWarn(`dropped: foreign origin ${event.origin}`);
      inbox.receive(event.data);
    });
  }
  return inbox;
}
