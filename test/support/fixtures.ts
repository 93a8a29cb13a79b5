// What many component tests need whatever screen they render: a signed-in viewer and a
// ResizeObserver that never reports (jsdom has none; the grids measure through it).
import type { CurrentUser } from '../../src/api/schemas/session';

/** The session's user, with no follows, blocks or ban; `extra` sets what a test is about. */
export const makeViewer = (id: number, extra: Partial<CurrentUser> = {}): CurrentUser => ({
  id,
  nickname: `user${id}`,
  avatar: `/img/avatar/${id}`,
  mature: false,
  following: [],
  blocks: [],
  icons: [],
  chatId: null,
  chatServer: null,
  ban: null,
  showHeader: true,
  googleLogin: false,
  thumbs: false,
  ...extra,
});

/** Stands in for ResizeObserver (`vi.stubGlobal('ResizeObserver', NoResize)`): sizes never change. */
export class NoResize {
  observe() {}
  disconnect() {}
}

/** A promise the test settles when it chooses (an answer that arrives late, or a write refused later). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
