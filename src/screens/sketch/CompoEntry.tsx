// The creator's compo actions on the sketch page (spec part 1 §4-§8): enter the sketch in an open
// compo it may enter (eligibleCompos, after a confirmation), and remove it from its compo while
// that compo is open (after a confirmation; the server refuses afterwards). A refused entry shows
// 'There was a problem entering this compo: ' with the server's reason.
import { useState } from 'react';
import { enterCompo, removeFromCompo } from '../../api/compos';
import { serverReasonOf } from '../../api/errors';
import { queryCache } from '../../api/query';
import type { Sketch } from '../../api/schemas/sketches';
import { Button } from '../../components/Button';
import { CONFIRM_REMOVE, confirmEnter, ENTER_FAILED, REMOVE_FAILED } from '../../lib/compoRules';
import { compoKeys } from '../../queries/compos';
import { sketchQuery } from '../../queries/sketches';
import { alertDialog, confirmDialog } from '../../stores/dialogs';
import { EntryBox } from './entryBox';

type Eligible = Sketch['eligibleCompos'][number];

export function CompoEntry({ sketch, update }: { sketch: Sketch; update: (patch: Partial<Sketch>) => void }) {
  const [busy, setBusy] = useState(false);
  const eligible = Array.isArray(sketch.eligibleCompos) ? sketch.eligibleCompos : [];

  const enter = async (compo: Eligible) => {
    if (busy || !(await confirmDialog(confirmEnter(compo.title), { confirmLabel: 'Enter' }))) return;
    setBusy(true);
    try {
      await enterCompo(compo.keyName, { compoId: compo.id, sketchId: sketch.id });
      update({ compoKey: compo.keyName, compoTitle: compo.title, compoState: 'open', compoPlace: -1, eligibleCompos: [] });
      void queryCache.invalidate(compoKeys.all);
    } catch (error) {
      await alertDialog(ENTER_FAILED + (serverReasonOf(error) ?? 'please try again in a bit.'));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (busy || !(await confirmDialog(CONFIRM_REMOVE, { confirmLabel: 'Remove' }))) return;
    setBusy(true);
    try {
      await removeFromCompo(sketch.id);
      update({ compoKey: null, compoTitle: null, compoState: null, compoPlace: null });
      void queryCache.invalidate(compoKeys.all);
      // The server says again which open compos the sketch may enter.
      queryCache.fetch(sketchQuery(sketch.id), { force: true }).catch((error: unknown) => console.warn('sketch reload failed', error));
    } catch (error) {
      await alertDialog(REMOVE_FAILED + (serverReasonOf(error) ?? 'please try again in a bit.'));
    } finally {
      setBusy(false);
    }
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
