// React asks a store for its "server snapshot" while it renders on the server and while the
// client hydrates that markup; zustand answers with the store's initial state. The stores that
// decide what a server-rendered page shows (the session, the page) are set to the same values on
// both sides before rendering (src/serverRender.tsx, src/main.tsx), so they answer with their
// current state instead: the server renders its page, and hydration finds that same page.
import { createStore, useStore, type StateCreator, type StoreApi, type UseBoundStore } from 'zustand';

/** zustand's `create`, for a store whose server snapshot is its current state. */
export function createRenderedStore<T>(initializer: StateCreator<T>): UseBoundStore<StoreApi<T>> {
  const api = createStore<T>()(initializer);
  // useStore reads the store's getInitialState for the server snapshot, at every render.
  api.getInitialState = api.getState;
  const useBoundStore = (<U>(selector?: (state: T) => U) => useStore(api, selector as (state: T) => U)) as UseBoundStore<StoreApi<T>>;
  return Object.assign(useBoundStore, api);
}
