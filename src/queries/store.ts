// The store: the signed-in artist's wallet and the payment provider, and a purchase confirmed on
// the return page (an idempotent POST, so it is a read of its transaction: a reload or a back
// shows the same answer without crediting twice).
import { confirmPurchase, fetchStore } from '../api/account';
import type { QueryDef } from '../api/query';
import { queryCache } from '../api/query';
import type { Purchase, StoreInfo } from '../api/schemas/account';

export const storeKeys = {
  all: ['store'] as const,
  info: ['store', 'info'] as const,
  purchase: (tx: string) => ['store', 'purchase', tx] as const,
};

export const storeQuery = (): QueryDef<StoreInfo> => ({ key: storeKeys.info, fetch: (signal) => fetchStore(signal) });

export const purchaseQuery = (tx: string): QueryDef<Purchase> => ({
  key: storeKeys.purchase(tx),
  fetch: async () => {
    const purchase = await confirmPurchase(tx);
    // The wallet changed: the store page reads it again next time.
    void queryCache.invalidate(storeKeys.info);
    return purchase;
  },
});
