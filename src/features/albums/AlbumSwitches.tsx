// Membership switches of a sketch (spec part 1 §4, §5, §6): the viewer's albums and collections,
// each a switch that adds the sketch or removes it. Only the sketch's creator may put it in albums;
// anyone signed in may put it in their collections. At most 10 albums or collections per sketch:
// the server counts all users' memberships, so its refusal undoes the switch.
import { styled } from '@linaria/react';
import { useState } from 'react';
import { addToAlbum, removeFromAlbum } from '../../api/albums';
import { ApiError } from '../../api/client';
import { queryCache, useQuery } from '../../api/query';
import { albumKeys, membershipQuery, setMembership, type MembershipEntry } from '../../queries/albums';
import { Checkbox } from '../../components/Checkbox';
import { Button } from '../../components/Button';
import { alertDialog } from '../../stores/dialogs';
import { selectUser, useSession } from '../../stores/session';
import { albumAddError, albumRemoveError, albumKind, albumLimitError, type AlbumKind } from '../../lib/albumRules';
import { AlbumForm } from './AlbumForm';

type Entry = MembershipEntry;

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: 8px;
  h2 {
    margin: 8px 0 0;
    font-size: 1rem;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  .muted {
    color: var(--text-muted);
  }
`;

export function AlbumSwitches(props: { sketchId: number; ownerId: number }) {
  const user = useSession(selectUser);
  const membership = useQuery(user ? membershipQuery(props.sketchId) : null);
  const entries = membership.data ?? null;
  const loadFailed = membership.status === 'error' && !membership.data;
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [creating, setCreating] = useState<AlbumKind | null>(null);
  const isCreator = user !== null && user.id === props.ownerId;

  if (!user) return null;
  const usable = (entries ?? []).filter((entry) => isCreator || entry.mode === 1);

  const setMember = (id: number, member: boolean) => setMembership(props.sketchId, id, member);

  const toggle = async (entry: Entry, member: boolean) => {
    const kind = albumKind(entry.mode);
    setMember(entry.id, member);
    setBusy((set) => new Set(set).add(entry.id));
    try {
      await (member ? addToAlbum(entry.id, props.sketchId) : removeFromAlbum(entry.id, props.sketchId));
    } catch (error) {
      setMember(entry.id, !member);
      const limit = error instanceof ApiError && error.status === 409;
      await alertDialog(limit ? albumLimitError(kind) : member ? albumAddError(kind) : albumRemoveError(kind));
    } finally {
      setBusy((set) => {
        const next = new Set(set);
        next.delete(entry.id);
        return next;
      });
    }
  };

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
            onChange={(checked) => !busy.has(entry.id) && void toggle(entry, checked)}
          >
            {entry.title}
          </Checkbox>
        ))}
      </>
    );
  };

  return (
    <Box data-testid="album-switches">
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
                const entry: Entry = { id, title, mode: creating === 'collection' ? 1 : 0, member: true };
                queryCache.setData<Entry[]>(albumKeys.membership(props.sketchId), (list) => [...(list ?? []), entry]);
                void queryCache.invalidate(albumKeys.lists); // the owner's album list has one more
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
    </Box>
  );
}
