// A rule of the route table: a name, a matcher that yields the screen's typed parameters, and the
// screen's lazy chunk (src/app/routes/routeTable.ts holds the rules; src/app/routes/routes.tsx resolves them).
import { loadOnce } from '../../lib/loadOnce';
import type { RouteRule } from '../../lib/route';
import type { ScreenModule } from '../navigation/screen';

/** A screen module with its data and parameter types forgotten (see `route`). */
export type LoadScreen = () => Promise<ScreenModule<unknown, object>>;

/**
 * A route whose matcher yields exactly the parameters its screen declares: a mismatch does not
 * compile. The table then forgets the types; the resolver only ever hands a rule's own params
 * to that rule's screen, which is why the one cast below is sound. The screen's module is kept
 * once loaded (loadOnce: the server renders a screen on every page).
 */
export function route<P extends object, Data>(
  name: string,
  match: (path: string) => P | null,
  screen: () => Promise<ScreenModule<Data, P>>,
): RouteRule<LoadScreen> {
  return { name, match, screen: loadOnce(screen) as unknown as LoadScreen };
}
