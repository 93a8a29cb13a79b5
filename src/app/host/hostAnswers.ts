// What the page tells the user about the app's features, and the answers when there is no host:
// shared by the host bridge facade (hostBridge.ts, in every page) and the bridge client
// (hostBridgeClient.ts, loaded only where a host is).
import { sitePaths } from '../../lib/paths/site';
import { APP_STORE_URL, PRODUCT_NAME } from '../../lib/product';
import type { HandOffResult } from '../../lib/handOff';

export const PLATFORM_SIGN_IN_NO_ACCOUNT =
  'Sorry no account exists for this Apple ID. Please use the app to create an account or link your Apple ID to an existing account.';
export const PLATFORM_SIGN_IN_FAILED = 'There was an error signing in. Please try again.';
export const LIVE_STREAM_IN_APP = `Live streams start in the ${PRODUCT_NAME} app.`;
export const SKETCH_FILE_IN_APP = `Sketch files open in the ${PRODUCT_NAME} app.`;
// Inside the app (ours, not the spec's): the app tried and failed, or did not answer in time
// (PROTOCOL.md §5: the page shows its own error), or is a version without the feature.
export const LIVE_STREAM_FAILED = 'The app could not start the live stream. Please try again.';
export const SKETCH_FILE_FAILED = 'The app could not open the sketch file. Please try again.';
export const UPLOAD_IN_APP_FAILED = 'The app could not open its upload screen. Please try again, or choose an image below.';
export const APP_UPDATE_NEEDED = `Please update the ${PRODUCT_NAME} app to use this.`;
export const WEB_UPLOAD_PATH = sitePaths.upload();

/** How asking the app for its upload screen ended: the web page is where a failed or absent app falls back to. */
export type UploadOutcome = 'opened' | 'cancelled' | 'failed' | 'alreadyAsked';

export type PlatformSignInResult = { kind: 'signedIn' } | { kind: 'error'; text: string } | { kind: 'cancelled' };

export const noApp = (text: string): HandOffResult => ({ kind: 'noApp', text, downloadUrl: APP_STORE_URL });
