// What a visitor sees on both store addresses (spec part 2 "Store", §6, §8).
import { sitePaths } from '../../lib/paths/site';
import { STORE_LOGIN_REQUIRED } from '../../lib/storeRules';
import { linkRow } from '../../components/fieldStyles';

/** The page a visitor sees on both store addresses. */
export function StoreLoginRequired({ returnTo }: { returnTo: string }) {
  return (
    <>
      <p data-testid="store-login-required">{STORE_LOGIN_REQUIRED}</p>
      <p className={linkRow}>
        <a href={sitePaths.login(returnTo)} data-testid="store-login">
          Log in
        </a>
      </p>
    </>
  );
}

