// Account recovery and the store (spec part 2 "Account recovery", "Store", §7, §9). The shapes
// the spec leaves open are ours; the reference server builds its answers with these types.
import * as v from 'valibot';
import { IdSchema } from './common';
import { CurrentUserSchema } from './session';

/** POST /api/v2/recover/accept {key}: the user the key signed in. */
export const RecoverAcceptSchema = /*@__PURE__*/ v.object({ user: CurrentUserSchema });
export type RecoverAcceptResponse = v.InferOutput<typeof RecoverAcceptSchema>;

export const StoreItemIdSchema = /*@__PURE__*/ v.picklist(['hearts25', 'hearts50', 'hearts100', 'patron1y']);

/** What the signed-in artist holds: hearts, glops toward the next free heart, the membership. */
export const WalletSchema = /*@__PURE__*/ v.object({
  heartsAvailable: /*@__PURE__*/ v.number(),
  glops: /*@__PURE__*/ v.number(),
  /** Glops earned toward the next free heart. */
  heartsGlopAccum: /*@__PURE__*/ v.number(),
  patron: /*@__PURE__*/ v.boolean(),
  patronSince: /*@__PURE__*/ v.nullable(/*@__PURE__*/ v.string()),
  /** The end of the paid membership (ISO date), null when none was bought here. */
  patronUntil: /*@__PURE__*/ v.nullable(/*@__PURE__*/ v.string()),
});
export type Wallet = v.InferOutput<typeof WalletSchema>;

/** Where the payment form posts and the fields the provider needs besides the item's. */
export const PaymentProviderSchema = /*@__PURE__*/ v.object({
  url: /*@__PURE__*/ v.string(),
  business: /*@__PURE__*/ v.string(),
  /** A simulation of the provider (the reference server's development surface). */
  simulated: /*@__PURE__*/ v.boolean(),
});
export type PaymentProvider = v.InferOutput<typeof PaymentProviderSchema>;

/** GET /api/v2/store: the wallet and the provider (null: this server takes no payments). */
export const StoreInfoSchema = /*@__PURE__*/ v.object({
  userId: IdSchema,
  wallet: WalletSchema,
  provider: /*@__PURE__*/ v.nullable(PaymentProviderSchema),
});
export type StoreInfo = v.InferOutput<typeof StoreInfoSchema>;

/** POST /api/v2/store/confirm {tx}: what the payment bought, credited once. */
export const PurchaseSchema = /*@__PURE__*/ v.object({
  tx: /*@__PURE__*/ v.string(),
  item: StoreItemIdSchema,
  /** Dollars paid. */
  amount: /*@__PURE__*/ v.number(),
  date: /*@__PURE__*/ v.string(),
  /** True when this payment had been credited before (a reload of the return page). */
  alreadyCredited: /*@__PURE__*/ v.boolean(),
  wallet: WalletSchema,
});
export type Purchase = v.InferOutput<typeof PurchaseSchema>;

/** GET /api/dev/mail {to}: the demo outbox (development surface only). */
export const DevMailSchema = /*@__PURE__*/ v.object({
  messages: /*@__PURE__*/ v.array(
    /*@__PURE__*/ v.object({
      id: IdSchema,
      to: /*@__PURE__*/ v.string(),
      subject: /*@__PURE__*/ v.string(),
      text: /*@__PURE__*/ v.string(),
      /** The recovery link in the mail (a path of this site). */
      link: /*@__PURE__*/ v.nullable(/*@__PURE__*/ v.string()),
      created: /*@__PURE__*/ v.string(),
    }),
  ),
});
export type DevMail = v.InferOutput<typeof DevMailSchema>;
