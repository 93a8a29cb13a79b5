// TanStack Query's recipe for a write the screen shows at once (an album switch, an approve):
// cancel the reads of the key in flight (an answer that left before the write must not paint
// over it), change the cached value, undo the change if the server refuses, and read the key
// again once the write is settled. The undo takes back this write's change from the value as it
// is then, not a snapshot from before: a snapshot would also erase what arrived meanwhile (another
// write's change, a newer answer). The read after a write waits for the last write of the same
// key to settle, so two quick switches do not flicker through an in-between answer.
import type { MutationKey, QueryKey } from '@tanstack/react-query';
import { queryClient } from '../api/queryClient';

export interface OptimisticChange<Data, Vars> {
  /** The cached value with the write's change made. */
  apply: (data: Data, vars: Vars) => Data;
  /** The cached value with the write's change taken back. */
  revert: (data: Data, vars: Vars) => Data;
}

/** The key of the optimistic writes on the read `key` (useMutationState finds the pending ones by it). */
export const optimisticKey = (key: QueryKey): MutationKey => ['optimistic', ...key];

/**
 * The mutation options of an optimistic write on the read `key` (spread them into useMutation's).
 * What a failure must tell the user goes into useMutation's own onError, calling this one's first:
 * the callbacks given to mutate() run only for the latest call of a hook.
 */
export function optimisticWrite<Data, Vars>(key: QueryKey, change: OptimisticChange<Data, Vars>) {
  const mutationKey = optimisticKey(key);
  const update = (vars: Vars, step: OptimisticChange<Data, Vars>['apply']) =>
    queryClient.setQueryData<Data>(key, (data) => (data === undefined ? data : step(data, vars)));
  return {
    mutationKey,
    onMutate: async (vars: Vars) => {
      await queryClient.cancelQueries({ queryKey: key });
      update(vars, change.apply);
    },
    onError: (_error: unknown, vars: Vars) => update(vars, change.revert),
    onSettled: () => {
      // This write still counts as running here: 1 means no other write of the key is pending.
      if (queryClient.isMutating({ mutationKey }) <= 1) return queryClient.invalidateQueries({ queryKey: key });
    },
  };
}
