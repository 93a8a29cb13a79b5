// Where the page runs and which way it can reach its host. Frame policy (PROTOCOL.md, security):
// - top-level page: the app's injected object (iOS message handler or Android object), if any;
// - a direct child of a top-level page whose origin is the allowed parent origin: the parent window;
// - any other frame (a frame in a frame, a foreign parent, an iframe inside the app): the bridge is off,
//   so content framed by the site can never reach the app.
import { ANDROID_OBJECT_NAME, IOS_HANDLER_NAME } from './names';

export type TransportKind = 'ios' | 'android' | 'parent' | 'none';

export interface AndroidInjectedObject {
  postMessage(message: string): void;
  addEventListener?(type: 'message', listener: (event: { data: unknown }) => void): void;
  onmessage?: ((event: { data: unknown }) => void) | null;
}

/** The parts of `window` the bridge uses, so tests can hand in a fake one. */
export interface BridgeWindow {
  parent: unknown;
  top: unknown;
  location: { origin: string; ancestorOrigins?: ArrayLike<string> };
  webkit?: { messageHandlers?: Record<string, { postMessage(body: unknown): void } | undefined> };
  [ANDROID_OBJECT_NAME]?: AndroidInjectedObject;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

export interface Environment {
  kind: TransportKind;
  /** False inside a frame that may not talk to any host. */
  enabled: boolean;
  /** The exact origin messages to and from the parent must have (parent transport only). */
  parentOrigin: string | null;
  reason: string;
}

declare const __BRIDGE_PARENT_ORIGIN__: string | undefined;

/**
 * The parent origin allowed to host the page in an iframe: a build-time setting
 * (BRIDGE_PARENT_ORIGIN; empty turns the parent transport off), else the page's own origin,
 * which is how the reference server's stub host embeds it.
 */
export function defaultParentOrigin(win: Pick<BridgeWindow, 'location'>): string | null {
  const configured = typeof __BRIDGE_PARENT_ORIGIN__ === 'string' ? __BRIDGE_PARENT_ORIGIN__ : win.location.origin;
  return configured && configured !== 'null' ? configured : null;
}

export function detectEnvironment(win: BridgeWindow, allowedParentOrigin: string | null): Environment {
  const framed = win.parent !== win;
  if (!framed) {
    if (typeof win.webkit?.messageHandlers?.[IOS_HANDLER_NAME]?.postMessage === 'function') {
      return { kind: 'ios', enabled: true, parentOrigin: null, reason: 'iOS message handler' };
    }
    if (typeof win[ANDROID_OBJECT_NAME]?.postMessage === 'function') {
      return { kind: 'android', enabled: true, parentOrigin: null, reason: 'Android injected object' };
    }
    return { kind: 'none', enabled: true, parentOrigin: null, reason: 'plain browser' };
  }
  const off = (reason: string): Environment => ({ kind: 'none', enabled: false, parentOrigin: null, reason });
  if (win.parent !== win.top) return off('nested frame');
  if (!allowedParentOrigin) return off('no parent origin allowed');
  // Where the browser tells the parent's origin, check it now; elsewhere the exact origin check
  // on every message (and the target origin of every post) still keeps a foreign parent out.
  const ancestors = win.location.ancestorOrigins;
  if (ancestors && ancestors.length > 0 && ancestors[0] !== allowedParentOrigin) {
    return off(`parent origin ${ancestors[0]} not allowed`);
  }
  return { kind: 'parent', enabled: true, parentOrigin: allowedParentOrigin, reason: 'parent window' };
}
