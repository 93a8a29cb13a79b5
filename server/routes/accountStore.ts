// Account recovery (POST /api/v2/recover/generate and /accept) and the store (GET /api/v2/store,
// POST /api/v2/store/confirm), spec part 2 "Account recovery", "Store", §7-§9.
import * as v from 'valibot';
import type { DomainApp, DomainOptions } from '../context';
import { actorOf, requireActor } from '../auth/guards';
import { HttpError, badRequest } from '../http/errors';
import { consumeRecoveryKey, requestRecovery } from '../account/recovery';
import { creditPayment, STORE_MESSAGES, walletOf } from '../account/store';
import { PROVIDER_CHECKOUT_PATH, STORE_BUSINESS, TX_PATTERN, verifyProviderPayment } from '../account/provider';
import { currentUser } from '../users/currentUser';
import { isEmailAddress } from '../../src/lib/recoveryRules';
import { RecoverAcceptBody, RecoverGenerateBody, StoreConfirmBody, type Purchase, type RecoverAcceptResponse, type StoreInfo } from '../../src/api/schemas/account';
import type { OkResponse } from '../../src/api/schemas/common';

export const INVALID_EMAIL = 'Please enter a valid e-mail address.';

/** The provider's transaction ids have its own form: the server checks it on top of the shared body. */
const confirmBody = v.pipe(StoreConfirmBody, v.forward(v.check((body) => TX_PATTERN.test(body.tx), 'Expected a transaction id'), ['tx']));

export async function accountStoreRoutes(app: DomainApp, { ctx }: DomainOptions): Promise<void> {
  // Open to everyone: the answer is the same whether an account has the address or not.
  app.post('/api/v2/recover/generate', { schema: { body: RecoverGenerateBody } }, async (request): Promise<OkResponse> => {
    const { email } = request.body;
    const address = email.trim().toLowerCase();
    if (!isEmailAddress(address)) throw badRequest(INVALID_EMAIL);
    requestRecovery(ctx.db, address, ctx.clock(), ctx.publicOrigin);
    return { ok: true };
  });

  app.post('/api/v2/recover/accept', { schema: { body: RecoverAcceptBody } }, async (request, reply): Promise<RecoverAcceptResponse> => {
    const { key } = request.body;
    const userId = consumeRecoveryKey(ctx.db, key, ctx.clock());
    ctx.sessions.signIn(request, reply, userId);
    const user = currentUser(ctx.db, userId, ctx.clock());
    if (!user) throw new Error(`Recovered user ${userId} vanished`);
    return { user };
  });

  app.get('/api/v2/store', { preHandler: requireActor }, async (request, reply): Promise<StoreInfo> => {
    reply.header('Cache-Control', 'no-store');
    const actor = actorOf(request);
    return {
      userId: actor.id,
      wallet: walletOf(ctx.db, actor.id),
      // Only the development surface has a provider: the simulated one (account/provider.ts).
      provider: ctx.devTools ? { url: PROVIDER_CHECKOUT_PATH, business: STORE_BUSINESS, simulated: true } : null,
    };
  });

  app.post('/api/v2/store/confirm', { schema: { body: confirmBody }, preHandler: requireActor }, async (request): Promise<Purchase> => {
    const { tx } = request.body;
    if (!ctx.devTools) throw new HttpError(503, 'payments_off', STORE_MESSAGES.paymentsOff);
    const payment = verifyProviderPayment(ctx.db, tx);
    if (!payment) throw new HttpError(404, 'unknown_payment', STORE_MESSAGES.unknownPayment);
    return creditPayment(ctx.db, actorOf(request).id, payment, STORE_BUSINESS, ctx.clock());
  });
}
