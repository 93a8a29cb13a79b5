// The page's side of the bridge: handshake, typed calls with timeouts and cancellation,
// capability checks, and validated host pushes (theme, auth, files, resume). Every inbound
// message is checked against the schemas; anything else is dropped with a one-line warning.
// Calls never reject: they resolve to { ok: true, data } or { ok: false, error: { code, message } }.
import * as v from 'valibot';
import { LatestValue, HeldEvents, Moments } from './channels';
import { defaultParentOrigin, detectEnvironment, type BridgeWindow, type Environment } from './environment';
import { pageEvent, pageRequest } from './envelope';
import { resolveFileUrl } from './fileUrl';
import {
  ERROR_CODES,
  PROTOCOL_VERSION,
  REQUESTS,
  SUPPORTED_VERSIONS,
  TIMEOUTS_MS,
  type BridgeError,
  type CapabilityName,
  type ErrorCode,
  type RequestName,
  type Result,
} from './protocol';
import { bridgeWarn, installHostReceiver, type HostInbox } from './receiver';
import {
  HostMessageSchema,
  REQUEST_PAYLOADS,
  RESULT_DATA,
  parseMessage,
  resultSchema,
  type AuthState,
  type HelloAnswer,
  type HostFile,
  type HostMessage,
  type PageMessage,
  type RequestPayload,
  type ResultData,
  type ThemeHex,
} from './schemas';
import { createTransport, type Transport } from './transport';

export type BridgeStatus = 'off' | 'connecting' | 'connected' | 'absent' | 'incompatible';

export interface CallOptions {
  timeoutMs?: number;
  signal?: AbortSignal;
}

export interface HostBridgeOptions {
  win?: BridgeWindow;
  allowedParentOrigin?: string | null;
  /** Defaults to the inbox boot.js installed (or installs it now). */
  inbox?: HostInbox | null;
  transport?: Transport;
  helloTimeoutMs?: number;
  warn?: (reason: string) => void;
}

interface Pending {
  name: RequestName;
  settle: (result: Result<unknown>) => void;
}

const failure = (code: ErrorCode, message: string): { ok: false; error: BridgeError } => ({ ok: false, error: { code, message } });

/** 128 random bits: request ids are `${loadId}.${n}`, so they never repeat across reloads. */
export function randomLoadId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const sameAuth = (a: AuthState, b: AuthState) =>
  a.state === b.state && (a.state === 'signedOut' || (b.state === 'signedIn' && a.token === b.token));

export class HostBridge {
  readonly loadId = randomLoadId();
  readonly environment: Environment;
  readonly theme: LatestValue<ThemeHex>;
  readonly auth: LatestValue<AuthState>;
  readonly files: HeldEvents<HostFile>;
  /** Each time the app comes back to the foreground (PROTOCOL.md §3 `resume`): a cue to refresh what is stale. */
  readonly resumes: Moments;
  /** The handshake's status, each time it changes (a late hello answer included), for the UI to follow. */
  readonly connection: LatestValue<BridgeStatus>;
  /** Counters for tests and diagnostics. */
  readonly stats = { accepted: 0, dropped: 0 };

  private statusValue: BridgeStatus;
  private hostInfo: HelloAnswer | null = null;
  private readonly pending = new Map<string, Pending>();
  private readonly transport: Transport;
  private readonly inbox: HostInbox | null;
  private readonly warn: (reason: string) => void;
  private readonly helloTimeoutMs: number;
  private readonly pageOrigin: string;
  private counter = 0;
  private started = false;
  private readySent = false;
  private disposed = false;
  private helloTimer: ReturnType<typeof setTimeout> | undefined;
  private handshakeDone!: () => void;
  private readonly handshake = new Promise<void>((resolve) => (this.handshakeDone = resolve));
  /**
   * What a call made while hello is unanswered waits for (PROTOCOL.md §4.5): the answer, however
   * late, within the call's own timeout; or the end of any chance of one (no host, not posted,
   * stopped). The 3 s hello timeout makes the interface hostless but does not settle this.
   */
  private helloOverDone!: () => void;
  private readonly helloOver = new Promise<void>((resolve) => (this.helloOverDone = resolve));

  constructor(options: HostBridgeOptions = {}) {
    const win = options.win ?? (globalThis as unknown as BridgeWindow);
    const allowed = options.allowedParentOrigin !== undefined ? options.allowedParentOrigin : defaultParentOrigin(win);
    this.environment = detectEnvironment(win, allowed);
    this.pageOrigin = win.location.origin;
    this.transport = options.transport ?? createTransport(win, this.environment);
    this.inbox = options.inbox !== undefined ? options.inbox : installHostReceiver(win, allowed);
    this.warn = options.warn ?? bridgeWarn;
    this.helloTimeoutMs = options.helloTimeoutMs ?? TIMEOUTS_MS.hello;
    this.theme = new LatestValue<ThemeHex>(Object.is, this.warn);
    this.auth = new LatestValue<AuthState>(sameAuth, this.warn);
    this.files = new HeldEvents<HostFile>(this.warn);
    this.resumes = new Moments(this.warn);
    this.statusValue = this.environment.enabled && this.inbox ? 'connecting' : 'off';
    this.connection = new LatestValue<BridgeStatus>(Object.is, this.warn);
    this.connection.set(this.statusValue);
  }

  get status(): BridgeStatus {
    return this.statusValue;
  }

  /** What the host said in its hello answer (null before it or without a host). */
  get host(): HelloAnswer | null {
    return this.hostInfo;
  }

  /** Claims the inbox (replaying early messages) and says hello. Call once. */
  start(): void {
    if (this.started || this.disposed) return;
    this.started = true;
    if (this.statusValue === 'off' || !this.inbox?.claim(this.receive)) return this.settleHandshake('off');
    if (this.transport.kind === 'none') return this.settleHandshake('absent');
    const id = this.nextId();
    this.pending.set(id, { name: REQUESTS.hello, settle: (result) => this.onHelloAnswer(id, result) });
    if (!this.post(pageRequest(this.loadId, id, REQUESTS.hello, { versions: [...SUPPORTED_VERSIONS] }))) {
      return this.settleHandshake('absent');
    }
    // A late answer is still taken (the entry stays pending); until then the page runs hostless.
    this.helloTimer = setTimeout(() => this.settleHandshake('absent', false, true), this.helloTimeoutMs);
  }

  /** The page has rendered; the host may drop its splash screen. Sent once. */
  ready(): void {
    if (this.readySent || this.disposed || this.transport.kind === 'none') return;
    this.readySent = true;
    this.post(pageEvent(this.loadId, 'ready'));
  }

  /** A host is present or still being asked; false in a plain browser or once hello went unanswered. */
  hasHost(): boolean {
    return this.statusValue === 'connecting' || this.statusValue === 'connected';
  }

  can(capability: CapabilityName): boolean {
    return this.statusValue === 'connected' && (this.hostInfo?.capabilities.includes(capability) ?? false);
  }

  /** Resolves once the handshake is over, whatever its outcome. */
  whenSettled(): Promise<BridgeStatus> {
    return this.handshake.then(() => this.statusValue);
  }

  call<N extends CapabilityName>(name: N, payload: RequestPayload<N>, options: CallOptions = {}): Promise<Result<ResultData<N>>> {
    const timeoutMs = options.timeoutMs ?? (name === REQUESTS.platformSignIn ? TIMEOUTS_MS[REQUESTS.platformSignIn] : TIMEOUTS_MS.call);
    const { signal } = options;
    return new Promise((resolve) => {
      let done = false;
      let sentId: string | null = null;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const finish = (result: Result<unknown>) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        if (sentId) this.pending.delete(sentId);
        resolve(result as Result<ResultData<N>>);
      };
      const giveUp = (code: ErrorCode, message: string) => {
        // Tell the host it may close whatever it opened for this call.
        if (sentId && !done) this.post(pageEvent(this.loadId, 'cancel', { requestId: sentId }));
        finish(failure(code, message));
      };
      const onAbort = () => giveUp(ERROR_CODES.CANCELLED, 'cancelled by the page');

      if (!v.is(REQUEST_PAYLOADS[name], payload)) return finish(failure(ERROR_CODES.INVALID, `${name}: payload breaks the schema`));
      if (signal?.aborted) return finish(failure(ERROR_CODES.CANCELLED, 'cancelled by the page'));
      signal?.addEventListener('abort', onAbort, { once: true });
      // The timeout covers the wait for the hello answer too.
      timer = setTimeout(() => giveUp(ERROR_CODES.TIMEOUT, `${name}: no answer in ${timeoutMs} ms`), timeoutMs);

      // Made while hello is unanswered: it waits for the answer. Made once the page went hostless
      // (3 s without one): it is a plain browser's call, UNAVAILABLE at once.
      void (this.statusValue === 'connecting' ? this.helloOver : this.handshake).then(() => {
        if (done) return;
        const blocked = this.blockedReason(name);
        if (blocked) return finish(blocked);
        const id = this.nextId();
        this.pending.set(id, { name, settle: finish });
        sentId = id;
        if (!this.post(pageRequest(this.loadId, id, name, payload))) finish(failure(ERROR_CODES.UNAVAILABLE, 'could not reach the host'));
      });
    });
  }

  /** Stops listening; open calls end UNAVAILABLE. */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    clearTimeout(this.helloTimer);
    for (const entry of [...this.pending.values()]) entry.settle(failure(ERROR_CODES.UNAVAILABLE, 'bridge stopped'));
    this.pending.clear();
    this.settleHandshake('off');
  }

  private blockedReason(name: CapabilityName): { ok: false; error: BridgeError } | null {
    switch (this.statusValue) {
      case 'connected':
        return this.can(name) ? null : failure(ERROR_CODES.UNSUPPORTED, `the host does not offer ${name}`);
      case 'incompatible':
        return failure(ERROR_CODES.UNSUPPORTED, 'the host speaks another protocol version');
      default:
        return failure(ERROR_CODES.UNAVAILABLE, 'no host');
    }
  }

  private readonly receive = (raw: unknown): void => {
    if (this.disposed) return;
    const parsed = parseMessage(HostMessageSchema, raw);
    if (!parsed.ok) return this.drop(parsed.reason);
    const message: HostMessage = parsed.message;
    if (message.load !== undefined && message.load !== this.loadId) return this.drop('message for another page load');
    if (message.kind === 'response') return this.onResponse(message.id, message.result);
    if (message.name === 'file' && message.payload.source.kind === 'url' && !resolveFileUrl(message.payload.source.url, this.pageOrigin)) {
      return this.drop("payload.source.url: leaves the page's origin (the page reads files of its own origin only)");
    }
    this.stats.accepted++;
    switch (message.name) {
      case 'theme':
        this.theme.set(message.payload.hex);
        break;
      case 'auth':
        this.auth.set(message.payload);
        break;
      case 'file':
        this.files.push(message.payload);
        break;
      case 'resume':
        this.resumes.emit();
        break;
    }
  };

  private onResponse(id: string, result: unknown): void {
    const entry = this.pending.get(id);
    if (!entry) return this.drop(`no open request ${id} (late or duplicate answer)`);
    this.pending.delete(id);
    const checked = parseMessage(resultSchema(RESULT_DATA[entry.name]), result);
    if (!checked.ok) {
      this.drop(`answer to ${entry.name}: ${checked.reason}`);
      return entry.settle(failure(ERROR_CODES.INVALID, `the host's answer to ${entry.name} breaks the schema`));
    }
    this.stats.accepted++;
    entry.settle(checked.message as Result<unknown>);
  }

  private onHelloAnswer(id: string, result: Result<unknown>): void {
    this.pending.delete(id);
    if (this.disposed) return;
    if (!result.ok) {
      this.warn(`hello refused: ${result.error.code}`);
      return this.settleHandshake(result.error.code === ERROR_CODES.UNSUPPORTED ? 'incompatible' : 'absent', true);
    }
    const answer = result.data as HelloAnswer;
    this.hostInfo = answer;
    this.settleHandshake(answer.version === PROTOCOL_VERSION ? 'connected' : 'incompatible', true);
    if (answer.theme) this.theme.set(answer.theme);
    if (answer.auth) this.auth.set(answer.auth);
  }

  private settleHandshake(status: BridgeStatus, answered = false, timedOut = false): void {
    clearTimeout(this.helloTimer);
    // The timeout only moves a still-waiting bridge; an answer always wins, even a late one.
    if (answered || this.statusValue === 'connecting' || status === 'off') this.statusValue = status;
    this.connection.set(this.statusValue);
    this.handshakeDone();
    if (!timedOut) this.helloOverDone();
  }

  private drop(reason: string): void {
    this.stats.dropped++;
    this.warn(`dropped: ${reason}`);
  }

  private nextId(): string {
    return `${this.loadId}.${++this.counter}`;
  }

  private post(message: PageMessage): boolean {
    return !this.disposed && this.transport.send(JSON.stringify(message));
  }
}
