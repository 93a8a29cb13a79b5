import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../api/schemas/session';
import { useSession, whenSessionKnown } from './session';

const ADA = { id: 7, nickname: 'Ada' } as CurrentUser;

afterEach(() => {
  vi.useRealTimers();
  useSession.setState({ status: 'loading', user: null });
});

describe('whenSessionKnown', () => {
  it('answers at once when the session is already read', async () => {
    useSession.setState({ status: 'ready', user: ADA });
    await expect(whenSessionKnown()).resolves.toBe(ADA);
    useSession.setState({ status: 'error', user: null });
    await expect(whenSessionKnown()).resolves.toBeNull();
  });

  it('waits for the first read while it is loading', async () => {
    useSession.setState({ status: 'loading', user: null });
    const known = whenSessionKnown();
    let settled = false;
    void known.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    useSession.setState({ status: 'ready', user: ADA });
    await expect(known).resolves.toBe(ADA);
  });

  it('gives up after the timeout, with no user', async () => {
    vi.useFakeTimers();
    useSession.setState({ status: 'loading', user: null });
    const known = whenSessionKnown({ timeoutMs: 5_000 });
    vi.advanceTimersByTime(5_000);
    await expect(known).resolves.toBeNull();
    // The subscription is gone: a later answer changes nothing and throws nothing.
    useSession.setState({ status: 'ready', user: ADA });
  });
});
