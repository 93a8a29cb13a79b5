// One error shape for every failure: { error: code, message: clear English } with a 4xx/5xx.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody as ApiError } from '../../src/api/schemas/common';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, 'bad_request', message);
export const unauthorized = (message = 'You must be logged in to do this.') => new HttpError(401, 'not_logged_in', message);
export const forbidden = (message: string) => new HttpError(403, 'forbidden', message);
export const notFound = (message: string) => new HttpError(404, 'not_found', message);

export function sendError(reply: FastifyReply, status: number, code: string, message: string): FastifyReply {
  const body: ApiError = { error: code, message };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** Fastify's own errors (bad JSON, body too large, wrong content type) mapped to the same shape. */
function describeFrameworkError(error: FastifyError): { status: number; code: string; message: string } {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, code: 'bad_request', message: 'The request body is not valid JSON.' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, code: 'too_large', message: 'The request body is too large.' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, code: 'unsupported_media_type', message: 'Send JSON or form-encoded data.' };
    default:
      if (status < 500) return { status, code: 'bad_request', message: error.message || 'The request is not valid.' };
      return { status, code: 'internal', message: 'Sorry, something went wrong on the server.' };
  }
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) return sendError(reply, error.status, error.code, error.message);
    const described = describeFrameworkError(error as FastifyError);
    // Without a request logger a server fault would go unseen; client errors are expected noise.
    if (described.status >= 500) console.error(`${request.method} ${request.url}:`, error);
    return sendError(reply, described.status, described.code, described.message);
  });
}
