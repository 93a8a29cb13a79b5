// The store's ledger: the artist's wallet, and crediting a verified payment exactly once (the
// provider's transaction id is the purchase's key). What an item gives and costs comes from
// src/lib/storeRules.ts, the list the page shows.
import { type Db, writeTransaction } from '../db/database';
import { addHearts, findPurchase, findWallet, insertPurchase, patronTermEnd, setPatronIcons, setPatronTermEnd, userIcons, type PurchaseRow } from '../data/accounts';
import { HttpError, forbidden } from '../http/errors';
import { parseIcons } from '../auth/roles';
import { HEART_GLOPS, patronYearAfter, STORE_CURRENCY, amountText, priceText, storeItem, type StoreItem } from '../../src/lib/storeRules';
import type { Purchase, Wallet } from '../../src/api/schemas/account';


export const STORE_MESSAGES = {
  unknownPayment: 'The payment provider does not know this payment.',
  notCompleted: 'The payment was not completed.',
  otherAccount: 'This payment belongs to another account.',
  wrongReceiver: 'The payment was not made to this store.',
  unknownItem: 'The payment is for something the store does not sell.',
  paymentsOff: 'This server takes no payments.',
} as const;

export const mismatchMessage = (item: StoreItem) => `The payment does not match the price of ${item.name} (${priceText(item.dollars)} ${STORE_CURRENCY}).`;

/** What the provider says about a payment (its verification answer). */
export interface VerifiedPayment {
  tx: string;
  business: string;
  itemNumber: string;
  amount: string;
  currency: string;
  custom: string;
  status: string;
}

export function walletOf(db: Db, userId: number): Wallet {
  const row = findWallet(db, userId);
  return {
    heartsAvailable: row.hearts_available,
    glops: row.glops,
    heartsGlopAccum: ((row.glops % HEART_GLOPS) + HEART_GLOPS) % HEART_GLOPS,
    patron: parseIcons(row.icons).includes('p'),
    patronSince: row.patron_since,
    patronUntil: row.until,
  };
}

function answer(db: Db, row: PurchaseRow, alreadyCredited: boolean): Purchase {
  const item = storeItem(row.item);
  if (!item) throw new Error(`Stored purchase ${row.tx} names an unknown item ${row.item}`);
  return { tx: row.tx, item: item.id, amount: row.amount, date: row.date, alreadyCredited, wallet: walletOf(db, row.user_id) };
}

/**
 * Credits a verified payment to `userId` once. A payment credited before answers as it did
 * (alreadyCredited), for its buyer only; anything that does not match the store's price list,
 * receiver or currency, or names another buyer, is refused and changes nothing.
 */
export function creditPayment(db: Db, userId: number, payment: VerifiedPayment, business: string, nowMs: number): Purchase {
  const existing = findPurchase(db, payment.tx);
  if (existing) {
    if (existing.user_id !== userId) throw forbidden(STORE_MESSAGES.otherAccount);
    return answer(db, existing, true);
  }
  if (payment.custom !== String(userId)) throw forbidden(STORE_MESSAGES.otherAccount);
  // A pending payment may still complete, so it has a code of its own (the page offers to ask
  // again); any other status is final.
  if (payment.status !== 'Completed') {
    throw new HttpError(402, payment.status === 'Pending' ? 'payment_pending' : 'payment_not_completed', `${STORE_MESSAGES.notCompleted} (${payment.status})`);
  }
  if (payment.business !== business) throw new HttpError(400, 'payment_mismatch', STORE_MESSAGES.wrongReceiver);
  const item = storeItem(payment.itemNumber);
  if (!item) throw new HttpError(400, 'payment_mismatch', STORE_MESSAGES.unknownItem);
  if (payment.amount !== amountText(item.dollars) || payment.currency !== STORE_CURRENCY) throw new HttpError(400, 'payment_mismatch', mismatchMessage(item));

  const now = new Date(nowMs).toISOString();
  const row: PurchaseRow = { tx: payment.tx, user_id: userId, item: item.id, amount: item.dollars, date: now };
  writeTransaction(db, () => {
    let patronUntil: string | null = null;
    if (item.kind === 'patron') {
      const current = patronTermEnd(db, userId);
      // A renewal adds a year to what is left; a new or lapsed member gets a year from today.
      const from = current && current > now ? Date.parse(current) : nowMs;
      patronUntil = patronYearAfter(from);
      setPatronTermEnd(db, userId, patronUntil);
      const icons = userIcons(db, userId);
      setPatronIcons(db, userId, parseIcons(icons).includes('p') ? icons : `${icons}p`, now.slice(0, 10));
    } else {
      addHearts(db, userId, item.hearts);
    }
    insertPurchase(db, { tx: row.tx, user_id: userId, item: row.item, amount: row.amount, hearts: item.hearts, patron_until: patronUntil, date: now });
  });
  return answer(db, row, false);
}
