// Page -> host: every message leaves as one JSON text, whatever the transport, so the apps decode
// one format (WKScriptMessage.body as String; the Android listener only takes strings anyway).
import { ANDROID_OBJECT_NAME, IOS_HANDLER_NAME } from './protocol';
import type { BridgeWindow, Environment, TransportKind } from './environment';

export interface Transport {
  readonly kind: TransportKind;
  /** False when the message could not be handed to the host. Never throws. */
  send(text: string): boolean;
}

interface ParentWindow {
  postMessage(message: string, targetOrigin: string): void;
}

export function createTransport(win: BridgeWindow, env: Environment): Transport {
  const post = (deliver: (text: string) => void): Transport => ({
    kind: env.kind,
    send(text) {
      try {
        deliver(text);
        return true;
      } catch {
        return false; // the host went away (or the app revoked its object)
      }
    },
  });
  switch (env.kind) {
    case 'ios':
      return post((text) => win.webkit!.messageHandlers![IOS_HANDLER_NAME]!.postMessage(text));
    case 'android':
      return post((text) => win[ANDROID_OBJECT_NAME]!.postMessage(text));
    case 'parent':
      // The exact origin, never '*': a parent that navigated elsewhere gets nothing.
      return post((text) => (win.parent as ParentWindow).postMessage(text, env.parentOrigin!));
    case 'none':
      return { kind: 'none', send: () => false };
  }
}
