// What the artist does with their own sketch (spec part 1 §4-§8): edit its info, public or unlisted, download
// the PNG, copy the thumbnail code, use it as avatar or (2048x506 only) as cover, open its file
// in the app, and delete it (asked first; refused while it is in a closed compo).
import { styled } from '@linaria/react';
import { useState } from 'react';
import { serverReasonOf } from '../../api/errors';
import { deleteSketch, setAvatar, setCover, setSketchPrivacy } from '../../api/sketches';
import { openSketchInApp } from '../../app/hostBridge';
import { navigate } from '../../app/navigation';
import { Button } from '../../components/Button';
import { secondaryButtonLink } from '../../components/buttonLinks';
import { CompoEntry } from './CompoEntry';
import { ChallengeEntry } from './ChallengeEntry';
import { GroupSwitches } from './GroupSwitches';
import { sketchPaths } from '../../lib/paths/sketches';
import { userPaths } from '../../lib/paths/users';
import { PRODUCT_FILE_EXTENSION } from '../../lib/product';
import { displayTitle } from '../../lib/sketchCard';
import { alertDialog, confirmDialog } from '../../stores/dialogs';
import { useSession } from '../../stores/session';
import {
  AVATAR_FAILED,
  AVATAR_SET,
  CLOSED_COMPO_NOTE,
  CODE_COPIED,
  CONFIRM_DELETE,
  COVER_FAILED,
  COVER_SET,
  DELETE_FAILED,
  isCoverSize,
  PRIVACY_FAILED,
  sketchFileUrl,
  thumbnailCode,
} from './pageRules';
import type { Sketch } from '../../api/schemas/sketches';

const Panel = styled.div`
  display: grid;
  gap: 10px;
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
  }
  .note {
    margin: 0;
    color: var(--text-muted);
  }
  textarea {
    width: 100%;
    min-height: 80px;
    box-sizing: border-box;
    font: 13px/1.4 ui-monospace, monospace;
    padding: 8px;
    border-radius: var(--radius);
    border: 1px solid var(--border);
    background: var(--surface-2);
    color: var(--text);
  }
`;

/** After a delete the spec sends the artist to their gallery: their profile's Sketches tab. */
function afterDelete(creator: number): string {
  return userPaths.userSketches(creator);
}

export function OwnerActions({ sketch, update }: { sketch: Sketch; update: (patch: Partial<Sketch>) => void }) {
  const [busy, setBusy] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [manualCode, setManualCode] = useState<string | null>(null);
  const [appHint, setAppHint] = useState<{ text: string; downloadUrl: string } | null>(null);
  const inClosedCompo = sketch.compoState === 'closed' || (sketch.compoPlace ?? 0) >= 1;

  async function run(name: string, action: () => Promise<void>) {
    setBusy(name);
    setNote(null);
    try {
      await action();
    } finally {
      setBusy(null);
    }
  }

  const changePrivacy = (privacy: 'public' | 'unlisted') =>
    run('privacy', async () => {
      try {
        const result = await setSketchPrivacy(sketch.id, privacy);
        update({ unlisted: result.unlisted });
      } catch {
        await alertDialog(PRIVACY_FAILED);
      }
    });

  const copyCode = () =>
    run('code', async () => {
      const code = thumbnailCode(sketch, displayTitle(sketch.title), window.location.origin);
      try {
        if (!navigator.clipboard?.writeText) throw new Error('no clipboard here');
        await navigator.clipboard.writeText(code);
        setManualCode(null);
        setNote(CODE_COPIED);
      } catch {
        setManualCode(code); // denied or unavailable: shown selected, to copy by hand
      }
    });

  const setAsAvatar = () =>
    run('avatar', async () => {
      try {
        const { avatar } = await setAvatar(sketch.id);
        const { user, setUser } = useSession.getState();
        if (user) setUser({ ...user, avatar });
        setNote(AVATAR_SET);
      } catch {
        await alertDialog(AVATAR_FAILED);
      }
    });

  const setAsCover = () =>
    run('cover', async () => {
      try {
        await setCover(sketch.id);
        setNote(COVER_SET);
      } catch {
        await alertDialog(COVER_FAILED);
      }
    });

  const openInApp = () =>
    run('app', async () => {
      const result = await openSketchInApp({ id: sketch.id, fileUrl: sketchFileUrl(sketch.id, PRODUCT_FILE_EXTENSION) });
      setAppHint(result.handled ? null : { text: result.text, downloadUrl: result.downloadUrl });
    });

  async function remove() {
    if (inClosedCompo || !(await confirmDialog(CONFIRM_DELETE, { confirmLabel: 'Delete' }))) return;
    await run('delete', async () => {
      try {
        await deleteSketch(sketch.id);
      } catch (error) {
        await alertDialog(serverReasonOf(error) ?? DELETE_FAILED);
        return;
      }
      void navigate(afterDelete(sketch.creator), { replace: true });
    });
  }

  return (
    <Panel data-testid="owner-actions">
      <div className="row" role="group" aria-label="Privacy">
        <Button data-testid="privacy-public" toggled={!sketch.unlisted} disabled={busy !== null} onClick={() => sketch.unlisted && void changePrivacy('public')}>
          Public
        </Button>
        <Button data-testid="privacy-unlisted" toggled={sketch.unlisted} disabled={busy !== null} onClick={() => !sketch.unlisted && void changePrivacy('unlisted')}>
          Unlisted
        </Button>
      </div>
      <div className="row">
        <a className={secondaryButtonLink} data-testid="edit-sketch" href={sketchPaths.sketchEdit(sketch.id)}>
          Edit info
        </a>
        <a className={secondaryButtonLink} data-testid="download-png" href={sketch.imagePng ?? `/img/sketch/${sketch.id}/full.png`} download={`sketch-${sketch.id}.png`}>
          Download PNG
        </a>
        <Button data-testid="copy-code" disabled={busy !== null} onClick={() => void copyCode()}>
          Copy thumbnail code
        </Button>
        <Button data-testid="set-avatar" disabled={busy !== null} onClick={() => void setAsAvatar()}>
          Use as avatar
        </Button>
        {isCoverSize(sketch) && (
          <Button data-testid="set-cover" disabled={busy !== null} onClick={() => void setAsCover()}>
            Use as cover
          </Button>
        )}
        {(sketch.haveFile || sketch.privateFile) && (
          <Button data-testid="open-in-app" disabled={busy !== null} onClick={() => void openInApp()}>
            Open in app{sketch.privateFile ? ' (private file)' : ''}
          </Button>
        )}
        <Button data-testid="delete-sketch" variant="danger" disabled={busy !== null || inClosedCompo} onClick={() => void remove()}>
          Delete
        </Button>
      </div>
      <CompoEntry sketch={sketch} update={update} />
      <ChallengeEntry sketch={sketch} update={update} />
      <GroupSwitches sketch={sketch} update={update} />
      {inClosedCompo && <p className="note">{CLOSED_COMPO_NOTE}</p>}
      {note && (
        <p className="note" role="status" data-testid="owner-note">
          {note}
        </p>
      )}
      {manualCode && (
        <label>
          <span className="note">Copy this code:</span>
          <textarea data-testid="thumbnail-code" readOnly value={manualCode} autoFocus onFocus={(event) => event.currentTarget.select()} />
        </label>
      )}
      {appHint && (
        <p className="note" data-testid="open-in-app-hint">
          {appHint.text}{' '}
          <a href={appHint.downloadUrl} target="_blank" rel="noopener noreferrer">
            Get the app
          </a>
        </p>
      )}
    </Panel>
  );
}
