// Role checks. Roles are icon flags on the user: 'g' group admin, 'm' gloperator, 'p' patron.
import type { IconFlag } from '../../src/api/schemas/session';
import { forbidden } from '../http/errors';

const ICON_FLAGS: readonly IconFlag[] = ['g', 'm', 'p'];

export function parseIcons(icons: string): IconFlag[] {
  return ICON_FLAGS.filter((flag) => icons.includes(flag));
}

export function hasIcon(user: { icons: string }, flag: IconFlag): boolean {
  return parseIcons(user.icons).includes(flag);
}

export const isGloperator = (user: { icons: string }) => hasIcon(user, 'm');

/** Throws a 403 unless the user carries the flag. */
export function requireIcon(user: { icons: string }, flag: IconFlag, message: string): void {
  if (!hasIcon(user, flag)) throw forbidden(message);
}
