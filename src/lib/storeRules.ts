// The store's offers and rules (spec part 2 "Store", §9): heart packs 25 for $5, 50 for $10 and
// 100 for $15 (USD), the patron membership at $25 a year, and a free heart every 150 glops.
// The server imports the same list to check what a payment bought, so the page, the payment
// form and the credit cannot disagree.
import { countText } from './numbers';

export const STORE_LOGIN_REQUIRED = 'You must be logged in to use the store.';
/** Glops an artist earns per free heart. */
export const HEART_GLOPS = 150;
/** The spec's wording, kept whole (a test ties it to HEART_GLOPS). */
export const FREE_HEART_TEXT = 'Every artist also gets a new heart every 150 glops.';
export const STORE_CURRENCY = 'USD';
/**
 * When a patron term bought at `fromMs` ends: a calendar year on ($25 a year), the same date and
 * time a year later (a term across a 29 February is 366 days; one from a 29 February ends on
 * 1 March).
 */
export function patronYearAfter(fromMs: number): string {
  const end = new Date(fromMs);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end.toISOString();
}

export type StoreItemId = 'hearts25' | 'hearts50' | 'hearts100' | 'patron1y';

export interface StoreItem {
  id: StoreItemId;
  kind: 'hearts' | 'patron';
  /** Hearts the item adds (0 for the membership). */
  hearts: number;
  /** Price in whole US dollars. */
  dollars: number;
  /** What the payment provider shows as the item's name. */
  name: string;
}

export const STORE_ITEMS: readonly StoreItem[] = [
  { id: 'hearts25', kind: 'hearts', hearts: 25, dollars: 5, name: '25 hearts' },
  { id: 'hearts50', kind: 'hearts', hearts: 50, dollars: 10, name: '50 hearts' },
  { id: 'hearts100', kind: 'hearts', hearts: 100, dollars: 15, name: '100 hearts' },
  { id: 'patron1y', kind: 'patron', hearts: 0, dollars: 25, name: 'Patron membership (1 year)' },
];

export const storeItem = (id: string): StoreItem | null => STORE_ITEMS.find((item) => item.id === id) ?? null;

/** '$5'. */
export const priceText = (dollars: number) => `$${dollars}`;
/** The amount as a payment form sends it: '5.00'. */
export const amountText = (dollars: number) => dollars.toFixed(2);

/** Glops still to earn before the next free heart. */
export function glopsToNextHeart(glops: number): number {
  const accumulated = ((Math.floor(glops) % HEART_GLOPS) + HEART_GLOPS) % HEART_GLOPS;
  return HEART_GLOPS - accumulated;
}

export const heartsText = (count: number) => countText(count, 'heart');

/** A day of an ISO date in English, as the store shows membership dates: 'March 5, 2027'. */
export function storeDayText(isoDate: string): string {
  const ms = Date.parse(isoDate);
  if (!Number.isFinite(ms)) return '';
  return new Date(ms).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

/** What the artist's patron membership is, in a sentence; null when they are not a patron. */
export function patronStatusText(wallet: { patron: boolean; patronSince: string | null; patronUntil: string | null }): string | null {
  if (!wallet.patron) return null;
  if (wallet.patronUntil) return `You are a patron until ${storeDayText(wallet.patronUntil)}.`;
  return wallet.patronSince ? `You are a patron since ${storeDayText(wallet.patronSince)}.` : 'You are a patron.';
}
