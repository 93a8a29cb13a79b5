// Signed short-lived tokens of the reference backend: base64url(JSON payload) + '.' +
// base64url(HMAC-SHA256). They stand in for the platform's identity tokens and for the host
// app's auth push. Each purpose signs with its own derived key, so a token minted for one
// purpose is never accepted for another.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export type TokenPurpose = 'apple' | 'host';
export interface TokenPayload {
  sub: string | number;
  /** Issued at, seconds since the epoch. */
  iat: number;
}
export type VerifyResult =
  | { ok: true; payload: TokenPayload }
  | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

/** Tolerated clock difference for tokens that claim to be from the future. */
const CLOCK_SKEW_SECONDS = 30;

/** The server secret, created on first start and kept in the data dir (never sent anywhere). */
export function loadOrCreateSecret(dataDir: string): Buffer {
  const file = path.join(dataDir, 'secret.key');
  if (existsSync(file)) {
    const hex = readFileSync(file, 'utf8').trim();
    if (/^[0-9a-f]{64,}$/i.test(hex)) return Buffer.from(hex, 'hex');
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32);
  writeFileSync(file, secret.toString('hex') + '\n', { mode: 0o600 });
  return secret;
}

function purposeKey(secret: Buffer, purpose: TokenPurpose): Buffer {
  return createHmac('sha256', secret).update(`token-key:${purpose}`).digest();
}

function signature(secret: Buffer, purpose: TokenPurpose, body: string): Buffer {
  return createHmac('sha256', purposeKey(secret, purpose)).update(body).digest();
}

export function signToken(secret: Buffer, purpose: TokenPurpose, payload: TokenPayload): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${signature(secret, purpose, body).toString('base64url')}`;
}

export function verifyToken(
  secret: Buffer,
  purpose: TokenPurpose,
  token: string,
  nowSeconds: number,
  maxAgeSeconds: number,
): VerifyResult {
  const parts = token.split('.');
  const [body, sig] = parts;
  if (parts.length !== 2 || !body || !sig || !/^[\w-]+$/.test(body) || !/^[\w-]+$/.test(sig)) {
    return { ok: false, reason: 'malformed' };
  }
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (!isPayload(payload)) return { ok: false, reason: 'malformed' };
  const expected = signature(secret, purpose, body);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' };
  const age = nowSeconds - payload.iat;
  if (age > maxAgeSeconds || age < -CLOCK_SKEW_SECONDS) return { ok: false, reason: 'expired' };
  return { ok: true, payload };
}

function isPayload(value: unknown): value is TokenPayload {
  if (!value || typeof value !== 'object') return false;
  const { sub, iat } = value as Record<string, unknown>;
  const subOk = (typeof sub === 'string' && sub.length > 0 && sub.length <= 200) || (typeof sub === 'number' && Number.isSafeInteger(sub));
  return subOk && typeof iat === 'number' && Number.isSafeInteger(iat);
}
