// Reading a failed call: the server answers a refusal with `{ error: 'code', message: '...' }`.
// Screens branch on the code and show the message after the spec's own text.
import { ApiError, codeOf, messageOf } from './client';

/** The machine-readable code of a refused call (`no_account`, `not_patron` ...), or null. */
export function errorCodeOf(error: unknown): string | null {
  return error instanceof ApiError ? codeOf(error.body) : null;
}

/** The server answered the call with a refusal (a 4xx or 5xx): not a call that got no answer (status 0: offline, the server down). */
export function answeredWithRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status !== 0;
}

/** The server refused what was asked (a 4xx): the asker's to fix, not the server's failure nor no answer. */
export function refusedRequest(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/** The server's own words about a failed call, shown after the spec's text; null when it gave none. */
export function serverReasonOf(error: unknown): string | null {
  return error instanceof ApiError ? messageOf(error.body) : null;
}

/**
 * What a form shows at the field a refusal is about: the field's rule in its own words when the
 * server gave them (ErrorBody's `problem`), else the message.
 */
export function fieldReasonOf(error: unknown): string | null {
  if (error instanceof ApiError && error.body && typeof error.body === 'object') {
    const problem = (error.body as { problem?: unknown }).problem;
    if (typeof problem === 'string' && problem) return problem;
  }
  return serverReasonOf(error);
}

/** The request field a refusal is about ('nickname', 'userPro.slug'), when the server named one. */
export function errorFieldOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return null;
  const field = (error.body as { field?: unknown }).field;
  return typeof field === 'string' && field ? field : null;
}
