// Requests of the development surface (server/dev/, registered only while it is on, config.ts):
// the tokens a platform or host app would mint, the end-to-end tests' sign-in and set-ups, the
// read-backs of analytics and mail, the development sign-in page and the simulated payment
// provider's form posts. The end-to-end helpers (test/e2e/pages) and the store's payment form
// send them; the app itself never calls /api/dev.
import * as v from 'valibot';
import { EMAIL_MAX } from '../../lib/recoveryLimits';
import { isEmailAddress } from '../../lib/recoveryRules';
import { idField, text } from './requestFields';

/** GET /api/dev/appleToken {sub}: an identity token of the platform for that subject. */
export const DevAppleTokenQuery = v.object({ sub: v.pipe(text(200), v.minLength(1, 'Expected a subject')) });
export type DevAppleTokenQuery = v.InferInput<typeof DevAppleTokenQuery>;

/** GET /api/dev/hostToken {userId}: a host app's token for that user. */
export const DevHostTokenQuery = v.object({ userId: idField });
export type DevHostTokenQuery = v.InferInput<typeof DevHostTokenQuery>;

/** POST /api/dev/signIn {userId}: starts a session as that user (the end-to-end tests' sign-in). */
export const DevSignInBody = v.object({ userId: idField });
export type DevSignInBody = v.InferInput<typeof DevSignInBody>;

/** POST /api/dev/warn {userId, reason?}: re-issues the user's warning unless one is pending. */
export const DevWarnBody = v.object({ userId: idField, reason: v.optional(text(500)) });
export type DevWarnBody = v.InferInput<typeof DevWarnBody>;

/** POST /api/dev/groupAdmin {empty}: every group admin list shown empty, or shown again. */
export const DevGroupAdminBody = v.object({ empty: v.boolean('Expected empty: true or false') });
export type DevGroupAdminBody = v.InferInput<typeof DevGroupAdminBody>;

/** GET /api/dev/analytics {kind?, limit?}: the newest stored events (50 unless asked). */
export const DevAnalyticsQuery = v.object({
  kind: v.optional(v.picklist(['pageview', 'error', ''], 'Expected "pageview" or "error"')),
  limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,4}$/, 'Expected a number'), v.transform(Number), v.minValue(1), v.maxValue(500))),
});
export type DevAnalyticsQuery = v.InferInput<typeof DevAnalyticsQuery>;

/** GET /api/dev/mail {to}: the demo outbox's newest mail to that address. */
export const DevMailQuery = v.object({ to: v.pipe(text(EMAIL_MAX), v.trim(), v.check(isEmailAddress, 'Expected an e-mail address')) });
export type DevMailQuery = v.InferInput<typeof DevMailQuery>;

/** The fields of a hosted-payment form, as the store's payment form posts them. */
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

/** POST /dev/paypal/checkout (a form post): the simulated provider shows the payment. */
export const DevCheckoutBody = v.object(checkoutFields);
export type DevCheckoutBody = v.InferInput<typeof DevCheckoutBody>;

/**
 * POST /dev/paypal/pay (the checkout page's form post): the payment's outcome, recorded; the browser
 * goes back to `return`. The page is ours, so the form carries its CSRF token as a field (http/csrf.ts
 * checks it in the body as sent, before this schema parses it).
 */
export const DevPayBody = v.object({
  ...checkoutFields,
  result: v.picklist(['Completed', 'Denied'], 'Expected "Completed" or "Denied"'),
  csrf: v.optional(v.string()),
});
export type DevPayBody = v.InferInput<typeof DevPayBody>;

/**
 * GET /auth/login {returnTo?, format?}: the development sign-in page; a returnTo that is not a path
 * of this site means '/'. format=json asks for the JSON answer (http/negotiation.ts's wantsJson).
 */
export const DevLoginQuery = v.object({ returnTo: v.optional(v.unknown()), format: v.optional(v.unknown()) });
export type DevLoginQuery = v.InferInput<typeof DevLoginQuery>;

/**
 * POST /auth/login {userId, returnTo?, csrf} (the sign-in page's form post): the form carries its
 * CSRF token as a field (http/csrf.ts checks it in the body as sent, before this schema parses it).
 */
export const DevLoginBody = v.object({ userId: idField, returnTo: v.optional(v.unknown()), csrf: v.optional(v.string()) });
export type DevLoginBody = v.InferInput<typeof DevLoginBody>;
