// The one way to the server (spec part 2 §7, general behaviour):
// - GET answers are kept 5 seconds by the query cache (TanStack Query: src/api/queryClient.ts), not here;
// - POST sends JSON by default, postForm sends form-encoded fields;
// - a non-200 status is retried up to `retries` times with 250 ms between tries, then the
//   promise rejects with an ApiError carrying the status and the body (the "error callback").
// Every POST carries the CSRF token that the server set in the `csrf` cookie.
// Every response the app reads is parsed once, here, with its valibot schema (src/api/schemas/);
// one that does not fit is reported to analytics and rejects with a ResponseShapeError.
// A landing page's first reads may already be in the page (firstAnswers.ts): those are answered
// from there, once, through the same schemas.
import * as v from 'valibot';
import { sendAnalyticsEvent } from './analytics';
import { ANALYTICS_MESSAGE_MAX } from './schemas/analytics';
import { ACCOUNT_RESTRICTED, NOT_LOGGED_IN } from './schemas/common';
import { takeFirstAnswer, type FirstRequest } from './firstAnswers';
import { readCookie } from '../lib/cookies';
import { buildUrl, type Params } from './url';

export { buildUrl, type Params };

export const RETRY_DELAY_MS = 250;
/**
 * A try whose answer has not come whole by then is given up and counts as no answer (status 0),
 * as when offline: a connection that stays open without answering must not keep a page's load
 * (which refuses other navigation while it runs) or a busy button waiting for ever.
 */
export const ANSWER_TIMEOUT_MS = 20_000;
const CSRF_COOKIE = 'csrf';
const CSRF_HEADER = 'X-CSRF-Token';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(messageOf(body) ?? (status === 0 ? 'Network error' : `HTTP ${status}`));
    this.name = 'ApiError';
  }
}

/** The machine-readable code of a refusal's body (`{ error: 'code' }`), or null. */
export function codeOf(body: unknown): string | null {
  const code = body && typeof body === 'object' ? (body as { error?: unknown }).error : undefined;
  return typeof code === 'string' && code ? code : null;
}

/** A text body short enough to be a sentence, with no markup: a proxy's HTML error page is not a message. */
const PLAIN_MESSAGE = /^[^<>]{1,300}$/;

/** The server's own message of an error body, when it sent one (a screen then says its own text). */
export function messageOf(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as { message: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return typeof body === 'string' && PLAIN_MESSAGE.test(body.trim()) ? body.trim() : null;
}

type ResponseSchema = v.GenericSchema;

/**
 * A 200 answer that does not fit its schema. An ApiError of status 500 with no body (so its
 * message stays the plain 'HTTP 500'), so every screen's existing failure path handles it:
 * lists and forms show their own failure text, a route loader shows the server-error page.
 * The details go to analytics, never to the user.
 */
export class ResponseShapeError extends ApiError {
  constructor(
    readonly path: string,
    readonly problems: string,
  ) {
    super(500, null);
    this.name = 'ResponseShapeError';
  }
}

function checked<S extends ResponseSchema>(schema: S, body: unknown, path: string): v.InferOutput<S> {
  const result = v.safeParse(schema, body);
  if (result.success) return result.output;
  const problems = result.issues
    .slice(0, 3)
    .map((issue) => `${issue.path?.map((item) => item.key).join('.') ?? '(root)'}: ${issue.message}`)
    .join('; ');
  const page = typeof location === 'undefined' ? path : location.pathname;
  sendAnalyticsEvent({ kind: 'error', path: page, message: `The answer of ${path} does not fit its schema: ${problems}`.slice(0, ANALYTICS_MESSAGE_MAX) });
  throw new ResponseShapeError(path, problems);
}

/**
 * The answer provided for this request by the server's render (firstAnswers.ts), when it fits
 * the schema; otherwise undefined and the request goes to the server.
 */
function inlined<S extends ResponseSchema>(schema: S, request: FirstRequest): Promise<v.InferOutput<S>> | undefined {
  const first = takeFirstAnswer(request);
  if (!first) return undefined;
  const result = v.safeParse(schema, first.answer);
  return result.success ? Promise.resolve(result.output) : undefined;
}

export interface RequestOptions {
  /** How many times a failed request is tried again (after the first try). */
  retries?: number;
  signal?: AbortSignal;
}

export function get<S extends ResponseSchema>(path: string, schema: S, params?: Params, options: RequestOptions = {}): Promise<v.InferOutput<S>> {
  const url = buildUrl(path, params);
  return (
    inlined(schema, { method: 'GET', url }) ??
    send(url, { method: 'GET', headers: { Accept: 'application/json' } }, options).then((body) => checked(schema, body, path))
  );
}

/** A POST whose answer the app reads takes its schema; one whose answer it ignores passes none. */
export function post<S extends ResponseSchema>(path: string, body: unknown, schema: S, options?: RequestOptions): Promise<v.InferOutput<S>>;
export function post(path: string, body?: unknown, schema?: undefined, options?: RequestOptions): Promise<unknown>;
export function post(path: string, body: unknown = {}, schema?: ResponseSchema, options: RequestOptions = {}): Promise<unknown> {
  // Only a read (a POST whose answer the app parses, like the home index) can have been inlined.
  const first = schema ? inlined(schema, { method: 'POST', url: buildUrl(path), body }) : undefined;
  if (first) return first;
  const answer = send(
    buildUrl(path),
    {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...csrfHeader() },
      body: JSON.stringify(body),
    },
    options,
  );
  return schema ? answer.then((value) => checked(schema, value, path)) : answer;
}

export function postForm(path: string, fields: Params, options: RequestOptions = {}): Promise<unknown> {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) form.set(key, String(value));
  }
  return send(
    buildUrl(path),
    {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/x-www-form-urlencoded',
        ...csrfHeader(),
      },
      body: form.toString(),
    },
    options,
  );
}

function csrfHeader(): Record<string, string> {
  const token = readCookie(CSRF_COOKIE);
  return token ? { [CSRF_HEADER]: token } : {};
}

/** `message`: the server's text; `lost`: refused for want of a session it knows, not for the account. */
type RefusalListener = (message: string | null, lost: boolean) => void;

let refusalListener: RefusalListener = () => {};

/**
 * Called whenever the server refuses the viewer for what happened to their account (403
 * account_restricted: a ban, or a merge into another account) or because the request carries no
 * session it knows (401: it expired, or ended in another tab or on the server). The session store
 * reads the session again, so the page shows what is true now instead of failing each action.
 */
export function onSessionRefused(listener: RefusalListener): void {
  refusalListener = listener;
}

function tellIfRefused(status: number, body: unknown): void {
  if ((status === 403 && codeOf(body) === ACCOUNT_RESTRICTED) || (status === 401 && codeOf(body) === NOT_LOGGED_IN)) refusalListener(messageOf(body), status === 401);
}

/** How a request reaches the server: the platform's fetch. The server's own render dispatches in process instead (src/serverRender.tsx). */
const platformFetch: typeof fetch = (input, init) => fetch(input, init);
let transport = platformFetch;

/** Replaces the transport (the server's render); null restores fetch. */
export function setTransport(next: typeof fetch | null): void {
  transport = next ?? platformFetch;
}

async function send(url: string, init: RequestInit, options: RequestOptions): Promise<unknown> {
  const retries = Math.max(0, options.retries ?? 0);
  let lastError: ApiError = new ApiError(0, null);
  for (let attempt = 0; attempt <= retries; attempt++) {
    if (attempt > 0) await delay(RETRY_DELAY_MS, options.signal);
    const limit = answerLimit(options.signal);
    let response: Response;
    let body: unknown;
    try {
      response = await limit.race(transport(url, { ...init, credentials: 'include', signal: limit.signal }));
      body = await limit.race(readBody(response));
    } catch (error) {
      if (options.signal?.aborted) throw error;
      lastError = new ApiError(0, null);
      continue;
    } finally {
      limit.done();
    }
    if (response.status === 200) return body;
    tellIfRefused(response.status, body);
    lastError = new ApiError(response.status, body);
  }
  throw lastError;
}

interface AnswerLimit {
  /** Aborts when the caller's signal does or when ANSWER_TIMEOUT_MS have passed (fetch stops with it). */
  signal: AbortSignal;
  /** `step`, or its rejection when the signal aborts first (a transport that does not heed the signal, a body that stops coming). */
  race<T>(step: Promise<T>): Promise<T>;
  /** Stops the clock. */
  done(): void;
}

function answerLimit(caller: AbortSignal | undefined): AnswerLimit {
  const controller = new AbortController();
  const stop = () => controller.abort(caller?.reason);
  if (caller?.aborted) stop();
  caller?.addEventListener('abort', stop, { once: true });
  const timer = setTimeout(() => controller.abort(new DOMException('No answer in time', 'TimeoutError')), ANSWER_TIMEOUT_MS);
  const { signal } = controller;
  const aborted = new Promise<never>((_resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
  aborted.catch(() => {}); // only a race's loss: no unhandled rejection when nothing waits on it
  return {
    signal,
    race: (step) => Promise.race([step, aborted]),
    done: () => {
      clearTimeout(timer);
      caller?.removeEventListener('abort', stop);
    },
  };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  if ((response.headers.get('Content-Type') ?? '').includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/** Upload progress: bytes sent so far of the whole request body. */
export type UploadProgress = (loaded: number, total: number) => void;

/**
 * POSTs multipart form data with progress reports (fetch cannot report upload progress).
 * Same rules as post(): the CSRF header, credentials, a 200 resolves with the parsed body, any
 * other status rejects with ApiError{status, body}, a network failure with ApiError(0). Not
 * retried: sending a large file again is the user's decision. Aborting rejects with the
 * signal's reason.
 */
export function upload<S extends ResponseSchema>(
  path: string,
  formData: FormData,
  schema: S,
  onProgress?: UploadProgress,
  signal?: AbortSignal,
): Promise<v.InferOutput<S>> {
  return new Promise<unknown>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(csrfHeader())) xhr.setRequestHeader(name, value);
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);
    if (onProgress) {
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) onProgress(event.loaded, event.total);
      });
    }
    xhr.addEventListener('load', () => {
      settle();
      const body = parseText(xhr.responseText, xhr.getResponseHeader('Content-Type') ?? '');
      if (xhr.status === 200) resolve(body);
      else {
        tellIfRefused(xhr.status, body);
        reject(new ApiError(xhr.status, body));
      }
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(new ApiError(0, null));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(signal?.reason ?? new ApiError(0, null));
    });
    xhr.send(formData);
  }).then((body) => checked(schema, body, path));
}

function parseText(text: string, contentType: string): unknown {
  if (!text) return null;
  if (contentType.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}
