// Plays the iOS app's WKWebView for end-to-end tests (loaded before the page's own scripts):
// - WKUserContentController.add(handler, name: "sketchery") gives the page
//   window.webkit.messageHandlers.sketchery.postMessage(body), delivered to the app asynchronously;
// - the app answers with evaluateJavaScript("window.sketcheryReceive(<JSON object literal>)").
import { installShim, callPageReceive } from './shimControl';
import { IOS_HANDLER_NAME } from '../../bridge/protocol';

const host = installShim('ios', (message, errors) => {
  // evaluateJavaScript runs later on the page's main thread, with a fresh object.
  const literal = JSON.stringify(message);
  setTimeout(() => callPageReceive(JSON.parse(literal), errors), 0);
});

const handler = Object.freeze({
  postMessage(body: unknown) {
    // WebKit copies the body to the app (strings, numbers, arrays, dictionaries).
    const copy = structuredClone(body);
    setTimeout(() => host.receive(copy), 0);
  },
});

Object.defineProperty(window, 'webkit', {
  value: Object.freeze({ messageHandlers: Object.freeze({ [IOS_HANDLER_NAME]: handler }) }),
  enumerable: false,
});
