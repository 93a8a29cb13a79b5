// A fake host for unit and component tests: it records what the page sends (and checks it
// against the schemas), answers hello on its own unless told not to, and lets a test deliver
// any reply, push or garbage at any moment: delayed, missing, duplicate or out of order.
import { HostBridge, type HostBridgeOptions } from '../client';
import type { BridgeWindow } from '../environment';
import { hostEvent, hostResponse } from '../envelope';
import { PROTOCOL_VERSION, REQUESTS, type CapabilityName, type RequestName, type Result } from '../protocol';
import { createHostInbox } from '../receiver';
import { PageMessageSchema, parseMessage, type AuthState, type HelloAnswer, type HostFile, type PageMessage, type ResultData, type ThemeHex } from '../schemas';
import type { Transport } from '../transport';

export type PageRequest = Extract<PageMessage, { kind: 'request' }>;

export const ALL_CAPABILITIES: CapabilityName[] = [
  REQUESTS.openUpload,
  REQUESTS.startStream,
  REQUESTS.platformSignIn,
  REQUESTS.openSketch,
];

export interface FakeHostOptions {
  /** How hello is answered: at once (default), never, or refused. */
  hello?: 'answer' | 'silent' | 'refuse';
  answer?: Partial<HelloAnswer>;
}

/** A top-level window without any injected host object. */
export function fakeWindow(origin = 'https://sketchery.test'): BridgeWindow {
  const win = { location: { origin }, addEventListener() {} } as unknown as BridgeWindow & { parent: unknown; top: unknown };
  win.parent = win;
  win.top = win;
  return win;
}

export class FakeHost {
  readonly warnings: string[] = [];
  readonly inbox = createHostInbox((reason) => this.warnings.push(reason));
  /** Every valid message the page sent, in order. */
  readonly sent: PageMessage[] = [];
  /** Texts the page sent that break the schemas (a test expects none). */
  readonly invalid: string[] = [];
  helloAnswer: HelloAnswer;
  private waiters: { name: RequestName; resolve: (request: PageRequest) => void }[] = [];

  constructor(private readonly options: FakeHostOptions = {}) {
    this.helloAnswer = {
      version: PROTOCOL_VERSION,
      platform: 'ios',
      appVersion: '5.0.0',
      capabilities: [...ALL_CAPABILITIES],
      theme: null,
      auth: null,
      ...options.answer,
    };
  }

  readonly transport: Transport = {
    kind: 'ios',
    send: (text) => {
      const parsed = parseMessage(PageMessageSchema, text);
      if (!parsed.ok) {
        this.invalid.push(`${parsed.reason}: ${text}`);
        return true;
      }
      this.sent.push(parsed.message);
      if (parsed.message.kind === 'request') this.onRequest(parsed.message);
      return true;
    },
  };

  /** Options that wire a bridge to this host (and collect its warnings here). */
  bridgeOptions(options: HostBridgeOptions = {}): HostBridgeOptions {
    return { win: fakeWindow(), inbox: this.inbox, transport: this.transport, warn: (reason) => this.warnings.push(reason), ...options };
  }

  createBridge(options: HostBridgeOptions = {}): HostBridge {
    return new HostBridge(this.bridgeOptions(options));
  }

  requests(name?: RequestName): PageRequest[] {
    return this.sent.filter((m): m is PageRequest => m.kind === 'request' && (!name || m.name === name));
  }

  events(name?: string): PageMessage[] {
    return this.sent.filter((m) => m.kind === 'event' && (!name || m.name === name));
  }

  /** Resolves with the next request of that name the page sends. */
  nextRequest(name: RequestName): Promise<PageRequest> {
    return new Promise((resolve) => this.waiters.push({ name, resolve }));
  }

  deliver(raw: unknown): void {
    this.inbox.receive(raw);
  }

  reply<N extends RequestName>(request: PageRequest, result: Result<ResultData<N>>): void {
    this.deliver(JSON.stringify(hostResponse(request.load, request.id, result)));
  }

  answerHello(request: PageRequest, answer: Partial<HelloAnswer> = {}): void {
    this.reply(request, { ok: true, data: { ...this.helloAnswer, ...answer } });
  }

  pushTheme(hex: ThemeHex): void {
    this.deliver(JSON.stringify(hostEvent('theme', { hex })));
  }

  pushAuth(auth: AuthState): void {
    this.deliver(JSON.stringify(hostEvent('auth', auth)));
  }

  pushFile(file: HostFile): void {
    this.deliver(JSON.stringify(hostEvent('file', file)));
  }

  /** The app came back to the foreground. */
  pushResume(): void {
    this.deliver(JSON.stringify(hostEvent('resume', {})));
  }

  private onRequest(request: PageRequest): void {
    const waiting = this.waiters.filter((w) => w.name === request.name);
    this.waiters = this.waiters.filter((w) => w.name !== request.name);
    for (const waiter of waiting) waiter.resolve(request);
    if (request.name !== REQUESTS.hello) return;
    const mode = this.options.hello ?? 'answer';
    // Real hosts answer asynchronously; so does this one.
    if (mode === 'answer') queueMicrotask(() => this.answerHello(request));
    if (mode === 'refuse') {
      queueMicrotask(() => this.reply(request, { ok: false, error: { code: 'UNSUPPORTED', message: 'version' } }));
    }
  }
}
