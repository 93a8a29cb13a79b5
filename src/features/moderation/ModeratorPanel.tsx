// The gloperators' panel (spec part 1 §6): green-tinted, on sketch pages (about the sketch and
// its artist) and on profile pages (about the user). Feature the sketch (confirmed first), ban
// or warn, impersonate, merge, create a shared image, accept a compo invite, edit the live data
// (a sketch's title or description, a user's about text), and the moderator
// section with the reported comments and sketches, the bans and the usage report. Only
// gloperators get it: the pages load this chunk for them alone, and the server refuses the
// calls to everyone else. Failures are the generic 'Error' / 'Error!' alerts (spec §8).
import { styled } from '@linaria/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { acceptCompoInvite, featureSketch, impersonateUser } from '../../api/moderation';
import { useNavigateFromPage } from '../../app/navigation/pageNavigate';
import { Button } from '../../components/Button';
import { confirmFeatureText, confirmImpersonateText, MODERATION_TEXTS } from '../../lib/moderation';
import { alertDialog, confirmDialog } from '../../stores/dialogs';
import { useSession } from '../../stores/session';
import type { ModeratorFeature } from '../../api/schemas/moderation';
import { BanDialog } from './BanDialog';
import { EditDataDialog } from './EditDataDialog';
import { MergeDialog } from './MergeDialog';
import { ModerationSection } from './ModerationSection';
import { SharedImageDialog } from './SharedImageDialog';

const Panel = styled.section`
  margin: 0 0 12px;
  padding: 12px 14px;
  border-radius: var(--radius);
  background: var(--surface);
  background: color-mix(in srgb, var(--surface) 86%, #2e9d5b);
  border: 1px solid color-mix(in srgb, var(--border) 40%, #2e9d5b);
  h2 {
    margin: 0 0 10px;
    font-size: 0.9375rem;
  }
  .tools {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
  }
  /* 'Ban or warn' a long nickname: the label breaks rather than widen the page. */
  .tools button {
    max-width: 100%;
    overflow-wrap: anywhere;
  }
`;

export interface ModeratorPanelProps {
  /** The user the tools act on: the sketch's artist, or the profile's user; `about` where the page has it (a profile). */
  user: { id: number; nickname: string; about?: string };
  /**
   * On a sketch page: the sketch (its title and description as stored, '' for none), and how to
   * show its new featured state. `compoInvite`: a compo invite of the sketch waits to be accepted
   * (the server's flag); only then is there a control.
   */
  sketch?: { id: number; title: string; description: string; featured: boolean; compoInvite?: boolean };
  onFeatured?: (patch: ModeratorFeature) => void;
}

type Open = 'ban' | 'merge' | 'image' | 'data' | 'section' | null;

export function ModeratorPanel({ user, sketch, onFeatured }: ModeratorPanelProps) {
  const viewer = useSession((s) => s.user);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const self = viewer?.id === user.id;
  const featuring = useMutation({ mutationFn: (sketchId: number) => featureSketch(sketchId) });
  const invite = useMutation({ mutationFn: (sketchId: number) => acceptCompoInvite(sketchId) });
  const navigateFromPage = useNavigateFromPage();
  const impersonation = useMutation({ mutationFn: (userId: number) => impersonateUser(userId) });
  // One request of the panel at a time; once the session is another user's, the page is on its way home.
  const busy = featuring.isPending || invite.isPending || impersonation.isPending || impersonation.isSuccess;

  async function run(confirmText: string | null, action: () => Promise<void>, failure: string = MODERATION_TEXTS.error) {
    if (busy) return;
    if (confirmText !== null && !(await confirmDialog(confirmText))) return;
    try {
      await action();
    } catch {
      await alertDialog(failure);
    }
  }

  const feature = () =>
    sketch &&
    run(confirmFeatureText(sketch.featured), async () => {
      onFeatured?.(await featuring.mutateAsync(sketch.id));
    });
  const acceptInvite = () =>
    sketch &&
    run(null, async () => {
      const { message } = await invite.mutateAsync(sketch.id);
      await alertDialog(message);
    });
  const impersonate = () =>
    run(confirmImpersonateText(user.nickname), async () => {
      const { user: signedIn, moderator } = await impersonation.mutateAsync(user.id);
      // From here on the session is the user's, and the store keeps the gloperator behind it: the
      // acting bar's Back (or logging out) is the way back.
      useSession.getState().setUser(signedIn, moderator);
      await navigateFromPage('/');
    });

  return (
    <Panel aria-label="Moderator tools" data-testid="moderator-panel">
      <h2>Moderator tools</h2>
      <div className="tools">
        {sketch && (
          <Button onClick={() => void feature()} disabled={busy} data-testid="mod-feature">
            {sketch.featured ? 'Remove feature' : 'Feature sketch'}
          </Button>
        )}
        {!self && (
          <Button onClick={() => setOpen('ban')} data-testid="mod-ban">
            Ban or warn {user.nickname}
          </Button>
        )}
        {!self && (
          <Button onClick={() => void impersonate()} disabled={busy} data-testid="mod-impersonate">
            Impersonate
          </Button>
        )}
        {!self && (
          <Button onClick={() => setOpen('merge')} data-testid="mod-merge">
            Merge user
          </Button>
        )}
        {sketch && (
          <Button onClick={() => setOpen('image')} data-testid="mod-shared-image">
            Create shared image
          </Button>
        )}
        {sketch?.compoInvite && !invite.isSuccess && (
          <Button onClick={() => void acceptInvite()} disabled={busy} data-testid="mod-accept-invite">
            Accept compo invite
          </Button>
        )}
        <Button onClick={() => setOpen('data')} data-testid="mod-edit-data">
          Edit data
        </Button>
        <Button onClick={() => setOpen('section')} data-testid="mod-section">
          Moderation lists
        </Button>
      </div>
      {open === 'ban' && <BanDialog user={user} onClose={close} />}
      {open === 'merge' && <MergeDialog user={user} onClose={close} />}
      {open === 'image' && sketch && <SharedImageDialog sketch={sketch} onClose={close} />}
      {open === 'data' && <EditDataDialog user={user} about={user.about} sketch={sketch} onClose={close} />}
      {open === 'section' && <ModerationSection onClose={close} />}
    </Panel>
  );
}
