// The writes of the sketch page (spec part 1 §4-§8): what a viewer does to someone else's sketch
// (heart, feature star, rating) and what its artist does with it (privacy, delete, avatar and
// cover, groups, the daily challenge and compos). Each is a mutation whose answer goes into the
// cached sketch (sketchAnswered: reads on their way are cancelled first); the rating is
// optimistic. A write that changes what the sketch's cards show marks the lists of cards stale
// (cardLists.ts). Where a hook takes `onRefused`, that runs for every refused write and the write
// counts as running until it is done, so the page's buttons stay off while it says why. They are
// apart from sketches.ts because that module's reads are part of the shell chunk
// (src/shellGraph.ts): these load with the page's actions, not with every route.
import { useMutation, useMutationState } from '@tanstack/react-query';
import { enterChallenge, removeFromChallenge } from '../api/challenges';
import { enterCompo, removeFromCompo } from '../api/compos';
import { addSketchToGroup, removeSketchFromGroup } from '../api/groups';
import { errorCodeOf } from '../api/errors';
import { queryClient } from '../api/queryClient';
import { ALREADY_HEARTED, type Sketch } from '../api/schemas/sketches';
import { deleteSketch, featureSketch, heartSketch, rateSketch, setAvatar, setCover, setSketchPrivacy } from '../api/sketches';
import { synthesizeSketchFile } from '../api/sketchEdit';
import { useSession } from '../stores/session';
import { cardListsChanged } from './cardLists';
import { invalidateAfterEntryChange } from './challenges';
import { invalidateAfterCompoEntryChange } from './compos';
import { groupKeys } from './groups';
import { optimisticWrite } from './optimistic';
import { sketchAnswered, sketchKeys } from './sketches';

/** What a page says when the server refuses a write (awaited: the write runs until it is said). */
export type Refusal = (error: Error) => Promise<unknown> | void;

/**
 * The heart's answer, or null when the server says the viewer's heart is already there: a heart
 * whose answer was lost (the browser sent the POST again, and the second one was refused so) was
 * given all the same.
 */
async function heartGiven(id: number): Promise<{ heartsReceived: number } | null> {
  try {
    return await heartSketch(id);
  } catch (error) {
    if (errorCodeOf(error) === ALREADY_HEARTED) return null;
    throw error;
  }
}

/** Gives the sketch the viewer's heart (once, for good); the answer counts it, and so do the cards when shown next. */
export function useHeartSketch(id: number, onRefused: Refusal) {
  return useMutation({
    mutationFn: () => heartGiven(id),
    onSuccess: async (result) => {
      cardListsChanged();
      if (result) return sketchAnswered(id, { userHeart: true, userCanHeart: false, heartsReceived: result.heartsReceived });
      // Given before: the sketch is read again for its count.
      await sketchAnswered(id, { userHeart: true, userCanHeart: false });
      return queryClient.invalidateQueries({ queryKey: sketchKeys.one(id), exact: true });
    },
    onError: onRefused,
  });
}

/** Features the sketch with the viewer's star (the cards show it too, and the featured gallery lists it). */
export function useFeatureSketch(id: number) {
  return useMutation({
    mutationFn: () => featureSketch(id),
    onSuccess: (result) => {
      cardListsChanged();
      return sketchAnswered(id, {
        featured: true,
        userCanFeature: false,
        featuredByName: result.featuredByName,
        featuredByLink: result.featuredByLink,
        featuredDate: result.featuredDate,
      });
    },
  });
}

export type Rating = 'rules' | 'piggy';

const rated = (sketch: Sketch, rating: Rating): Sketch => ({
  ...sketch,
  userRating: rating === 'rules' ? 'rules' : null,
  rateRules: Math.max(0, sketch.rateRules + (rating === 'rules' ? 1 : -1)),
});

/**
 * Rates the sketch (rules or piggy, a toggle): shown at once, the server's count when it answers,
 * taken back when it refuses; `onFailed` runs for every refused rating (the page reloads, spec §8).
 */
export function useRateSketch(id: number, onFailed: (error: Error) => void) {
  const write = optimisticWrite<Sketch, Rating>(sketchKeys.one(id), {
    apply: rated,
    revert: (sketch, rating) => rated(sketch, rating === 'rules' ? 'piggy' : 'rules'),
  });
  return useMutation({
    mutationFn: (rating: Rating) => rateSketch(id, rating),
    ...write,
    onSuccess: (result) => {
      cardListsChanged();
      return sketchAnswered(id, { userRating: result.userRating, rateRules: result.rateRules });
    },
    onError: (error, rating) => {
      write.onError(error, rating);
      onFailed(error);
    },
  });
}

/**
 * Public or unlisted. The edit form shows the privacy too, from its own read of the sketch, and
 * its save sends it: that read is marked stale, or the form opened within its 5 s would start
 * from the old privacy and a save of the title alone would put it back. The cards say
 * 'unlisted' too, and the public lists leave such a sketch out.
 */
export function useSketchPrivacy(id: number, onRefused: Refusal) {
  return useMutation({
    mutationFn: (privacy: 'public' | 'unlisted') => setSketchPrivacy(id, privacy),
    onSuccess: async (result) => {
      await sketchAnswered(id, { unlisted: result.unlisted });
      cardListsChanged();
      await queryClient.invalidateQueries({ queryKey: sketchKeys.edit(id), refetchType: 'none' });
    },
    onError: onRefused,
  });
}

/** A patron's sketch without a file gets one made from its picture; the page then offers "Open in app". */
export function useSynthesizeFile(id: number, onRefused: Refusal) {
  return useMutation({
    mutationFn: () => synthesizeSketchFile(id),
    onSuccess: () => sketchAnswered(id, { haveFile: true }),
    onError: onRefused,
  });
}

/**
 * Deletes the sketch. Every cached read is marked stale (galleries, profiles, home list it), to be
 * read again where it shows next; nothing is read again now, while the page still shows it. The
 * artist's avatar made of it goes back to the generated one on the server: the session is read
 * again, so the header does not keep showing the deleted picture.
 */
export function useDeleteSketch(id: number, onRefused: Refusal) {
  return useMutation({
    mutationFn: () => deleteSketch(id),
    onSuccess: () => {
      const { user, load } = useSession.getState();
      if (user?.avatar.endsWith(`-${id}`)) void load();
      return queryClient.invalidateQueries({ refetchType: 'none' });
    },
    onError: onRefused,
  });
}

/** The sketch becomes the artist's avatar (the header shows it at once). */
export function useSetAvatar(id: number, onRefused: Refusal) {
  return useMutation({
    mutationFn: () => setAvatar(id),
    onSuccess: ({ avatar }) => {
      const { user, setUser } = useSession.getState();
      if (user) setUser({ ...user, avatar });
    },
    onError: onRefused,
  });
}

/** The sketch becomes the artist's cover. */
export function useSetCover(id: number, onRefused: Refusal) {
  return useMutation({ mutationFn: () => setCover(id), onError: onRefused });
}

type Named = { id: number; title: string };

/** The groups a sketch is in and may join, by title. */
export function groupChoices(sketch: Pick<Sketch, 'groups' | 'eligibleGroups'>): Named[] {
  const inGroups: Named[] = sketch.groups;
  return [...inGroups, ...sketch.eligibleGroups.filter((g) => !inGroups.some((i) => i.id === g.id))].sort((a, b) => a.title.localeCompare(b.title));
}

/** A group's switch on the sketch page: in or out. */
export interface GroupSwitch {
  groupId: number;
  member: boolean;
}

const groupSwitchKey = (sketchId: number) => ['sketch', sketchId, 'groupSwitch'] as const;

/**
 * Puts the sketch in a group or takes it out; the server's answer (the groups it is in) decides.
 * `onRefused` runs for every refused switch, and the switch shows its change until it returns.
 */
export function useGroupSwitch(sketchId: number, onRefused: Refusal) {
  return useMutation({
    mutationKey: groupSwitchKey(sketchId),
    mutationFn: ({ groupId, member }: GroupSwitch) => (member ? addSketchToGroup(groupId, sketchId) : removeSketchFromGroup(groupId, sketchId)),
    onSuccess: async (result) => {
      await queryClient.cancelQueries({ queryKey: sketchKeys.one(sketchId), exact: true });
      queryClient.setQueryData<Sketch>(
        sketchKeys.one(sketchId),
        (sketch) => sketch && { ...sketch, groups: result.groups, eligibleGroups: groupChoices(sketch).filter((g) => !result.groups.some((r) => r.id === g.id)) },
      );
      void queryClient.invalidateQueries({ queryKey: groupKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['gallery'] });
    },
    // The switch shows the change until the user has read why it was refused.
    onError: (error) => onRefused(error),
  });
}

/** The group switches of the sketch still on their way (each shows what it asked for). */
export function usePendingGroupSwitches(sketchId: number): GroupSwitch[] {
  return useMutationState({
    filters: { mutationKey: groupSwitchKey(sketchId), status: 'pending' },
    select: (mutation) => mutation.state.variables as GroupSwitch,
  });
}

/** The service's answer to an entry: 'ok', or the reason it was refused. */
export const challengeEntryAccepted = (answer: string) => answer.trim().toLowerCase() === 'ok';

/** Enters the sketch in a daily challenge; the answer says whether it is in. */
export function useEnterChallenge(sketchId: number) {
  return useMutation({
    mutationFn: (challenge: Named) => enterChallenge({ challengeId: challenge.id, sketchId }),
    onSuccess: async (answer, challenge) => {
      if (challengeEntryAccepted(answer)) await sketchAnswered(sketchId, { challengeId: challenge.id, challengeTitle: challenge.title, eligibleChallenges: [] });
    },
    // The sketch (the challenges it may enter), the challenges and home are read again.
    onSettled: () => void invalidateAfterEntryChange(sketchId),
  });
}

/** Takes the sketch out of its daily challenge. */
export function useRemoveFromChallenge(sketchId: number) {
  return useMutation({
    mutationFn: () => removeFromChallenge(sketchId),
    onSuccess: () => sketchAnswered(sketchId, { challengeId: null, challengeTitle: null }),
    // The sketch read again brings the challenges it may enter again.
    onSettled: () => void invalidateAfterEntryChange(sketchId),
  });
}

type EligibleCompo = Sketch['eligibleCompos'][number];

/** Enters the sketch in an open compo. */
export function useEnterCompo(sketchId: number, onRefused: Refusal) {
  return useMutation({
    mutationFn: (compo: EligibleCompo) => enterCompo(compo.keyName, { compoId: compo.id, sketchId }),
    onSuccess: (_answer, compo) => sketchAnswered(sketchId, { compoKey: compo.keyName, compoTitle: compo.title, compoState: 'open', compoPlace: -1, eligibleCompos: [] }),
    onError: onRefused,
    // Entered or refused, the sketch is read again: a refusal (the compo closed, the sketch is in
    // another) leaves the page offering a compo the server will not take until it is.
    onSettled: () => void invalidateAfterCompoEntryChange(sketchId),
  });
}

/** Takes the sketch out of its open compo. */
export function useRemoveFromCompo(sketchId: number, onRefused: Refusal) {
  return useMutation({
    mutationFn: () => removeFromCompo(sketchId),
    onSuccess: () => sketchAnswered(sketchId, { compoKey: null, compoTitle: null, compoState: null, compoPlace: null }),
    onError: onRefused,
    // Removed or refused, the server says again which compo the sketch is in and which open
    // compos it may enter.
    onSettled: () => void invalidateAfterCompoEntryChange(sketchId),
  });
}
