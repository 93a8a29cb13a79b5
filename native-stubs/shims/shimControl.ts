// What both shims share: the simulated app, its launch theme, a record of the first frames,
// and the control object end-to-end tests drive: window.__nativeShim.
import type { HelloAnswer, HostFile, ThemeHex } from '../../bridge/schemas';
import type { CapabilityName } from '../../bridge/protocol';
import { hexOfTheme, parseThemeParam } from '../../src/lib/theme';
import { SimulatedHost, type AnswerMode } from '../common/simulatedHost';

export interface FrameRecord {
  at: number;
  theme: string | null;
  htmlBackground: string;
  bodyBackground: string | null;
}

export interface NativeShimControl {
  platform: HelloAnswer['platform'];
  host: SimulatedHost;
  /** The first animation frames of the page: what it looked like before and at first paint. */
  frames: FrameRecord[];
  /** Where a message to the page could not be delivered (the app would see a script error). */
  errors: string[];
  setMode(mode: AnswerMode): void;
  setAppleSubject(subject: string): void;
  setCapabilities(capabilities: CapabilityName[]): void;
  pushTheme(hex: ThemeHex): void;
  pushAuth(token: string | null): void;
  signInAs(userId: number): Promise<void>;
  /** The app comes back to the foreground: sends resume (the page refreshes what is stale). */
  resume(): void;
  /** Hands the page a file: the given one, or sketch 1's image by URL. */
  sendFile(file?: HostFile): Promise<void>;
  /** Names of the requests and events the page sent, in order. */
  received(): string[];
}

declare global {
  interface Window {
    __nativeShim?: NativeShimControl;
  }
}

/** The app opens the page with ?theme= (a hex code or a name); it answers hello with the same. */
function launchTheme(): ThemeHex | null {
  const theme = parseThemeParam(new URLSearchParams(location.search).get('theme'));
  return theme ? (hexOfTheme(theme) as ThemeHex) : null;
}

function recordFirstFrames(count: number): FrameRecord[] {
  const frames: FrameRecord[] = [];
  const snapshot = (): FrameRecord => ({
    at: performance.now(),
    theme: document.documentElement.dataset.theme ?? null,
    htmlBackground: getComputedStyle(document.documentElement).backgroundColor,
    bodyBackground: document.body ? getComputedStyle(document.body).backgroundColor : null,
  });
  const step = () => {
    frames.push(snapshot());
    if (frames.length < count) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
  return frames;
}

export function installShim(platform: 'ios' | 'android', deliver: (message: object, errors: string[]) => void): SimulatedHost {
  const errors: string[] = [];
  const host = new SimulatedHost({ platform, theme: launchTheme(), deliver: (message) => deliver(message, errors) });
  const control: NativeShimControl = {
    platform,
    host,
    frames: recordFirstFrames(3),
    errors,
    setMode: (mode) => void (host.mode = mode),
    setAppleSubject: (subject) => void (host.appleSubject = subject),
    setCapabilities: (capabilities) => void (host.capabilities = capabilities),
    pushTheme: (hex) => host.pushTheme(hex),
    pushAuth: (token) => host.pushAuth(token ? { state: 'signedIn', token } : { state: 'signedOut' }),
    signInAs: (userId) => host.signInAs(userId),
    resume: () => host.resume(),
    sendFile: async (file) => void (file ? host.sendFile(file) : await host.sendSketchFile()),
    received: () => host.received.map((m) => m.name),
  };
  Object.defineProperty(window, '__nativeShim', { value: control, enumerable: false });
  return host;
}

/** What the apps' evaluateJavaScript / evaluateJavascript does: call the page's receive function. */
export function callPageReceive(argument: unknown, errors: string[]): void {
  const receive = (window as unknown as { sketcheryReceive?: (raw: unknown) => void }).sketcheryReceive;
  if (typeof receive === 'function') receive(argument);
  else errors.push('sketcheryReceive is not defined');
}
