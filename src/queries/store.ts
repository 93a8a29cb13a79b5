// The store: the signed-in artist's wallet and the payment provider, and a purchase confirmed on
// the return page (an idempotent POST, so it is a read of its transaction: a reload or a back
// shows the same answer without crediting twice).
import { queryOptions } from '@tanstack/react-query';
import { queryClient } from '../api/queryClient';
import { confirmPurchase, fetchStore } from '../api/account';
import type { Purchase, StoreInfo } from '../api/schemas/account';

export const storeKeys = {
  all: ['store'] as const,
  info: ['store', 'info'] as const,
  purchase: (tx: string) => ['store', 'purchase', tx] as const,
};

export const storeQuery = () =>
  queryOptions({ queryKey: storeKeys.info, queryFn: (): Promise<StoreInfo> => fetchStore() });

export const purchaseQuery = (tx: string) =>
  queryOptions({
    queryKey: storeKeys.purchase(tx),
    queryFn: async (): Promise<Purchase> => {
      const purchase = await confirmPurchase(tx);
      // The wallet changed: the store page reads it again next time.
      void queryClient.invalidateQueries({ queryKey: storeKeys.info });
      return purchase;
    },
    // What the provider said of a transaction does not change while its page shows: asking again
    // because the page came back to the front or online would only turn 'Thank you!' into 'This
    // payment was already added'. Shown anew (a reload, a visit after the 5 s), it is asked again.
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
