// The creator's compo actions on the sketch page (spec part 1 §4-§8): enter the sketch in an open
// compo it may enter (eligibleCompos, after a confirmation), and remove it from its compo while
// that compo is open (after a confirmation; the server refuses afterwards). A refused entry shows
// 'There was a problem entering this compo: ' with the server's reason.
import { serverReasonOf } from '../../api/errors';
import type { Sketch } from '../../api/schemas/sketches';
import { Button } from '../../components/Button';
import { CONFIRM_REMOVE, confirmEnter, ENTER_FAILED, REMOVE_FAILED } from '../../lib/compoRules';
import { useEnterCompo, useRemoveFromCompo } from '../../queries/sketchWrites';
import { alertDialog, confirmDialog } from '../../stores/dialogs';
import { EntryBox } from './entryBox';

type Eligible = Sketch['eligibleCompos'][number];

export function CompoEntry({ sketch }: { sketch: Sketch }) {
  // A refusal is said while the buttons are still off.
  const entering = useEnterCompo(sketch.id, (error) => alertDialog(ENTER_FAILED + (serverReasonOf(error) ?? 'please try again in a bit.')));
  const removing = useRemoveFromCompo(sketch.id, (error) => alertDialog(REMOVE_FAILED + (serverReasonOf(error) ?? 'please try again in a bit.')));
  const busy = entering.isPending || removing.isPending;
  const eligible = Array.isArray(sketch.eligibleCompos) ? sketch.eligibleCompos : [];

  const enter = async (compo: Eligible) => {
    if (busy || !(await confirmDialog(confirmEnter(compo.title), { confirmLabel: 'Enter' }))) return;
    entering.mutate(compo);
  };

  const remove = async () => {
    if (busy || !(await confirmDialog(CONFIRM_REMOVE, { confirmLabel: 'Remove' }))) return;
    removing.mutate();
  };

  if (sketch.compoKey) {
    if (sketch.compoState !== 'open') return null;
    return (
      <EntryBox aria-labelledby="compo-entry-h" data-testid="compo-entry">
        <h3 id="compo-entry-h">Compo</h3>
        {/* The details above the actions already name and link the compo (for every viewer). */}
        <div className="row">
          <Button data-testid="compo-remove" disabled={busy} onClick={() => void remove()}>
            Remove from compo
          </Button>
        </div>
      </EntryBox>
    );
  }
  if (eligible.length === 0) return null;
  return (
    <EntryBox aria-labelledby="compo-entry-h" data-testid="compo-entry">
      <h3 id="compo-entry-h">Compo</h3>
      <div className="row">
        {eligible.map((compo) => (
          <Button key={compo.id} data-testid="compo-enter" data-compo-key={compo.keyName} disabled={busy} onClick={() => void enter(compo)}>
            Enter in {compo.title}
          </Button>
        ))}
      </div>
    </EntryBox>
  );
}
