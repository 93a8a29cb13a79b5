// "{sketch} in {group}" (a queued feature) or "{sketch} for {group}" (a new one) on one line, both
// names giving way alike (groupAdminStyles' .sketch-in-group): neither is cut to a letter or two
// on a phone.
import { groupPaths } from '../../lib/paths/groups';
import { displayTitle } from '../../lib/sketchCard';

export function SketchInGroup({ sketchTitle, joint, group }: { sketchTitle: string | null; joint: 'in' | 'for'; group: { id: number; title: string } }) {
  return (
    <span className="sketch-in-group">
      <span className="sketch">{displayTitle(sketchTitle)}</span>
      <span className="joint">{` ${joint} `}</span>
      <a className="group" href={groupPaths.group(group.id)}>
        {group.title}
      </a>
    </span>
  );
}
