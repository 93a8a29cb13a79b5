// The current-user global of spec part 1 §3, as a zustand store.
import { queryClient } from '../api/queryClient';
import { onSessionRefused } from '../api/client';
import { alertDialog } from './dialogs';
import { fetchMe } from '../api/session';
import type { ActingModerator, CurrentUser, MeResponse } from '../api/schemas/session';
import { createRenderedStore } from '../lib/serverSnapshot';

export type SessionStatus = 'loading' | 'ready' | 'error';

interface SessionState {
  status: SessionStatus;
  user: CurrentUser | null;
  /**
   * The gloperator acting as `user` (spec part 1 §6: impersonate a user), or null for a session
   * of one's own. The page says whom they act as, with a way back to their own account.
   */
  moderator: ActingModerator | null;
  /** Reads the signed-in user (and the gloperator acting as them, if any) from the server. */
  load: () => Promise<void>;
  /**
   * Sets the user after a sign-in or sign-out that happened elsewhere (host push, platform
   * sign-in, Impersonate and back, logout); `moderator` when a gloperator now acts as them.
   */
  setUser: (user: CurrentUser | null, moderator?: ActingModerator | null) => void;
}

export const useSession = createRenderedStore<SessionState>((set, get) => ({
  status: 'loading',
  user: null,
  moderator: null,
  load: async () => {
    try {
      adoptSession(await fetchMe());
    } catch {
      // Without the server's answer the visitor can still browse; the screens report their own errors.
      set({ status: 'error', user: null, moderator: null });
    }
  },
  setUser: (user, moderator = null) => {
    // Another person (or nobody) from now on: nothing read for the previous one may show (every
    // read goes back to empty, and the ones on screen are asked again as the new viewer). The
    // new viewer is set first, so a read asked again can tell who it is for (unreadQuery).
    const changed = get().user?.id !== user?.id;
    set({ status: 'ready', user, moderator: user ? moderator : null });
    if (changed) void queryClient.resetQueries();
    shareSession(user);
  },
}));

/**
 * The key under which each tab keeps the session it knows (sessionMark): who is signed in, and
 * whether a ban or warning holds their pages, and their blocks and following. A tab that learns
 * another session than the last one kept (a logout, a sign-in pushed by the app, a page loaded
 * after signing in as someone else on the sign-in page, a warning accepted, a block) changes it,
 * and the `storage` event reaches every other tab of the origin, which reads the session again
 * (App's followOtherTabs) instead of showing one user while its requests, sent with the shared
 * cookie, act as another.
 */
export const SESSION_KEY = 'sketchery.session';

/**
 * What the other tabs must follow of a session: the user, whether a ban page stands in for theirs,
 * and the lengths of the lists every list filters by (blocks, following), which each block, fan
 * or unfan changes: a user blocked in one tab drops out of the comments the others show.
 */
export const sessionMark = (user: CurrentUser | null): string => (user ? `${user.id}${user.ban ? ':held' : ''}:${user.blocks.length}:${user.following.length}` : 'nobody');

function shareSession(user: CurrentUser | null): void {
  if (typeof window === 'undefined') return; // the server's render
  try {
    // The same mark again changes nothing, and tells no tab.
    window.localStorage.setItem(SESSION_KEY, sessionMark(user));
  } catch {
    // Storage refused (a private mode): the other tabs learn it at their next page.
  }
}

// The server refused the viewer; the session is read again, once at a time, so the page shows
// what is true now instead of each action failing with a "try again" that could never work:
// - a ban given while the page is open (the header's unread counts are read at every page view):
//   the ban page shows from then on (App), not only after a reload; once it shows, nothing is read again;
// - refused with no ban to show (an account merged into another): the server's text says what to do;
// - no session the server knows (expired, ended in another tab or on the server): the header and
//   the page turn to a visitor's, said once (the server's "You must be logged in"), or to the
//   account signed in since, without a word.
let rereading = false;
onSessionRefused((message, lost) => {
  const { user } = useSession.getState();
  if (rereading || !user || user.ban) return;
  rereading = true;
  void useSession
    .getState()
    .load()
    .then(() => {
      const now = useSession.getState().user;
      if (message && (lost ? !now : !now?.ban)) void alertDialog(message);
    })
    .finally(() => (rereading = false));
});

/**
 * The session as the server answered it (GET /api/v2/user/me): read by the app, written into the
 * page by the server (its state, or the session block of a page the browser renders), or read by
 * the server's render.
 */
export function adoptSession({ user, moderator }: MeResponse): void {
  useSession.setState({ status: 'ready', user, moderator: user ? moderator : null });
  shareSession(user);
}

/**
 * The signed-in user once the first session read is done. Loaders and the host's sign-in start
 * with the app, so they may run before that read answers; they wait here. With `timeoutMs`, gives
 * up after that long and resolves with the user known then (null).
 */
export function whenSessionKnown(options: { timeoutMs?: number } = {}): Promise<CurrentUser | null> {
  const state = useSession.getState();
  if (state.status !== 'loading') return Promise.resolve(state.user);
  return new Promise((resolve) => {
    const finish = () => {
      clearTimeout(timer);
      stop();
      resolve(useSession.getState().user);
    };
    const timer = options.timeoutMs === undefined ? undefined : setTimeout(finish, options.timeoutMs);
    const stop = useSession.subscribe((next) => next.status !== 'loading' && finish());
  });
}

// Named selectors, kept beside the store.
export const selectUser = (state: SessionState) => state.user;
export const selectIsLoggedIn = (state: SessionState) => state.user !== null;
export const selectActingModerator = (state: SessionState) => state.moderator;
export const selectIsBanned = (state: SessionState) => state.user?.ban != null;
export const hasIcon = (user: CurrentUser | null, flag: 'g' | 'm' | 'p') => user?.icons.includes(flag) ?? false;
