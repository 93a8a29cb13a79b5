// Development surface of account recovery and the store (registered only with DEV_TOOLS): the
// demo mail outbox (GET /api/dev/mail?to=) where a developer or an end-to-end test reads the
// recovery link, and the simulated payment provider that the store's form posts to
// (POST /dev/paypal/checkout shows the payment, POST /dev/paypal/pay records it and sends the
// browser back to the store's return page).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { DomainOptions } from '../context';
import { mailTo } from '../data/accounts';
import { badRequest } from '../http/errors';
import { parseInput } from '../http/validation';
import { text } from '../../src/api/schemas/requestFields';
import { PROVIDER_CHECKOUT_PATH, PROVIDER_PAY_PATH, recordProviderPayment } from '../account/provider';
import { safeReturnTo } from './devLogin';
import { renderCheckoutPage } from './devPaymentPage';
import { EMAIL_MAX, isEmailAddress } from '../../src/lib/recoveryRules';
import type { DevMail } from '../../src/api/schemas/account';

const MAIL_LISTED = 20;
export const RETURN_OFF_SITE = 'The return address must be a page of this site.';

const mailQuery = v.object({ to: v.pipe(text(EMAIL_MAX), v.trim(), v.check(isEmailAddress, 'Expected an e-mail address')) });

/** The fields of a hosted-payment form, as the store posts them. */
const checkoutFields = {
  cmd: v.literal('_xclick', 'Expected cmd "_xclick"'),
  business: v.pipe(text(254), v.minLength(1, 'Expected the receiver')),
  item_number: v.pipe(text(64), v.regex(/^[\w-]+$/, 'Expected an item number')),
  item_name: v.pipe(text(127), v.minLength(1, 'Expected an item name')),
  amount: v.pipe(text(12), v.regex(/^\d{1,7}\.\d{2}$/, 'Expected an amount like 5.00')),
  currency_code: v.pipe(text(3), v.regex(/^[A-Z]{3}$/, 'Expected a currency code')),
  custom: v.pipe(text(64), v.regex(/^[\w-]+$/, 'Expected the buyer reference')),
  return: text(2048),
  cancel_return: text(2048),
};
const checkoutBody = v.object(checkoutFields);
const payBody = v.object({ ...checkoutFields, result: v.picklist(['Completed', 'Denied'], 'Expected "Completed" or "Denied"') });

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

export async function devAccountStoreRoutes(app: FastifyInstance, { ctx }: DomainOptions): Promise<void> {
  app.get('/api/dev/mail', async (request, reply): Promise<DevMail> => {
    const { to } = parseInput(mailQuery, request.query, 'query');
    reply.header('Cache-Control', 'no-store');
    const rows = mailTo(ctx.db, to, MAIL_LISTED);
    return { messages: rows.map((row) => ({ id: row.id, to: row.to_address, subject: row.subject, text: row.body, link: row.link, created: row.created })) };
  });

  // The provider is another site: the store's form post carries no token of ours (csrf.ts exempts this path).
  app.post(PROVIDER_CHECKOUT_PATH, async (request, reply) => {
    const fields = parseInput(checkoutBody, request.body, 'body');
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

  app.post(PROVIDER_PAY_PATH, async (request, reply) => {
    const fields = parseInput(payBody, request.body, 'body');
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
