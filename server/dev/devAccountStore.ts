// Development surface of account recovery and the store (registered only with DEV_TOOLS): the
// demo mail outbox (GET /api/dev/mail?to=) where a developer or an end-to-end test reads the
// recovery link, and the simulated payment provider that the store's form posts to
// (POST /dev/paypal/checkout shows the payment, POST /dev/paypal/pay records it and sends the
// browser back to the store's return page).
import type { FastifyRequest } from 'fastify';
import type { DomainApp, DomainOptions } from '../context';
import { mailTo } from '../data/accounts';
import { badRequest } from '../http/errors';
import { DevCheckoutBody, DevMailQuery, DevPayBody } from '../../src/api/schemas/dev';
import { PROVIDER_CHECKOUT_PATH, PROVIDER_PAY_PATH, recordProviderPayment } from '../account/provider';
import { safeReturnTo } from '../http/returnTo';
import { renderCheckoutPage } from './devPaymentPage';
import type { DevMail } from '../../src/api/schemas/account';

const MAIL_LISTED = 20;
export const RETURN_OFF_SITE = 'The return address must be a page of this site.';

/** A page of this site, given as a path or as an address on this server's own host; null otherwise. */
export function sameSitePath(value: string, request: FastifyRequest): string | null {
  if (value.startsWith('/')) return safeReturnTo(value) === value ? value : null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // The Host header may name the default port that URL drops ('localhost:80').
  let ownHost: string;
  try {
    ownHost = new URL(`${url.protocol}//${request.headers.host ?? ''}`).host;
  } catch {
    return null;
  }
  if (!request.headers.host || url.host !== ownHost) return null;
  const path = url.pathname + url.search;
  return safeReturnTo(path) === path ? path : null;
}

export async function devAccountStoreRoutes(app: DomainApp, { ctx }: DomainOptions): Promise<void> {
  app.get('/api/dev/mail', { schema: { querystring: DevMailQuery } }, async (request, reply): Promise<DevMail> => {
    const { to } = request.query;
    reply.header('Cache-Control', 'no-store');
    const rows = mailTo(ctx.db, to, MAIL_LISTED);
    return { messages: rows.map((row) => ({ id: row.id, to: row.to_address, subject: row.subject, text: row.body, link: row.link, created: row.created })) };
  });

  // The provider is another site: the store's form post carries no token of ours (csrf.ts exempts this path).
  app.post(PROVIDER_CHECKOUT_PATH, { schema: { body: DevCheckoutBody } }, async (request, reply) => {
    const fields = request.body;
    const returnPath = sameSitePath(fields.return, request);
    const cancelPath = sameSitePath(fields.cancel_return, request);
    if (returnPath === null || cancelPath === null) throw badRequest(RETURN_OFF_SITE);
    const html = renderCheckoutPage({
      fields,
      itemName: fields.item_name,
      amount: fields.amount,
      currency: fields.currency_code,
      business: fields.business,
      cancelPath,
      csrfToken: request.csrfToken,
    });
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(html);
  });

  app.post(PROVIDER_PAY_PATH, { schema: { body: DevPayBody } }, async (request, reply) => {
    const fields = request.body;
    const returnPath = sameSitePath(fields.return, request);
    if (returnPath === null || sameSitePath(fields.cancel_return, request) === null) throw badRequest(RETURN_OFF_SITE);
    const tx = recordProviderPayment(
      ctx.db,
      {
        business: fields.business,
        itemNumber: fields.item_number,
        amount: fields.amount,
        currency: fields.currency_code,
        custom: fields.custom,
        status: fields.result,
      },
      ctx.clock(),
    );
    // As a classic provider's return: the transaction, its status and what it was for.
    const query = new URLSearchParams({ tx, st: fields.result, amt: fields.amount, cc: fields.currency_code, cm: fields.custom, item_number: fields.item_number });
    const to = `${returnPath}${returnPath.includes('?') ? '&' : '?'}${query.toString()}`;
    return reply.redirect(to, 303);
  });
}
