// The owner's group switches on the sketch page (spec part 1 §3, §5; part 2 §5): the groups the
// sketch is in and the groups it may join (eligibleGroups: the artist's own), each a switch that
// puts it in or takes it out. At most 10 groups: 'Sorry a sketch cannot be in more than 10
// groups.' and the switch is undone (the server refuses an eleventh too).
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { Checkbox } from '../../components/Checkbox';
import { SwitchSection } from '../../components/SwitchSection';
import { GROUP_TEXTS, MAX_GROUPS_PER_SKETCH } from '../../lib/groupRules';
import { groupChoices, useGroupSwitch, usePendingGroupSwitches } from '../../queries/sketchWrites';
import { alertDialog } from '../../stores/dialogs';
import type { Sketch } from '../../api/schemas/sketches';

type Named = { id: number; title: string };

export function GroupSwitches({ sketch }: { sketch: Sketch }) {
  // Each switch shows what it asked for while its change is on its way; the server's answer
  // decides. A refusal is said before the switch goes back.
  const switchGroup = useGroupSwitch(sketch.id, (error) => {
    const limit = error instanceof ApiError && error.status === 409;
    return alertDialog(limit ? GROUP_TEXTS.tooManyGroups : GROUP_TEXTS.changeFailed);
  });
  const pending = usePendingGroupSwitches(sketch.id);
  /** A group refused here at the limit: shown off (the browser already ticked it) while the user reads why. */
  const [refused, setRefused] = useState<number | null>(null);
  const inGroups: Named[] = sketch.groups;
  const choices = groupChoices(sketch);
  if (choices.length === 0) return null;

  const shownAs = (group: Named) => (refused === group.id ? false : (pending.find((p) => p.groupId === group.id)?.member ?? inGroups.some((g) => g.id === group.id)));

  async function toggle(group: Named, member: boolean) {
    if (refused === group.id || pending.some((p) => p.groupId === group.id)) return;
    if (member && inGroups.length >= MAX_GROUPS_PER_SKETCH) {
      setRefused(group.id);
      await alertDialog(GROUP_TEXTS.tooManyGroups);
      setRefused(null);
      return;
    }
    switchGroup.mutate({ groupId: group.id, member });
  }

  return (
    <SwitchSection data-testid="group-switches" aria-labelledby="group-switches-heading">
      <h2 id="group-switches-heading">Groups</h2>
      <span className="muted">
        In {inGroups.length} of at most {MAX_GROUPS_PER_SKETCH} groups.
      </span>
      {choices.map((group) => (
        <Checkbox
          key={group.id}
          checked={shownAs(group)}
          testId={`group-switch-${group.id}`}
          onChange={(checked) => void toggle(group, checked)}
        >
          {group.title}
        </Checkbox>
      ))}
    </SwitchSection>
  );
}
