import { MutationObserver, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { eventually } from '../../test/support/waits';
import { queryClient } from '../api/queryClient';
import { deferred } from '../../test/support/fixtures';
import { optimisticWrite } from './optimistic';

type Flags = Record<string, boolean>;
const key = ['flags'];
const set = (flags: Flags, { name, on }: { name: string; on: boolean }) => ({ ...flags, [name]: on });

/** A write of one flag through the recipe, answered by `send`. */
function flagWrite(send: (vars: { name: string; on: boolean }) => Promise<unknown>) {
  const write = optimisticWrite<Flags, { name: string; on: boolean }>(key, { apply: set, revert: (flags, vars) => set(flags, { ...vars, on: !vars.on }) });
  return (vars: { name: string; on: boolean }) => new MutationObserver(queryClient, { mutationFn: send, ...write }).mutate(vars).catch(() => undefined);
}

describe('optimisticWrite', () => {
  it('cancels a read on its way, so an answer from before the write does not paint over it', async () => {
    queryClient.setQueryData<Flags>(key, { a: false });
    const late = deferred<Flags>();
    const server = vi.fn().mockReturnValueOnce(late.promise).mockResolvedValue({ a: true });
    void queryClient.fetchQuery({ queryKey: key, queryFn: server, staleTime: 0 }).catch(() => undefined);
    const written = flagWrite(() => Promise.resolve())({ name: 'a', on: true });
    await eventually(() => expect(queryClient.getQueryData(key)).toEqual({ a: true }));
    late.resolve({ a: false });
    await written;
    expect(queryClient.getQueryData(key)).toEqual({ a: true });
  });

  it('takes back only its own change when refused, keeping what changed meanwhile', async () => {
    queryClient.setQueryData<Flags>(key, { a: false, b: true });
    const refusal = deferred<never>();
    const write = flagWrite((vars) => (vars.name === 'a' ? refusal.promise : Promise.resolve()));
    const first = write({ name: 'a', on: true });
    await write({ name: 'b', on: false });
    refusal.reject(new Error('refused'));
    await first;
    expect(queryClient.getQueryData(key)).toEqual({ a: false, b: false });
  });

  it('reads the key again once the last of its writes has settled, not in between', async () => {
    queryClient.setQueryData<Flags>(key, { a: false, b: false });
    const server = vi.fn().mockResolvedValue({ a: true, b: true });
    const observer = new QueryObserver(queryClient, { queryKey: key, queryFn: server });
    const stopObserving = observer.subscribe(() => {}); // on screen, so an invalidation reads it again
    const slow = deferred<void>();
    const write = flagWrite((vars) => (vars.name === 'a' ? Promise.resolve() : slow.promise));
    const second = write({ name: 'b', on: true });
    await write({ name: 'a', on: true });
    expect(server).not.toHaveBeenCalled();
    slow.resolve();
    await second;
    await eventually(() => expect(server).toHaveBeenCalledTimes(1));
    stopObserving();
  });
});
