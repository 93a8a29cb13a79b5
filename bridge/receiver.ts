// The page's inbox for host messages, installed by boot.js before the app's code runs:
// - window.sketcheryReceive(textOrObject): one frozen, non-writable global the host calls;
// - the Android object's message events and, in the iframe case, the parent's postMessages
//   (exact origin) go to the same inbox;
// - until the app's bridge claims the inbox, messages are queued (bounded), then replayed in order.
// Only the first claim succeeds: the app claims at start, so a script that runs later cannot
// listen in on tokens. Nothing here validates; the bridge does. Keep this file tiny (boot path).
import { INBOX_PROPERTY_NAME, LIMITS, RECEIVE_FUNCTION_NAME } from './protocol';
import { defaultParentOrigin, detectEnvironment, type BridgeWindow } from './environment';

export type RawListener = (raw: unknown) => void;

export interface HostInbox {
  receive(raw: unknown): void;
  claim(listener: RawListener): boolean;
}

export function bridgeWarn(reason: string): void {
  console.warn(`[bridge] ${reason}`);
}

export function createHostInbox(warn: (reason: string) => void = bridgeWarn, limit: number = LIMITS.maxQueuedMessages): HostInbox {
  const queue: unknown[] = [];
  let listener: RawListener | null = null;
  const deliver = (raw: unknown) => {
    try {
      listener!(raw);
    } catch {
      warn('listener threw; message dropped'); // never let one message break the host's call
    }
  };
  return Object.freeze({
    receive(raw: unknown) {
      if (typeof raw === 'string' && raw.length > LIMITS.maxMessageChars) {
        warn(`dropped: longer than ${LIMITS.maxMessageChars} characters`);
        return;
      }
      if (listener) return deliver(raw);
      if (queue.length >= limit) {
        queue.shift();
        warn('dropped: early queue full, oldest message discarded');
      }
      queue.push(raw);
    },
    claim(next: RawListener) {
      if (listener) {
        warn('inbox already claimed');
        return false;
      }
      listener = next;
      for (const raw of queue.splice(0)) deliver(raw);
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
): HostInbox | null {
  const slot = win as unknown as Record<string, unknown>;
  const installed = slot[INBOX_PROPERTY_NAME] as HostInbox | undefined;
  if (installed) return installed;
  const env = detectEnvironment(win, allowedParentOrigin);
  if (!env.enabled) return null;

  const inbox = createHostInbox();
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
