// The one way to the server (spec part 2 §7, general behaviour):
// - GET answers are kept 5 seconds by the query layer (src/api/query), not here;
// - POST sends JSON by default, postForm sends form-encoded fields;
// - a non-200 status is retried up to `retries` times with 250 ms between tries, then the
//   promise rejects with an ApiError carrying the status and the body (the "error callback").
// Every POST carries the CSRF token that the server set in the `csrf` cookie.

export const RETRY_DELAY_MS = 250;
const CSRF_COOKIE = 'csrf';
const CSRF_HEADER = 'X-CSRF-Token';

declare const __API_ORIGIN__: string | undefined;
/** The API origin is set at build time (API_ORIGIN), so the same bundle can point at the real service. */
const apiOrigin: string = typeof __API_ORIGIN__ === 'string' ? __API_ORIGIN__ : '';

export type Params = Record<string, string | number | boolean | null | undefined>;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(messageOf(body) ?? (status === 0 ? 'Network error' : `HTTP ${status}`));
    this.name = 'ApiError';
  }
}

/** The server's own message of an error body, when it sent one. */
export function messageOf(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as { message: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return typeof body === 'string' && body ? body : null;
}

export interface RequestOptions {
  /** How many times a failed request is tried again (after the first try). */
  retries?: number;
  signal?: AbortSignal;
}

export interface GetOptions extends RequestOptions {
  /** MERGE: goes once the api modules stop passing it (the query layer decides freshness). */
  fresh?: boolean;
}

export function buildUrl(path: string, params?: Params): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  search.sort(); // one URL whatever order the parameters were given in
  const query = search.toString();
  return apiOrigin + path + (query ? (path.includes('?') ? '&' : '?') + query : '');
}

export function get<T>(path: string, params?: Params, options: GetOptions = {}): Promise<T> {
  return send<T>(buildUrl(path, params), { method: 'GET', headers: { Accept: 'application/json' } }, options);
}

export function post<T>(path: string, body: unknown = {}, options: RequestOptions = {}): Promise<T> {
  return send<T>(
    buildUrl(path),
    {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...csrfHeader() },
      body: JSON.stringify(body),
    },
    options,
  );
}

export function postForm<T>(path: string, fields: Params, options: RequestOptions = {}): Promise<T> {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) form.set(key, String(value));
  }
  return send<T>(
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

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

async function send<T>(url: string, init: RequestInit, options: RequestOptions): Promise<T> {
  const retries = Math.max(0, options.retries ?? 0);
  let lastError: ApiError = new ApiError(0, null);
  for (let attempt = 0; attempt <= retries; attempt++) {
    if (attempt > 0) await delay(RETRY_DELAY_MS, options.signal);
    let response: Response;
    try {
      response = await fetch(url, { ...init, credentials: 'include', signal: options.signal ?? null });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      lastError = new ApiError(0, null);
      continue;
    }
    const body = await readBody(response);
    if (response.status === 200) return body as T;
    lastError = new ApiError(response.status, body);
  }
  throw lastError;
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
export function upload<T>(path: string, formData: FormData, onProgress?: UploadProgress, signal?: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
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
      if (xhr.status === 200) resolve(body as T);
      else reject(new ApiError(xhr.status, body));
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
  });
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
