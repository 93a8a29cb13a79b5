// What the artist does with their own sketch (spec part 1 §4-§8): edit its info, public or unlisted, download
// the PNG, copy the thumbnail code, use it as avatar or (2048x506 only) as cover, open its file
// in the app (a patron synthesizes one for a sketch that came without), and delete it (asked
// first; refused while it is in a closed compo).
import { styled } from '@linaria/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { serverReasonOf } from '../../api/errors';
import { openSketchInApp } from '../../app/host/hostBridge';
import { useNavigateFromPage } from '../../app/navigation/pageNavigate';
import { Button } from '../../components/Button';
import { secondaryButtonLink } from '../../components/buttonLinks';
import { TextInput } from '../../components/TextInput';
import { CompoEntry } from './CompoEntry';
import { ChallengeEntry } from './ChallengeEntry';
import { GroupSwitches } from './GroupSwitches';
import { sketchPaths } from '../../lib/paths/sketches';
import { userPaths } from '../../lib/paths/users';
import { PRODUCT_FILE_EXTENSION } from '../../lib/product';
import { displayTitle } from '../../lib/sketchCard';
import { alertDialog, confirmDialog } from '../../stores/dialogs';
import { isCoverSized, mayBeProfilePicture } from '../../lib/profileRules';
import { AppHandOffNote } from '../../components/AppHandOffNote';
import type { HandOffResult } from '../../lib/handOff';
import { useDeleteSketch, useSetAvatar, useSetCover, useSketchPrivacy, useSynthesizeFile } from '../../queries/sketchWrites';
import { SYNTHESIZE_TEXTS } from '../../lib/sketchRules';
import { hasIcon, useSession } from '../../stores/session';
import {
  AVATAR_FAILED,
  AVATAR_SET,
  CLOSED_COMPO_NOTE,
  CODE_COPIED,
  CONFIRM_DELETE,
  COVER_FAILED,
  COVER_SET,
  DELETE_FAILED,
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
  /* The code box: TextInput's multi-line box, in monospace on the raised surface. */
  textarea {
    width: 100%;
    font: 0.8125rem/1.4 ui-monospace, monospace;
    background: var(--surface-2);
  }
`;

/** Copies the code to the clipboard; refused or without a clipboard, it throws. */
async function copyThumbnailCode(code: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('no clipboard here');
  await navigator.clipboard.writeText(code);
}

/** After a delete the spec sends the artist to their gallery: their profile's Sketches tab. */
function afterDelete(creator: number): string {
  return userPaths.userSketches(creator);
}

export function OwnerActions({ sketch }: { sketch: Sketch }) {
  // A refusal is said while its button is still off, as the write still counts as running.
  const privacy = useSketchPrivacy(sketch.id, () => alertDialog(PRIVACY_FAILED));
  const avatar = useSetAvatar(sketch.id, () => alertDialog(AVATAR_FAILED));
  const cover = useSetCover(sketch.id, () => alertDialog(COVER_FAILED));
  const removal = useDeleteSketch(sketch.id, (error) => alertDialog(serverReasonOf(error) ?? DELETE_FAILED));
  const synthesis = useSynthesizeFile(sketch.id, (error) => alertDialog(serverReasonOf(error) ?? SYNTHESIZE_TEXTS.failed));
  const patron = hasIcon(useSession((s) => s.user), 'p');
  // Copying the code and asking the app are no writes, but the buttons wait for them too.
  const copy = useMutation({ mutationFn: copyThumbnailCode });
  const navigateFromPage = useNavigateFromPage();
  const app = useMutation({ mutationFn: () => openSketchInApp({ id: sketch.id, fileUrl: sketchFileUrl(sketch.id, PRODUCT_FILE_EXTENSION) }) });
  /** One action at a time: the buttons are off while any runs. */
  const busy = [privacy, avatar, cover, removal, synthesis, copy, app].some((action) => action.isPending);
  const [note, setNote] = useState<string | null>(null);
  const [manualCode, setManualCode] = useState<string | null>(null);
  const [appHint, setAppHint] = useState<HandOffResult | null>(null);
  const inClosedCompo = sketch.compoState === 'closed' || (sketch.compoPlace ?? 0) >= 1;

  /** Runs a write; true when it went through (a refusal was said by its hook). */
  async function done(write: Promise<unknown>): Promise<boolean> {
    setNote(null);
    try {
      await write;
      return true;
    } catch {
      return false;
    }
  }

  const changePrivacy = (next: 'public' | 'unlisted') => done(privacy.mutateAsync(next));

  async function copyCode() {
    setNote(null);
    const code = thumbnailCode(sketch, displayTitle(sketch.title), window.location.origin);
    try {
      await copy.mutateAsync(code);
      setManualCode(null);
      setNote(CODE_COPIED);
    } catch {
      setManualCode(code); // denied or unavailable: shown selected, to copy by hand
    }
  }

  async function setAsAvatar() {
    if (await done(avatar.mutateAsync())) setNote(AVATAR_SET);
  }

  async function setAsCover() {
    if (await done(cover.mutateAsync())) setNote(COVER_SET);
  }

  async function synthesizeFile() {
    if (await done(synthesis.mutateAsync())) setNote(SYNTHESIZE_TEXTS.done);
  }

  async function openInApp() {
    setNote(null);
    setAppHint(await app.mutateAsync());
  }

  async function remove() {
    if (inClosedCompo || !(await confirmDialog(CONFIRM_DELETE, { confirmLabel: 'Delete', irreversible: true, destructive: true }))) return;
    if (await done(removal.mutateAsync())) void navigateFromPage(afterDelete(sketch.creator), { replace: true });
  }

  return (
    <Panel data-testid="owner-actions">
      <div className="row" role="group" aria-label="Privacy">
        <Button data-testid="privacy-public" toggled={!sketch.unlisted} disabled={busy} onClick={() => sketch.unlisted && void changePrivacy('public')}>
          Public
        </Button>
        <Button data-testid="privacy-unlisted" toggled={sketch.unlisted} disabled={busy} onClick={() => !sketch.unlisted && void changePrivacy('unlisted')}>
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
        <Button data-testid="copy-code" disabled={busy} onClick={() => void copyCode()}>
          Copy thumbnail code
        </Button>
        {mayBeProfilePicture(sketch) && (
          <Button data-testid="set-avatar" disabled={busy} onClick={() => void setAsAvatar()}>
            Use as avatar
          </Button>
        )}
        {mayBeProfilePicture(sketch) && isCoverSized(sketch) && (
          <Button data-testid="set-cover" disabled={busy} onClick={() => void setAsCover()}>
            Use as cover
          </Button>
        )}
        {sketch.haveFile || sketch.privateFile ? (
          <Button data-testid="open-in-app" disabled={busy} onClick={() => void openInApp()}>
            Open in app{sketch.privateFile ? ' (private file)' : ''}
          </Button>
        ) : (
          patron && (
            <Button data-testid="synthesize-file" disabled={busy} onClick={() => void synthesizeFile()}>
              {SYNTHESIZE_TEXTS.button}
            </Button>
          )
        )}
        <Button data-testid="delete-sketch" variant="danger" disabled={busy || inClosedCompo} onClick={() => void remove()}>
          Delete
        </Button>
      </div>
      <CompoEntry sketch={sketch} />
      <ChallengeEntry sketch={sketch} />
      <GroupSwitches sketch={sketch} />
      {inClosedCompo && <p className="note">{CLOSED_COMPO_NOTE}</p>}
      {note && (
        <p className="note" role="status" data-testid="owner-note">
          {note}
        </p>
      )}
      {manualCode && (
        <label>
          <span className="note">Copy this code:</span>
          <TextInput multiLine testId="thumbnail-code" readOnly value={manualCode} onChange={setManualCode} autoFocus onFocus={(event) => event.currentTarget.select()} />
        </label>
      )}
      <AppHandOffNote result={appHint} className="note" testId="open-in-app-hint" />
    </Panel>
  );
}
