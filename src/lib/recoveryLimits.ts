// The limits of the account recovery requests (src/api/schemas/account.ts), apart from
// recoveryRules.ts so the schemas do not bring the recovery screens' texts into the chunks of the
// store's screens, which share those schemas. Everyone imports them from here, the screens too.
export const EMAIL_MAX = 254;
/** A recovery key as the server issues it (base64url), with room to spare; anything else is not one. */
export const RECOVERY_KEY_PATTERN = /^[\w-]{16,128}$/;
