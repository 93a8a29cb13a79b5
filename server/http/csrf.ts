// CSRF protection by double submit: the page reads the non-HttpOnly `csrf` cookie and echoes
// it in the X-CSRF-Token header (or, for the server-rendered login form, a `csrf` field).
// A cross-site form cannot read the cookie, so it cannot send a matching value.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors';
import { pathOf, prefersHtml } from './negotiation';
import { safeReturnTo } from './returnTo';
import { escapeHtml, serverPage } from './serverPage';

export const CSRF_COOKIE = 'csrf';
export const CSRF_HEADER = 'x-csrf-token';
/**
 * Calls that need no token: analytics beacons carry no cookie-bound authority, and the simulated
 * payment provider's checkout (development surface) stands for another site, which the store's
 * form post reaches without a token of ours; it only shows a page (its Pay form carries one).
 */
const EXEMPT_PATHS = new Set(['/api/analytics', '/dev/paypal/checkout']);
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const TOKEN_PATTERN = /^[\w-]{20,100}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** The client's CSRF token (from its cookie, or freshly issued on this response). */
    csrfToken: string;
    /** Whether the request itself carried a CSRF cookie. */
    csrfCookieSent: boolean;
  }
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function submittedToken(request: FastifyRequest): string | null {
  const header = request.headers[CSRF_HEADER];
  if (typeof header === 'string' && header) return header;
  const body = request.body as Record<string, unknown> | null | undefined;
  if (body && typeof body === 'object' && typeof body.csrf === 'string') return body.csrf;
  return null;
}

/**
 * A new token in the cookie, for this response on. Sign-in calls it too: a token that someone
 * planted or read before the sign-in does not carry over into the signed-in session.
 */
export function issueCsrfToken(request: FastifyRequest, reply: FastifyReply): void {
  request.csrfToken = randomBytes(24).toString('base64url');
  reply.setCookie(CSRF_COOKIE, request.csrfToken, {
    httpOnly: false,
    sameSite: 'lax',
    path: '/',
    // request.protocol follows X-Forwarded-Proto when the proxy is trusted (TRUST_PROXY).
    secure: request.protocol === 'https',
  });
}

export function registerCsrf(app: FastifyInstance): void {
  app.decorateRequest('csrfToken', '');
  app.decorateRequest('csrfCookieSent', false);

  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[CSRF_COOKIE];
    if (cookie && TOKEN_PATTERN.test(cookie)) {
      request.csrfToken = cookie;
      request.csrfCookieSent = true;
      return;
    }
    issueCsrfToken(request, reply);
  });

  // After body parsing, so the login form's field can be read, and before validation: a route's
  // request schema hands on only its own fields, so the token is read from the body as it came.
  // Before any guard or handler runs, as every hook of the root instance.
  app.addHook('preValidation', async (request, reply) => {
    if (!UNSAFE_METHODS.has(request.method) || EXEMPT_PATHS.has(pathOf(request.url))) return;
    const submitted = submittedToken(request);
    if (!request.csrfCookieSent || !submitted || !sameToken(submitted, request.csrfToken)) {
      // A page's own form (the sign-in page) left open while the token changed (a sign-in or out
      // in another tab): a page that says so and opens the form again, its returnTo kept, not JSON.
      if (isFormPost(request) && prefersHtml(request.headers.accept)) {
        return reply.code(403).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(expiredFormPage(request));
      }
      throw new HttpError(403, 'csrf', 'Missing or invalid CSRF token. Reload the page and try again.');
    }
  });
}

/** The text of a page's form sent after its token changed. */
export const EXPIRED_FORM_TEXT = 'This page was open while someone signed in or out in another tab, so its form has expired. Open it again and try once more.';

const isFormPost = (request: FastifyRequest) => String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');

/** The page an expired form's post gets: the reason, and the form's page again (its returnTo kept). */
function expiredFormPage(request: FastifyRequest): string {
  const returnTo = (request.body as Record<string, unknown> | undefined)?.returnTo;
  const again = `${pathOf(request.url)}${typeof returnTo === 'string' ? `?returnTo=${encodeURIComponent(safeReturnTo(returnTo))}` : ''}`;
  return serverPage('This form has expired', `<p>${escapeHtml(EXPIRED_FORM_TEXT)}</p>\n<p><a href="${escapeHtml(again)}">Open it again</a></p>\n`);
}
