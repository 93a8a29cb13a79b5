// The app's side of the host bridge (bridge/): the host's theme goes to the theme store, its
// sign-in and sign-out to the session, its resume to the host store's counter (which
// queryFreshness.ts follows to refresh what is stale), and the UI asks the host for what only
// the app can do (upload screen, live stream, platform sign-in, opening a sketch file). Without
// a host every action has a web answer. Reached only through hostBridge.ts, which loads this
// chunk (with the bridge's schemas) only where a host is.
import { HostBridge, type BridgeStatus, type CallOptions, type HostBridgeOptions } from '../../../bridge/client';
import { ERROR_CODES, REQUESTS, type CapabilityName, type Result } from '../../../bridge/protocol';
import { bridgeWarn } from '../../../bridge/receiver';
import type { AuthState, RequestPayload, ResultData, ThemeHex } from '../../../bridge/schemas';
import { ApiError } from '../../api/client';
import { errorCodeOf, refusedRequest } from '../../api/errors';
import { authAppleId, exchangeHostToken, logout } from '../../api/session';
import { themeFromHex } from '../../lib/theme';
import { useHandedFile } from '../../stores/handedFile';
import { useHost } from './hostState';
import { useSession, whenSessionKnown } from '../../stores/session';
import { useTheme } from '../../stores/theme';
import {
  APP_UPDATE_NEEDED,
  noApp,
  LIVE_STREAM_FAILED,
  LIVE_STREAM_IN_APP,
  PLATFORM_SIGN_IN_FAILED,
  PLATFORM_SIGN_IN_NO_ACCOUNT,
  SKETCH_FILE_FAILED,
  SKETCH_FILE_IN_APP,
  WEB_UPLOAD_PATH,
  type PlatformSignInResult,
  type UploadOutcome,
} from './hostAnswers';
import type { HandOffResult } from '../../lib/handOff';
import { navigateWhenIdle, reloadPage as reloadCurrentPage } from '../navigation/navigation';

/** The host's sign-in waits this long for the first session read, so the two cannot cross. */
const SESSION_LOAD_WAIT_MS = 5_000;

export interface StartOptions {
  bridge?: HostBridgeOptions;
  /** How the page reloads after a platform sign-in (tests replace it). */
  reload?: () => void;
}

let bridge: HostBridge | null = null;
let unsubscribe: (() => void)[] = [];
let reloadPage: () => void = () => window.location.reload();
let authQueue: Promise<void> = Promise.resolve();

/** Called once from main.tsx before the first render. */
export function startHostBridge(options: StartOptions = {}): void {
  if (bridge) return;
  const started = (bridge = new HostBridge(options.bridge));
  if (options.reload) reloadPage = options.reload;
  // Subscribed before start, so messages the host sent before the app ran reach the stores.
  unsubscribe = [
    started.connection.subscribe((status) => followHostStatus(status, started)),
    started.theme.subscribe(applyHostTheme),
    started.auth.subscribe(followHostAuth),
    started.resumes.subscribe(countResume),
  ];
  started.start();
}

/**
 * Called once from main.tsx after navigation has started: a file the app hands over waits in
 * the handed-file store and opens the upload page, whose form takes it.
 */
export function followHostFiles(): void {
  if (!bridge) return;
  unsubscribe.push(
    bridge.files.subscribe((file) => {
      useHandedFile.getState().hand(file);
      navigateWhenIdle(WEB_UPLOAD_PATH);
    }),
  );
}

/** Stops the bridge (tests, hot reload). */
export function stopHostBridge(): void {
  unsubscribe.forEach((stop) => stop());
  unsubscribe = [];
  bridge?.dispose();
  bridge = null;
  authQueue = Promise.resolve();
  useHost.setState(useHost.getInitialState());
}

/** Called by main.tsx after the first render: the host may drop its splash screen. */
export function announceReady(): void {
  bridge?.ready();
}

/** Resolves once the host's sign-in or sign-out pushed so far has reached the session (tests). */
export function hostAuthSettled(): Promise<void> {
  return authQueue;
}

export async function platformSignIn(signal?: AbortSignal): Promise<PlatformSignInResult> {
  // Waits for the user on the app's sheet (up to 180 s); `signal` is the page's Cancel, which
  // ends the call as CANCELLED and tells the host to close the sheet.
  const result = await call(REQUESTS.platformSignIn, {}, { signal });
  if (!result.ok) {
    return result.error.code === ERROR_CODES.CANCELLED ? { kind: 'cancelled' } : { kind: 'error', text: PLATFORM_SIGN_IN_FAILED };
  }
  try {
    const { user } = await authAppleId(result.data.identityToken);
    if (!user) return { kind: 'error', text: PLATFORM_SIGN_IN_FAILED };
    reloadPage();
    return { kind: 'signedIn' };
  } catch (error) {
    const noAccount = error instanceof ApiError && error.status === 404 && errorCodeOf(error) === 'no_account';
    return { kind: 'error', text: noAccount ? PLATFORM_SIGN_IN_NO_ACCOUNT : PLATFORM_SIGN_IN_FAILED };
  }
}

let uploadAsked = false;

/**
 * The app's upload screen, else the web upload page. A cancel in the app stays put; so does a
 * user who moved on while the app did not answer (the call ends only after its timeout), and a
 * second tap while the app is asked is not a second request.
 */
export async function openUpload(navigate: (path: string) => void): Promise<UploadOutcome> {
  if (uploadAsked) return 'alreadyAsked';
  uploadAsked = true;
  const askedAt = currentAddress();
  try {
    const result = await call(REQUESTS.openUpload, {});
    if (result.ok) return 'opened';
    if (result.error.code === ERROR_CODES.CANCELLED) return 'cancelled';
    // Not when the web upload page is the page: loading it again would drop what it says about
    // the failure (and what the artist filled in).
    if (currentAddress() === askedAt && window.location.pathname !== WEB_UPLOAD_PATH) navigate(WEB_UPLOAD_PATH);
    return 'failed';
  } finally {
    uploadAsked = false;
  }
}

export async function startLiveStream(): Promise<HandOffResult> {
  return handOffOf(await call(REQUESTS.startStream, {}), LIVE_STREAM_FAILED, LIVE_STREAM_IN_APP);
}

/** Hands a sketch's file to the app by URL (made absolute: the app does not know the page's origin). */
export async function openSketchInApp(sketch: { id: number; fileUrl: string }): Promise<HandOffResult> {
  const result = await call(REQUESTS.openSketch, { sketchId: sketch.id, fileUrl: absoluteUrl(sketch.fileUrl) });
  return handOffOf(result, SKETCH_FILE_FAILED, SKETCH_FILE_IN_APP);
}

/** A call's result as the page tells it (PROTOCOL.md §5): only a page with no app here is sent to get it. */
function handOffOf(result: Result<unknown>, failedText: string, noAppText: string): HandOffResult {
  if (result.ok) return { kind: 'handled' };
  switch (result.error.code) {
    case ERROR_CODES.CANCELLED:
      return { kind: 'cancelled' };
    case ERROR_CODES.UNAVAILABLE:
      return noApp(noAppText);
    case ERROR_CODES.UNSUPPORTED:
      return { kind: 'failed', text: APP_UPDATE_NEEDED };
    default:
      return { kind: 'failed', text: failedText };
  }
}

const currentAddress = () => `${window.location.pathname}${window.location.search}`;

function call<N extends CapabilityName>(name: N, payload: RequestPayload<N>, options?: CallOptions): Promise<Result<ResultData<N>>> {
  if (!bridge) return Promise.resolve({ ok: false, error: { code: ERROR_CODES.UNAVAILABLE, message: 'bridge not started' } });
  return bridge.call(name, payload, options);
}

/** The interface follows the handshake: the host's actions show once it has listed them. */
function followHostStatus(status: BridgeStatus, started: HostBridge): void {
  useHost.setState({ status, capabilities: status === 'connected' ? (started.host?.capabilities ?? []) : [] });
}

/** The app came back to the foreground: the data on screen may be old (queryFreshness.ts). */
function countResume(): void {
  useHost.setState((s) => ({ resumes: s.resumes + 1 }));
}

function applyHostTheme(hex: ThemeHex): void {
  const theme = themeFromHex(hex);
  // Repainted at once and saved; the page keeps its state (no rebuild for a push); a repeat does nothing.
  if (theme) useTheme.getState().followTheme(theme);
}

function followHostAuth(auth: AuthState): void {
  // One after another, in the order pushed: sign-in, sign-out, sign-in ends signed in.
  authQueue = authQueue.then(() => applyHostAuth(auth));
}

async function applyHostAuth(auth: AuthState): Promise<void> {
  // The first session read was sent before the host's push; its answer must not land after ours.
  await whenSessionKnown({ timeoutMs: SESSION_LOAD_WAIT_MS });
  const { setUser } = useSession.getState();
  if (auth.state === 'signedOut') {
    // The host's sign-out ends every account here: a gloperator acting as someone is signed out of
    // their own account too (the first logout only takes them back to it).
    const out = await logout().catch(() => bridgeWarn('sign-out: the server did not answer')); // signed out here anyway
    if (out?.user) await logout().catch(() => bridgeWarn('sign-out: the server did not answer'));
    setUser(null);
    return;
  }
  const before = useSession.getState().user?.id ?? null;
  try {
    const { user } = await exchangeHostToken(auth.token);
    if (!user) return bridgeWarn('sign-in: the host token gave no user');
    setUser(user);
    // A screen read as someone else (or as a visitor: "You must be logged in...") reads again.
    if (user.id !== before) void reloadCurrentPage();
  } catch (error) {
    bridgeWarn('sign-in: the server refused the host token');
    // The app says someone is signed in and it is not shown who: the page must not go on showing
    // another account's data. A server out of reach proves nothing, so only a refusal signs out.
    if (refusedRequest(error) && before !== null) {
      await logout().catch(() => bridgeWarn('sign-out: the server did not answer'));
      setUser(null);
    }
  }
}


function absoluteUrl(url: string): string {
  try {
    return new URL(url, window.location.href).href;
  } catch {
    return url; // the schema check then refuses it
  }
}

