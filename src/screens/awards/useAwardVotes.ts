// Voting in the awards (spec part 1 §4, §8): the choice shows at once; the server's answer
// confirms it, and a failure reloads the page ("Awards vote fails: page reloads"), which then
// shows the truth. One vote at a time per category; categories vote independently.
import { useState } from 'react';
import { voteAward } from '../../api/awards';
import { queryCache, type QueryKey } from '../../api/query';
import { reloadPage } from '../../app/navigation';
import { awardKeys, setAwardVote } from '../../queries/awards';

export function useAwardVotes(key: QueryKey, preview: boolean) {
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());

  async function send(categoryId: number, obj: number | null) {
    if (busy.has(categoryId)) return;
    setBusy((ids) => new Set(ids).add(categoryId));
    setAwardVote(key, categoryId, obj);
    try {
      await voteAward({ cat: categoryId, obj, ...(preview ? { vp: true } : {}) });
      void queryCache.invalidate(awardKeys.all);
    } catch (error) {
      console.warn('award vote failed', error);
      void reloadPage();
    } finally {
      setBusy((ids) => {
        const next = new Set(ids);
        next.delete(categoryId);
        return next;
      });
    }
  }

  return {
    isBusy: (categoryId: number) => busy.has(categoryId),
    vote: (categoryId: number, candidateId: number) => void send(categoryId, candidateId),
    /** The pencil: takes the vote back so the user can vote again. */
    clear: (categoryId: number) => void send(categoryId, null),
  };
}
