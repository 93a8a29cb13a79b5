// The simulated payment provider of the development surface: it takes the store's form post
// (the fields of a classic hosted-payment form), shows a page where the developer pays or
// declines, keeps its own record of the payment and sends the browser back to the store's
// return page with the transaction id. The store then asks it about that transaction, as a real
// provider's verification call would, and never trusts the return address's query alone.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { findProviderPayment, insertProviderPayment } from '../data/accounts';
import type { VerifiedPayment } from './store';

/** The store's account at the provider. */
export const STORE_BUSINESS = 'store@sketchery.app';
export const PROVIDER_CHECKOUT_PATH = '/dev/paypal/checkout';
export const PROVIDER_PAY_PATH = '/dev/paypal/pay';

const TX_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
/** A transaction id as the provider issues them: 17 upper-case letters and digits. */
export const TX_PATTERN = /^[A-Z0-9]{8,32}$/;

export function newTransactionId(): string {
  return [...randomBytes(17)].map((byte) => TX_ALPHABET[byte % TX_ALPHABET.length]).join('');
}

export function recordProviderPayment(db: Db, payment: Omit<VerifiedPayment, 'tx'>, nowMs: number): string {
  const tx = newTransactionId();
  insertProviderPayment(db, {
    tx,
    business: payment.business,
    item_number: payment.itemNumber,
    amount: payment.amount,
    currency: payment.currency,
    custom: payment.custom,
    status: payment.status,
    created: new Date(nowMs).toISOString(),
  });
  return tx;
}

/** The provider's answer to "what is payment `tx`?", or null when it knows none. */
export function verifyProviderPayment(db: Db, tx: string): VerifiedPayment | null {
  const row = findProviderPayment(db, tx);
  if (!row) return null;
  return { tx: row.tx, business: row.business, itemNumber: row.item_number, amount: row.amount, currency: row.currency, custom: row.custom, status: row.status };
}
