// The owner's group switches on the sketch page (spec part 1 §3, §5; part 2 §5): the groups the
// sketch is in and the groups it may join (eligibleGroups: the artist's own), each a switch that
// puts it in or takes it out. At most 10 groups: 'Sorry a sketch cannot be in more than 10
// groups.' and the switch is undone (the server refuses an eleventh too).
import { styled } from '@linaria/react';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { addSketchToGroup, removeSketchFromGroup } from '../../api/groups';
import { queryCache } from '../../api/query';
import { Checkbox } from '../../components/Checkbox';
import { GROUP_TEXTS, MAX_GROUPS_PER_SKETCH } from '../../lib/groupRules';
import { groupKeys } from '../../queries/groups';
import { alertDialog } from '../../stores/dialogs';
import type { Sketch } from '../../api/schemas/sketches';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: 8px;
  h2 {
    margin: 8px 0 0;
    font-size: 1rem;
  }
  .muted {
    color: var(--text-muted);
  }
`;

type Named = { id: number; title: string };

export function GroupSwitches({ sketch, update }: { sketch: Sketch; update: (patch: Partial<Sketch>) => void }) {
  // Shown ticked while a change is on its way; the server's answer decides.
  const [pending, setPending] = useState<ReadonlyMap<number, boolean>>(new Map());
  const inGroups: Named[] = sketch.groups;
  const choices = [...inGroups, ...sketch.eligibleGroups.filter((g) => !inGroups.some((i) => i.id === g.id))].sort((a, b) => a.title.localeCompare(b.title));
  if (choices.length === 0) return null;

  const settle = (id: number) =>
    setPending((map) => {
      const next = new Map(map);
      next.delete(id);
      return next;
    });

  async function toggle(group: Named, member: boolean) {
    if (pending.has(group.id)) return;
    if (member && inGroups.length >= MAX_GROUPS_PER_SKETCH) {
      // The switch is undone: a render puts the box back to off (the browser already ticked it).
      setPending((map) => new Map(map).set(group.id, false));
      await alertDialog(GROUP_TEXTS.tooManyGroups);
      settle(group.id);
      return;
    }
    setPending((map) => new Map(map).set(group.id, member));
    try {
      const result = await (member ? addSketchToGroup(group.id, sketch.id) : removeSketchFromGroup(group.id, sketch.id));
      const eligible = choices.filter((g) => !result.groups.some((r) => r.id === g.id));
      update({ groups: result.groups, eligibleGroups: eligible });
      void queryCache.invalidate(groupKeys.all);
      void queryCache.invalidate(['gallery']);
    } catch (error) {
      const limit = error instanceof ApiError && error.status === 409;
      await alertDialog(limit ? GROUP_TEXTS.tooManyGroups : GROUP_TEXTS.changeFailed);
    } finally {
      settle(group.id); // undone unless the server took it
    }
  }

  return (
    <Box data-testid="group-switches" aria-labelledby="group-switches-heading">
      <h2 id="group-switches-heading">Groups</h2>
      <span className="muted">
        In {inGroups.length} of at most {MAX_GROUPS_PER_SKETCH} groups.
      </span>
      {choices.map((group) => (
        <Checkbox
          key={group.id}
          checked={pending.get(group.id) ?? inGroups.some((g) => g.id === group.id)}
          testId={`group-switch-${group.id}`}
          onChange={(checked) => void toggle(group, checked)}
        >
          {group.title}
        </Checkbox>
      ))}
    </Box>
  );
}
