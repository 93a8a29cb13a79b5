// Voting in the awards (spec part 1 §4, §8): the choice shows at once; the server's answer
// confirms it, and a failure reloads the page ("Awards vote fails: page reloads"), which then
// shows the truth. One vote at a time per category; categories vote independently. A click while
// its category's vote is on its way waits for it (the latest one), instead of being dropped: the
// pencil shows the Vote buttons at once, and a quick vote after it was lost.
import { useEffect, useRef } from 'react';
import type { Awards } from '../../api/schemas/awards';
import { reloadPage } from '../../app/navigation/navigation';
import { useAwardVote, usePendingAwardVotes } from '../../queries/awards';

/** The votes on the awards shown: the year, preview and viewer of their query. */
export function useAwardVotes(awards: Awards, { year, preview, viewerId }: { year: number; preview: boolean; viewerId: number | null }) {
  /** Per category, the choice clicked while its vote was on its way (null: the pencil). */
  const waiting = useRef(new Map<number, number | null>());
  const vote = useAwardVote(year, preview, viewerId, (error) => {
    console.warn('award vote failed', error);
    waiting.current.clear(); // the page reloads and shows what the server holds
    void reloadPage();
  });
  const pending = usePendingAwardVotes(year, preview, viewerId);
  const isBusy = (categoryId: number) => pending.includes(categoryId);

  function send(categoryId: number, obj: number | null) {
    if (isBusy(categoryId)) {
      waiting.current.set(categoryId, obj);
      return;
    }
    const category = [...awards.artistCategories, ...awards.sketchCategories].find((c) => c.id === categoryId);
    vote.mutate({ categoryId, obj, previous: category?.vote ?? null });
  }

  // Once a category's vote has settled, the choice that waited for it goes.
  useEffect(() => {
    for (const [categoryId, obj] of waiting.current) {
      if (pending.includes(categoryId)) continue;
      waiting.current.delete(categoryId);
      send(categoryId, obj);
    }
  });

  return {
    isBusy,
    vote: (categoryId: number, candidateId: number) => send(categoryId, candidateId),
    /** The pencil: takes the vote back so the user can vote again. */
    clear: (categoryId: number) => send(categoryId, null),
  };
}
