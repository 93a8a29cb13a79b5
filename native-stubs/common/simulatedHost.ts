// The app's side of the bridge, played in a browser: the stub host page and the iOS/Android
// shims share it. It checks every page message against the published schemas (as the apps'
// contract tests do), answers hello with its state, answers requests in the chosen mode, pushes
// theme, sign-in, files and the app's resume, and keeps a log of every message both ways.
import { hostEvent, hostResponse } from '../../bridge/envelope';
import { ERROR_CODES, REQUESTS, SUPPORTED_VERSIONS, type CapabilityName, type Result } from '../../bridge/protocol';
import { PageMessageSchema, parseMessage, type AuthState, type HelloAnswer, type HostFile, type PageMessage, type ThemeHex } from '../../bridge/schemas';

export type AnswerMode = 'success' | 'cancel' | 'error' | 'silent';
export const ANSWER_MODES: readonly AnswerMode[] = ['success', 'cancel', 'error', 'silent'];

export interface LogEntry {
  at: number;
  direction: 'page → host' | 'host → page';
  summary: string;
  message: unknown;
}

type PageRequest = Extract<PageMessage, { kind: 'request' }>;

export interface SimulatedHostOptions {
  platform: HelloAnswer['platform'];
  /** Hands one message to the page, the way this platform does it. */
  deliver: (message: object) => void;
  theme?: ThemeHex | null;
  capabilities?: CapabilityName[];
  /** Reads the reference server's development endpoints (tests may replace it). */
  fetchJson?: (path: string) => Promise<unknown>;
  onLog?: (entry: LogEntry) => void;
}

export const DEFAULT_CAPABILITIES: CapabilityName[] = Object.values(REQUESTS).filter((n): n is CapabilityName => n !== REQUESTS.hello);
export const DEMO_APPLE_SUBJECTS = { account: 'apple-ada', noAccount: 'apple-nobody' } as const;

async function fetchJsonFromServer(path: string): Promise<unknown> {
  const response = await fetch(path, { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.json();
}

export class SimulatedHost {
  mode: AnswerMode = 'success';
  appleSubject: string = DEMO_APPLE_SUBJECTS.account;
  theme: ThemeHex | null;
  auth: AuthState | null = null;
  /** The demo account signed in through signInAs: each hello answer carries a token minted for it then. */
  private signedInUser: number | null = null;
  capabilities: CapabilityName[];
  /** The page load that said hello last (its responses and pushes carry it). */
  load: string | null = null;
  readonly received: PageMessage[] = [];
  readonly invalid: string[] = [];
  readonly log: LogEntry[] = [];
  private readonly fetchJson: (path: string) => Promise<unknown>;

  constructor(private readonly options: SimulatedHostOptions) {
    this.theme = options.theme ?? null;
    this.capabilities = options.capabilities ?? [...DEFAULT_CAPABILITIES];
    this.fetchJson = options.fetchJson ?? fetchJsonFromServer;
  }

  /** One message from the page, as the transport handed it over (text, or an object). */
  receive(raw: unknown): void {
    const parsed = parseMessage(PageMessageSchema, raw);
    if (!parsed.ok) {
      this.invalid.push(parsed.reason);
      this.record('page → host', `INVALID (${parsed.reason})`, raw);
      return;
    }
    const message = parsed.message;
    this.received.push(message);
    this.record('page → host', message.kind === 'event' ? message.name : `${message.name} #${message.id.split('.').pop()}`, message);
    if (message.kind === 'request') void this.answer(message);
  }

  pushTheme(hex: ThemeHex): void {
    this.theme = hex;
    this.send(hostEvent('theme', { hex }, this.load ?? undefined), `theme ${hex}`);
  }

  pushAuth(auth: AuthState): void {
    this.auth = auth;
    if (auth.state === 'signedOut') this.signedInUser = null;
    this.send(hostEvent('auth', auth, this.load ?? undefined), `auth ${auth.state}`);
  }

  /** The app came back to the foreground (PROTOCOL.md §3): the page refreshes what is stale. */
  resume(): void {
    this.send(hostEvent('resume', {}, this.load ?? undefined), 'resume');
  }

  /** Signs a demo account in: the server signs a short-lived host token for it. */
  async signInAs(userId: number): Promise<void> {
    const token = await this.mintToken(userId);
    this.pushAuth({ state: 'signedIn', token });
    this.signedInUser = userId;
  }

  /** A host token for the account, signed by the server just now (it refuses one older than a minute). */
  private async mintToken(userId: number): Promise<string> {
    const { token } = (await this.fetchJson(`/api/dev/hostToken?userId=${encodeURIComponent(userId)}`)) as { token: string };
    return token;
  }

  private async freshAuth(userId: number): Promise<AuthState | null> {
    try {
      this.auth = { state: 'signedIn', token: await this.mintToken(userId) };
    } catch (error) {
      // The last token goes with the answer; the server says whether it is still good.
      console.warn(`[stub host] no fresh token for user ${userId}`, error);
    }
    return this.auth;
  }

  sendFile(file: HostFile): void {
    this.send(hostEvent('file', file, this.load ?? undefined), `file ${file.name}`);
  }

  /**
   * Hands the page a sketch file by URL, as the app does with a drawing it exported. The
   * full-size picture is its artist's own download, so the sketch is one of the signed-in
   * user's (by default their first).
   */
  async sendSketchFile(sketchId?: number): Promise<HostFile> {
    sketchId ??= await this.ownFirstSketch();
    const url = `${location.origin}/img/sketch/${sketchId}/full.png`;
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    const { size } = await response.blob();
    const file: HostFile = { source: { kind: 'url', url }, name: `Sketch ${sketchId}.png`, mimeType: 'image/png', size };
    this.sendFile(file);
    return file;
  }

  /** The signed-in user's first sketch (the session is the page's: same origin). */
  private async ownFirstSketch(): Promise<number> {
    const { user } = (await this.fetchJson('/api/v2/user/me')) as { user: { id: number } | null };
    if (!user) throw new Error('Sign a user in first: a sketch file is one of their own drawings.');
    const page = (await this.fetchJson(`/user/${user.id}/sketches?format=json&sort=oldest&page=1`)) as { sketches: { id: number }[] };
    const first = page.sketches[0];
    if (!first) throw new Error(`User ${user.id} has no sketch to hand over.`);
    return first.id;
  }

  private async answer(request: PageRequest): Promise<void> {
    if (request.name === REQUESTS.hello) return this.answerHello(request);
    if (this.mode === 'silent') return;
    if (this.mode === 'cancel') return this.respond(request, { ok: false, error: { code: ERROR_CODES.CANCELLED, message: 'The user closed the screen.' } });
    if (this.mode === 'error') return this.respond(request, { ok: false, error: { code: ERROR_CODES.FAILED, message: 'Simulated failure.' } });
    if (request.name !== REQUESTS.platformSignIn) return this.respond(request, { ok: true, data: {} });
    try {
      const { identityToken } = (await this.fetchJson(`/api/dev/appleToken?sub=${encodeURIComponent(this.appleSubject)}`)) as { identityToken: string };
      this.respond(request, { ok: true, data: { identityToken } });
    } catch (error) {
      this.respond(request, { ok: false, error: { code: ERROR_CODES.FAILED, message: String(error).slice(0, 200) } });
    }
  }

  /**
   * Hello is always answered (the mode is about the page's requests): the newest common version,
   * and with an account signed in a token minted now (PROTOCOL.md: "Mint it right before
   * sending"), as an app does; the sign-in's own token is refused once a minute old, and the page
   * would sign its user out on a reload.
   */
  private async answerHello(request: Extract<PageRequest, { name: 'hello' }>): Promise<void> {
    this.load = request.load;
    const version = Math.max(...request.payload.versions.filter((v) => SUPPORTED_VERSIONS.includes(v)));
    if (!Number.isFinite(version)) {
      return this.respond(request, { ok: false, error: { code: ERROR_CODES.UNSUPPORTED, message: 'no common protocol version' } });
    }
    const data: HelloAnswer = {
      version,
      platform: this.options.platform,
      appVersion: '5.0.0-stub',
      capabilities: [...this.capabilities],
      theme: this.theme,
      auth: this.signedInUser === null ? this.auth : await this.freshAuth(this.signedInUser),
    };
    this.respond(request, { ok: true, data });
  }

  private respond(request: PageRequest, result: Result<unknown>): void {
    const summary = result.ok ? `answer ${request.name}: ok` : `answer ${request.name}: ${result.error.code}`;
    this.send(hostResponse(request.load, request.id, result as Result<never>), summary);
  }

  private send(message: object, summary: string): void {
    this.record('host → page', summary, message);
    this.options.deliver(message);
  }

  private record(direction: LogEntry['direction'], summary: string, message: unknown): void {
    const entry = { at: Date.now(), direction, summary, message };
    this.log.push(entry);
    this.options.onLog?.(entry);
  }
}
