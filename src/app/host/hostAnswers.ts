// What the page tells the user about the app's features, and the answers when there is no host:
// shared by the host bridge facade (hostBridge.ts, in every page) and the bridge client
// (hostBridgeClient.ts, loaded only where a host is).
import { sitePaths } from '../../lib/paths/site';
import { APP_STORE_URL, PRODUCT_NAME } from '../../lib/product';

export const PLATFORM_SIGN_IN_NO_ACCOUNT =
  'Sorry no account exists for this Apple ID. Please use the app to create an account or link your Apple ID to an existing account.';
export const PLATFORM_SIGN_IN_FAILED = 'There was an error signing in. Please try again.';
export const LIVE_STREAM_IN_APP = `Live streams start in the ${PRODUCT_NAME} app.`;
export const SKETCH_FILE_IN_APP = `Sketch files open in the ${PRODUCT_NAME} app.`;
export const WEB_UPLOAD_PATH = sitePaths.upload();

export type PlatformSignInResult = { kind: 'signedIn' } | { kind: 'error'; text: string } | { kind: 'cancelled' };
/** What became of a hand-off to the app; without a host, `text` and the download link say where to go. */
export type HandOffResult = { handled: true } | { handled: false; text: string; downloadUrl: string };

export const inApp = (text: string): HandOffResult => ({ handled: false, text, downloadUrl: APP_STORE_URL });
