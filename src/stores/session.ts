// The current-user global of spec part 1 §3, as a zustand store.
import { create } from 'zustand';
import type { CurrentUser } from '../api/types';
import { queryCache } from '../api/query';
import { fetchMe } from '../api/session';

export type SessionStatus = 'loading' | 'ready' | 'error';

interface SessionState {
  status: SessionStatus;
  user: CurrentUser | null;
  /** Reads the signed-in user from the server. */
  load: () => Promise<void>;
  /** Sets the user after a sign-in or sign-out that happened elsewhere (host push, platform sign-in). */
  setUser: (user: CurrentUser | null) => void;
}

export const useSession = create<SessionState>()((set, get) => ({
  status: 'loading',
  user: null,
  load: async () => {
    try {
      const { user } = await fetchMe();
      set({ status: 'ready', user });
    } catch {
      // Without the server's answer the visitor can still browse; the screens report their own errors.
      set({ status: 'error', user: null });
    }
  },
  setUser: (user) => {
    // Another person (or nobody) from now on: nothing read for the previous one may show.
    if (get().user?.id !== user?.id) queryCache.remove();
    set({ status: 'ready', user });
  },
}));

// Named selectors, kept beside the store.
export const selectUser = (state: SessionState) => state.user;
export const selectIsLoggedIn = (state: SessionState) => state.user !== null;
export const selectIsBanned = (state: SessionState) => state.user?.ban != null;
export const hasIcon = (user: CurrentUser | null, flag: 'g' | 'm' | 'p') => user?.icons.includes(flag) ?? false;
