// One error shape for every failure: { error: code, message: clear English } with a 4xx/5xx
// (and `field`, the request field the refusal is about, where it is about one: a form shows the
// message at that field),
// and the security headers of every other answer. Route errors and the framework's errors after
// routing (bad JSON, body too large, wrong content type, not found) go through the error
// handler; the framework's answers before routing (a malformed URL, an overlong parameter, an
// unreadable request) through frameworkErrors and clientErrorHandler below.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NOT_LOGGED_IN, type ErrorBody as ApiError } from '../../src/api/schemas/common';
import { isPageLoad, prefersHtml } from './negotiation';
import { SECURITY_HEADERS } from './security';
import { escapeHtml, serverPage } from './serverPage';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The request field the refusal is about (a dot path: 'nickname', 'userPro.slug'), if one. */
    readonly field?: string,
    /** The field's rule in its own words, for a form to show at the field (ErrorBody's `problem`). */
    readonly problem?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, field?: string, problem?: string) => new HttpError(400, 'bad_request', message, field, problem);
export const unauthorized = (message = 'You must be logged in to do this.') => new HttpError(401, NOT_LOGGED_IN, message);
export const forbidden = (message: string) => new HttpError(403, 'forbidden', message);
export const notFound = (message: string) => new HttpError(404, 'not_found', message);

export function sendError(reply: FastifyReply, status: number, code: string, message: string, field?: string, problem?: string): FastifyReply {
  const body: ApiError = { error: code, message, ...(field ? { field } : {}), ...(field && problem ? { problem } : {}) };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

export const TOO_LARGE_MESSAGE = 'The request body is too large.';

/** Fastify's own errors (bad JSON, body too large, wrong content type) mapped to the same shape. */
function describeFrameworkError(error: FastifyError): { status: number; code: string; message: string } {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, code: 'bad_request', message: 'The request body is not valid JSON.' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, code: 'too_large', message: TOO_LARGE_MESSAGE };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, code: 'unsupported_media_type', message: 'Send JSON or form-encoded data.' };
    // The framework's own message repeats the address; a fixed one reflects nothing.
    case 'FST_ERR_BAD_URL':
      return { status: 400, code: 'bad_url', message: 'The address is not valid (a malformed percent-encoding).' };
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return { status: 414, code: 'uri_too_long', message: 'A part of the address is too long.' };
    default:
      if (status < 500) return { status, code: 'bad_request', message: error.message || 'The request is not valid.' };
      return { status, code: 'internal', message: 'Sorry, something went wrong on the server.' };
  }
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) return sendError(reply, error.status, error.code, error.message, error.field, error.problem);
    const described = describeFrameworkError(error as FastifyError);
    // Without a request logger a server fault would go unseen; client errors are expected noise.
    if (described.status >= 500) console.error(`${request.method} ${request.url}:`, error);
    return sendError(reply, described.status, described.code, described.message);
  });
}

/** The page a browser gets for an address it cannot open (a link with a malformed percent-encoding, say): the reason and a way home, not JSON. */
export function badAddressPage(message: string): string {
  return serverPage('This address cannot be opened', `<p>${escapeHtml(message)}</p>\n<p><a href="/">Go to the home page</a></p>\n`);
}

/** Fastify's errors before routing: no hook has run, so the headers are set here. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const described = describeFrameworkError(error);
  reply.headers(SECURITY_HEADERS);
  // A browser opening a page (not the API, not a file) by a link.
  if (isPageLoad(request) && prefersHtml(request.headers.accept)) {
    void reply.code(described.status).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(badAddressPage(described.message));
    return;
  }
  void sendError(reply, described.status, described.code, described.message);
}

/** A request Node could not read (malformed request line or headers): answered on the socket itself. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection is gone; there is no one to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // As Node's own handler: answer only a connection that has had nothing written to it yet. On a
  // kept-alive connection that already carried answers, a raw answer now would land in the middle
  // of the browser's next exchange; closing it lets the browser retry on a fresh one.
  if (!socket.writable || socket.bytesWritten > 0) {
    socket.destroy(error);
    return;
  }
  const [status, code, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'headers_too_large', 'The request headers are too large.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'timeout', 'The request took too long to arrive.']
        : [400, 'bad_request', 'The request could not be read.'];
  const body = JSON.stringify({ error: code, message } satisfies ApiError);
  const head = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    ...Object.entries(SECURITY_HEADERS).map(([name, value]) => `${name}: ${value}`),
  ];
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
}
