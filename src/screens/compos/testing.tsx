// Fixtures of the compo screens' component tests: compos in each state, entry cards, a ballot,
// and a screen with the dialogs to render after its loader, over a fetch stand-in (sketch/testing).
import { vi } from 'vitest';
import { Dialogs } from '../../components/Dialogs';
import { useDialogs } from '../../stores/dialogs';
import { useSession } from '../../stores/session';
import { queryClient } from '../../api/queryClient';
import type { Ballot, CompoInfo } from '../../api/schemas/compos';
import type { CurrentUser } from '../../api/schemas/session';
import type { SketchCard } from '../../api/schemas/sketchCards';

class NoResize {
  observe() {}
  disconnect() {}
}

const DAY = 86_400_000;

export function makeCompo(state: CompoInfo['state'], extra: Partial<CompoInfo> = {}): CompoInfo {
  const now = Date.now();
  const [end, endVoting] = state === 'open' ? [now + 3 * DAY, now + 10 * DAY] : state === 'voting' ? [now - DAY, now + 2 * DAY] : [now - 20 * DAY, now - 13 * DAY];
  return {
    id: 25,
    keyName: 'dreamscapes-2026',
    name: 'dreamscapes-2026',
    title: 'Dreamscapes',
    thumbnail: '/img/sketch/40',
    state,
    startDate: new Date(end - 20 * DAY).toISOString(),
    endDate: new Date(end).toISOString(),
    endVotingDate: new Date(endVoting).toISOString(),
    entries: 3,
    infos: '<p>Rules <b>here</b><img src=x onerror="alert(1)"></p>',
    canVote: state === 'voting',
    hasVoted: false,
    comments: [],
    commentCount: 2,
    ...extra,
  };
}

export const entry = (id: number, compoPlace: number | null, extra: Partial<SketchCard> = {}): SketchCard => ({
  id,
  image: `/img/sketch/${id}`,
  title: `Entry ${id}`,
  userId: 100 + id,
  userNickname: `artist${id}`,
  width: 100,
  height: 100,
  compoPlace,
  ...extra,
});

/** A ballot of `count` entries in sets of 4 (ids 1..count). */
export function makeBallot(count: number, votes: Ballot['votes'] = null): Ballot {
  const cards = Array.from({ length: count }, (_, i) => entry(i + 1, -1));
  const sets: SketchCard[][] = [];
  for (let i = 0; i < cards.length; i += 4) sets.push(cards.slice(i, i + 4));
  return { compoId: 25, keyName: 'dreamscapes-2026', title: 'Dreamscapes', endVotingDate: makeCompo('voting').endVotingDate, sets, votes };
}

/** Fresh stores and browser stand-ins before each test. */
export function resetCompoTest(user: CurrentUser | null) {
  vi.stubGlobal('ResizeObserver', NoResize);
  vi.stubGlobal('scrollTo', vi.fn());
  queryClient.clear(); // a test that starts over midway starts with an empty cache too
  sessionStorage.clear();
  useDialogs.setState({ queue: [] });
  useSession.setState({ status: 'ready', user });
  document.cookie = 'csrf=t';
}

export const location = (path: string) => ({ path, search: '', hash: '' });

/** A screen with the dialogs, for a test to render (through test/support/render, inside the app's providers). */
export function withDialogs(screenElement: React.ReactElement) {
  return (
    <>
      {screenElement}
      <Dialogs />
    </>
  );
}
