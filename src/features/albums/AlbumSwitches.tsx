// Membership switches of a sketch (spec part 1 §4, §5, §6): the viewer's albums and collections,
// each a switch that adds the sketch or removes it. Only the sketch's creator may put it in albums;
// anyone signed in may put it in their collections. At most 10 albums or collections per sketch:
// the server counts all users' memberships, so its refusal undoes the switch.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { addCreatedAlbum, membershipQuery, useMembershipSwitch, usePendingMembership, type MembershipEntry } from '../../queries/albums';
import { Checkbox } from '../../components/Checkbox';
import { SwitchSection } from '../../components/SwitchSection';
import { Button } from '../../components/Button';
import { alertDialog } from '../../stores/dialogs';
import { selectUser, useSession } from '../../stores/session';
import { albumAddError, albumRemoveError, albumKind, albumLimitError, type AlbumKind } from '../../lib/albumRules';
import { AlbumForm } from './AlbumForm';

type Entry = MembershipEntry;

export function AlbumSwitches(props: { sketchId: number; ownerId: number }) {
  const user = useSession(selectUser);
  const membership = useQuery({ ...membershipQuery(props.sketchId), enabled: user !== null });
  const entries = membership.data ?? null;
  const loadFailed = membership.isError && !membership.data;
  const switchMembership = useMembershipSwitch(props.sketchId, (error, { albumId, member }) => {
    const kind = albumKind(entries?.find((entry) => entry.id === albumId)?.mode ?? 0);
    const limit = error instanceof ApiError && error.status === 409;
    void alertDialog(limit ? albumLimitError(kind) : member ? albumAddError(kind) : albumRemoveError(kind));
  });
  const pending = usePendingMembership(props.sketchId);
  const [creating, setCreating] = useState<AlbumKind | null>(null);
  const isCreator = user !== null && user.id === props.ownerId;

  if (!user) return null;
  const usable = (entries ?? []).filter((entry) => isCreator || entry.mode === 1);

  const toggle = (entry: Entry, member: boolean) => switchMembership.mutate({ albumId: entry.id, member });

  const section = (kind: AlbumKind) => {
    const list = usable.filter((entry) => albumKind(entry.mode) === kind);
    return (
      <>
        <h2>{kind === 'album' ? 'Albums' : 'Collections'}</h2>
        {list.length === 0 && <span className="muted">{kind === 'album' ? 'No albums yet.' : 'No collections yet.'}</span>}
        {list.map((entry) => (
          <Checkbox
            key={entry.id}
            checked={entry.member}
            testId={`album-switch-${entry.id}`}
            onChange={(checked) => !pending.includes(entry.id) && toggle(entry, checked)}
          >
            {entry.title}
          </Checkbox>
        ))}
      </>
    );
  };

  return (
    <SwitchSection data-testid="album-switches">
      {loadFailed ? (
        <span className="muted" data-testid="album-switches-error">
          Sorry, your albums could not be loaded. Please reload the page.
        </span>
      ) : entries === null ? (
        <span className="muted">Loading albums…</span>
      ) : (
        <>
          {isCreator && section('album')}
          {section('collection')}
          {creating ? (
            <AlbumForm
              kind={creating}
              sketchId={props.sketchId}
              onCancel={() => setCreating(null)}
              onSaved={(id, title) => {
                setCreating(null);
                addCreatedAlbum(props.sketchId, { id, title, mode: creating === 'collection' ? 1 : 0, member: true });
              }}
            />
          ) : (
            <div className="row">
              {isCreator && (
                <Button data-testid="album-switches-new-album" onClick={() => setCreating('album')}>
                  New album
                </Button>
              )}
              <Button data-testid="album-switches-new-collection" onClick={() => setCreating('collection')}>
                New collection
              </Button>
            </div>
          )}
        </>
      )}
    </SwitchSection>
  );
}
