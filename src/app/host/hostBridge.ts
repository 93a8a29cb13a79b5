// The host bridge as the rest of the app sees it. The bridge client and its schemas
// (hostBridgeClient.ts, bridge/client.ts, valibot) are a chunk of their own, loaded only where
// boot.js's receiver saw a host: the app's injected object or an allowed parent frame. A plain
// browser never fetches it and gets the web answers at once. Messages a host sends before the
// chunk has loaded wait in boot.js's inbox, which the client claims when it starts. What the
// interface shows for the host follows the host store (hostState.ts), not a one-time look.
import { INBOX_PROPERTY_NAME } from '../../../bridge/names';
import type { HostInbox } from '../../../bridge/receiver';
import { hostAround, useHost } from './hostState';
import { noApp, LIVE_STREAM_IN_APP, PLATFORM_SIGN_IN_FAILED, SKETCH_FILE_IN_APP, WEB_UPLOAD_PATH, type PlatformSignInResult, type UploadOutcome } from './hostAnswers';
import type { HandOffResult } from '../../lib/handOff';
import type { StartOptions } from './hostBridgeClient';

export {
  LIVE_STREAM_IN_APP,
  PLATFORM_SIGN_IN_FAILED,
  PLATFORM_SIGN_IN_NO_ACCOUNT,
  SKETCH_FILE_IN_APP,
  UPLOAD_IN_APP_FAILED,
  WEB_UPLOAD_PATH,
  type PlatformSignInResult,
} from './hostAnswers';
import { withChunkStyles } from '../../lib/chunkStyles';
export type { StartOptions } from './hostBridgeClient';

type Client = typeof import('./hostBridgeClient');

let client: Client | null = null;
let loading: Promise<Client | null> | null = null;

/** Whether boot.js found a host to talk to (bridge/environment.ts); false without boot.js's inbox. */
export function hostPresent(win: object = window): boolean {
  return (win as Record<string, HostInbox | undefined>)[INBOX_PROPERTY_NAME]?.host === true;
}

/** Loads the bridge client (tests load it before starting a fake host). */
export function loadHostBridge(): Promise<Client | null> {
  loading ??= withChunkStyles(import('./hostBridgeClient')).then(
    (module) => (client = module),
    (error: unknown) => {
      console.warn('[bridge] the bridge client did not load; running without the app', error);
      return null;
    },
  );
  return loading;
}

/** After the client has loaded and started, in the order asked for. */
function whenStarted(action: (started: Client) => void): void {
  if (client) action(client);
  else void loading?.then((started) => started && action(started));
}

/** Called once from main.tsx before the first render; a fake host in tests (options.bridge). */
export function startHostBridge(options: StartOptions = {}): void {
  if (client) return client.startHostBridge(options);
  if (!options.bridge && !hostPresent()) return;
  useHost.setState({ status: 'connecting' });
  void loadHostBridge().then((started) => (started ? started.startHostBridge(options) : useHost.setState({ status: 'absent' })));
}

/** Called once from main.tsx after navigation has started (handed files open the upload page). */
export function followHostFiles(): void {
  whenStarted((started) => started.followHostFiles());
}

/** Called by main.tsx after the first render: the host may drop its splash screen. */
export function announceReady(): void {
  whenStarted((started) => started.announceReady());
}

/** Stops the bridge (tests, hot reload). */
export function stopHostBridge(): void {
  client?.stopHostBridge();
}

/** A host is present or still being asked; false in a plain browser and after an unanswered hello. */
export function hasHost(): boolean {
  return hostAround(useHost.getState());
}

/** Resolves once the host's sign-in or sign-out pushed so far has reached the session (tests). */
export async function hostAuthSettled(): Promise<void> {
  const started = client ?? (await loading);
  return started?.hostAuthSettled();
}

/** The app's sign-in sheet; aborting `signal` gives up on it (the result is then 'cancelled'). */
export async function platformSignIn(signal?: AbortSignal): Promise<PlatformSignInResult> {
  const started = client ?? (await loading);
  return started ? started.platformSignIn(signal) : { kind: 'error', text: PLATFORM_SIGN_IN_FAILED };
}

/** The app's upload screen, else the web upload page. A cancel in the app stays put. */
export async function openUpload(navigate: (path: string) => void): Promise<UploadOutcome> {
  const started = client ?? (await loading);
  if (started) return started.openUpload(navigate);
  navigate(WEB_UPLOAD_PATH);
  return 'failed';
}

export async function startLiveStream(): Promise<HandOffResult> {
  const started = client ?? (await loading);
  return started ? started.startLiveStream() : noApp(LIVE_STREAM_IN_APP);
}

/** Hands a sketch's file to the app by URL; without a host, says where to get the app. */
export async function openSketchInApp(sketch: { id: number; fileUrl: string }): Promise<HandOffResult> {
  const started = client ?? (await loading);
  return started ? started.openSketchInApp(sketch) : noApp(SKETCH_FILE_IN_APP);
}
