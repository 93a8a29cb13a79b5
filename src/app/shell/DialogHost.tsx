// Alerts and confirmations (stores/dialogs.ts). Their code is a chunk of its own, not part of the
// first load (most pages show none at first), fetched a moment after the page shows, so that it
// is in before the first question, offline too: a confirmation asked while offline once blanked
// the whole app, its chunk failing to load with nothing to catch it. Should the chunk still be out
// of reach when a dialog is asked for, the dialogs are answered (a question with Cancel, so its
// action is not taken) rather than left waiting, and the next one tries the fetch again.
import { useEffect } from 'react';
import { withChunkStyles } from '../../lib/chunkStyles';
import { dismissAllDialogs, useDialogs } from '../../stores/dialogs';
import { lazyPanel, usePreloadAfterStart } from './lazyPanel';

const dialogsPanel = lazyPanel(() => withChunkStyles(import('../../components/Dialogs')).then((module) => module.Dialogs));
const DIALOG_PANELS = [dialogsPanel];

export function DialogHost() {
  const asked = useDialogs((s) => s.queue.length > 0);
  usePreloadAfterStart(DIALOG_PANELS);
  useEffect(() => {
    if (!asked) return;
    let current = true;
    void dialogsPanel.preload().then(() => {
      if (current && !dialogsPanel.isLoaded()) dismissAllDialogs();
    });
    return () => {
      current = false;
    };
  }, [asked]);
  return asked ? <dialogsPanel.Panel /> : null;
}
