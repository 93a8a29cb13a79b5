// Roles are icon flags on the user: 'g' group admin, 'm' gloperator, 'p' patron. Routes check
// them with the requireRole guard (guards.ts).
import type { IconFlag } from '../../src/api/schemas/session';

const ICON_FLAGS: readonly IconFlag[] = ['g', 'm', 'p'];

export function parseIcons(icons: string): IconFlag[] {
  return ICON_FLAGS.filter((flag) => icons.includes(flag));
}

export function hasIcon(user: { icons: string }, flag: IconFlag): boolean {
  return parseIcons(user.icons).includes(flag);
}
