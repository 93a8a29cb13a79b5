// The album page (/user/{user}/album/{albumId}, spec part 1 §2 "Album page"): a cover with the
// title, description, item count and view count; the sketches as a grid or a large list (a
// collection opens as a list); the owner may edit or delete it (deleting keeps the sketches).
import { styled } from '@linaria/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { queryClient } from '../../api/queryClient';
import { reloadPage } from '../../app/navigation/navigation';
import { useNavigateFromPage } from '../../app/navigation/pageNavigate';
import { usePageState } from '../../app/navigation/pageState';
import { usePageTitle, type LoadContext, type ScreenProps } from '../../app/navigation/screen';
import { Button } from '../../components/Button';
import { SafeHtml } from '../../components/SafeHtml';
import { prepareSafeHtml } from '../../lib/safeHtml';
import { SketchGrid } from '../../components/SketchGrid';
import { ViewToggle, type CardMode } from '../../components/ViewToggle';
import { albumInfoQuery, albumSaved, albumSketchesList, useDeleteAlbum } from '../../queries/albums';
import { loadEndlessList, useEndlessList } from '../../queries/endlessList';
import { ALBUM_DELETE_ERROR, albumKind } from '../../lib/albumRules';
import { fixedImage } from '../../lib/images';
import { countNoun, formatCount } from '../../lib/numbers';
import { visibleSketches } from '../../lib/visibility';
import { alertDialog, confirmDialog } from '../../stores/dialogs';
import { selectUser, useSession } from '../../stores/session';
import { Page } from './albumLayout';
import { userPaths } from '../../lib/paths/users';
import { lazyChunk } from '../../lib/lazyChunk';
import { withChunkStyles } from '../../lib/chunkStyles';

/** The album named by the address (its info and first sketches are in the query cache). */
// The edit form loads when the owner opens it.
const AlbumForm = lazyChunk('features/albums/AlbumForm', () => withChunkStyles(import('../../features/albums/AlbumForm')).then((module) => module.AlbumForm));

export interface AlbumData {
  user: string;
  albumId: number;
}

/** The question before deleting an album or a collection (albumKind). */
export const deleteQuestion = (kind: 'album' | 'collection') => `Delete this ${kind}? The sketches in it are not deleted.`;

export async function load({ params, restored }: LoadContext<{ user: string; albumId: number }>): Promise<AlbumData> {
  const { user, albumId } = params;
  const [album] = await Promise.all([queryClient.fetchQuery(albumInfoQuery(user, albumId)), loadEndlessList(albumSketchesList(user, albumId), { restored })]);
  await prepareSafeHtml(album.descriptionHtml); // the sanitizer's chunk, only for a description with markup
  return { user, albumId };
}

const Cover = styled.header`
  position: relative;
  display: flex;
  align-items: flex-end;
  min-height: 180px;
  border-radius: var(--radius);
  overflow: hidden;
  background: var(--surface-2);
  margin-bottom: 16px;
  img.bg {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .text {
    position: relative;
    width: 100%;
    padding: 40px 16px 14px;
    color: #fff;
    background: linear-gradient(transparent, rgba(0, 0, 0, 0.75));
  }
  h1 {
    margin: 0 0 4px;
    font-size: 1.5rem;
    overflow-wrap: anywhere;
  }
  .counts {
    display: flex;
    flex-wrap: wrap;
    gap: 14px;
    font-size: 0.9rem;
    opacity: 0.95;
  }
  .counts a {
    color: inherit;
    min-width: 0;
    overflow-wrap: anywhere; /* a long nickname breaks rather than run out of the cover */
  }
  @media (min-width: 768px) {
    min-height: 260px;
  }
`;

// The view toggle and the owner's actions (kept together) sit at the right; on a narrow screen
// the actions wrap as one group to a line of their own, still at the right.
const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: 8px;
  margin-bottom: 12px;
  .grow {
    flex: 1;
  }
  .owner-actions {
    display: flex;
    gap: 8px;
  }
  .description {
    flex-basis: 100%;
    overflow-wrap: anywhere;
    line-height: 1.45;
  }
`;

export default function AlbumScreen({ data }: ScreenProps<AlbumData>) {
  const viewer = useSession(selectUser);
  const album = useSuspenseQuery(albumInfoQuery(data.user, data.albumId)).data;
  const kind = albumKind(album.mode);
  const isOwner = viewer !== null && viewer.id === album.userId;
  // A collection opens as a large list, an album as a grid; the choice survives back/forward.
  const [mode, setMode] = usePageState<CardMode>('album-mode', album.mode === 1 ? 'list' : 'grid');
  const [editing, setEditing] = useState(false);
  usePageTitle(album.title);
  const deletion = useDeleteAlbum();

  const navigateFromPage = useNavigateFromPage();
  const list = useEndlessList(albumSketchesList(data.user, data.albumId));
  const sketches = visibleSketches(list.items, viewer);

  const remove = async () => {
    if (!(await confirmDialog(deleteQuestion(kind), { confirmLabel: 'Delete', irreversible: true, destructive: true }))) return;
    deletion.mutate(
      { userId: album.userId, albumId: album.id },
      {
        onSuccess: () => void navigateFromPage(userPaths.albums(album.userNickname || album.userId), { replace: true }),
        onError: (error) => {
          console.warn('album delete failed', error);
          void alertDialog(ALBUM_DELETE_ERROR);
        },
      },
    );
  };

  const thumb = fixedImage(album.thumbnail, 1024);
  return (
    <Page data-testid="album-page" data-album-mode={album.mode}>
      <Cover>
        {thumb.src && <img className="bg" {...thumb} alt="" />}
        <div className="text">
          <h1 dir="auto" data-testid="album-title">{album.title}</h1>
          <div className="counts">
            <a href={userPaths.albums(album.userNickname || album.userId)} dir="auto" data-testid="album-owner">
              {album.userNickname}
            </a>
            <span data-testid="album-items">
              {formatCount(album.items)} {countNoun(album.items, 'sketch', 'sketches')}
            </span>
            <span data-testid="album-views">
              {formatCount(album.views)} {countNoun(album.views, 'view')}
            </span>
            <span>{kind === 'collection' ? 'Collection' : 'Album'}</span>
          </div>
        </div>
      </Cover>
      <Bar>
        {album.descriptionHtml && <SafeHtml className="description" html={album.descriptionHtml} testId="album-description" />}
        <span className="grow" />
        <ViewToggle mode={mode} onMode={setMode} testIdPrefix="album-mode" />
        {isOwner && !editing && (
          <div className="owner-actions">
            <Button onClick={() => setEditing(true)} data-testid="album-edit">
              Edit
            </Button>
            <Button variant="danger" onClick={() => void remove()} disabled={deletion.isPending || deletion.isSuccess} data-testid="album-delete">
              Delete
            </Button>
          </div>
        )}
      </Bar>
      {editing && (
        <Suspense fallback={null}>
        <AlbumForm
          kind={kind}
          album={album}
          onCancel={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            // The server renders the description HTML and the thumbnail; show its version.
            albumSaved(data.albumId).catch(() => void reloadPage());
          }}
        />
        </Suspense>
      )}
      <SketchGrid
        sketches={sketches}
        mode={mode}
        // The list says a failure itself, with Retry, instead of the empty text: one message.
        list={list}
        empty={isOwner ? `Nothing in this ${kind} yet. Add sketches from their pages.` : `Nothing in this ${kind} yet.`}
      />
    </Page>
  );
}
