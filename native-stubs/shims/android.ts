// Plays the Android app's WebView for end-to-end tests (loaded before the page's own scripts):
// - WebViewCompat.addWebMessageListener(webView, "SketcheryAndroid", rules, listener) injects
//   window.SketcheryAndroid with postMessage(string) (strings only) and message events;
// - the app answers through the reply proxy of the page's first message (a message event with
//   the text as data); before the page has posted anything it can only use
//   evaluateJavascript("window.sketcheryReceive('<JSON text>')").
import { ANDROID_OBJECT_NAME } from '../../bridge/protocol';
import { installShim, callPageReceive } from './shimControl';

class InjectedObject extends EventTarget {
  onmessage: ((event: MessageEvent) => void) | null = null;
  replyProxyReady = false;

  constructor(private readonly toApp: (text: string) => void) {
    super();
  }

  postMessage(message: unknown): void {
    if (typeof message !== 'string') throw new TypeError('postMessage: the message must be a string');
    this.replyProxyReady = true;
    setTimeout(() => this.toApp(message), 0);
  }

  reply(text: string): void {
    const event = new MessageEvent('message', { data: text });
    this.dispatchEvent(event);
    this.onmessage?.(event);
  }
}

const injected: InjectedObject = new InjectedObject((text) => host.receive(text));
const host = installShim('android', (message, errors) => {
  const text = JSON.stringify(message);
  setTimeout(() => (injected.replyProxyReady ? injected.reply(text) : callPageReceive(text, errors)), 0);
});

Object.defineProperty(window, ANDROID_OBJECT_NAME, { value: injected, enumerable: false });
