// Account recovery and the store (spec part 2 §7). The payment itself is a form post to the
// provider (screens/store), not a call of this module.
import { get, post } from './client';
import { PurchaseSchema, RecoverAcceptSchema, StoreInfoSchema, type RecoverAcceptBody, type RecoverGenerateBody, type StoreConfirmBody } from './schemas/account';
import { OkSchema } from './schemas/common';

export const generateRecovery = (email: string) => post('/api/v2/recover/generate', { email } satisfies RecoverGenerateBody, OkSchema);
export const acceptRecovery = (key: string) => post('/api/v2/recover/accept', { key } satisfies RecoverAcceptBody, RecoverAcceptSchema);
export const fetchStore = (signal?: AbortSignal) => get('/api/v2/store', StoreInfoSchema, undefined, { signal });
/** The provider's transaction id from the return page: checked with the provider and credited once. */
export const confirmPurchase = (tx: string) => post('/api/v2/store/confirm', { tx } satisfies StoreConfirmBody, PurchaseSchema);
