// The album list of a user (/user/{user}/albums, spec part 1 §2): albums and collections as
// tiles; the owner creates new ones with the 'Create album' and 'Create collection' forms.
import { styled } from '@linaria/react';
import { CoverImage } from '../../components/CoverImage';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { queryClient } from '../../api/queryClient';
import { albumKeys, albumListQuery } from '../../queries/albums';

import { useNavigateFromPage } from '../../app/navigation/pageNavigate';
import { usePageTitle, type LoadContext, type ScreenProps } from '../../app/navigation/screen';
import { Button } from '../../components/Button';
import { albumKind, type AlbumKind } from '../../lib/albumRules';
import { fixedImage } from '../../lib/images';
import { countNoun, formatCount } from '../../lib/numbers';
import { selectUser, useSession } from '../../stores/session';
import type { Album} from '../../api/schemas/albums';
import { AlbumForm } from '../../features/albums/AlbumForm';
import { Page } from './albumLayout';
import { sitePaths } from '../../lib/paths/site';
import { userPaths } from '../../lib/paths/users';

/** The owner named by the address (id or nickname); the list is in the query cache. */
export interface AlbumsData {
  user: string;
}

export async function load({ params }: LoadContext<{ user: string }>): Promise<AlbumsData> {
  const { user } = params;
  await queryClient.fetchQuery(albumListQuery(user));
  return { user };
}

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
  margin: 4px 0 16px;
  img {
    width: 48px;
    height: 48px;
    border-radius: 50%;
    background: var(--surface-2);
  }
  h1 {
    margin: 0;
    font-size: 1.4rem;
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
`;

const Tiles = styled.ul`
  list-style: none;
  margin: 0 0 24px;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 10px;
  @media (min-width: 480px) {
    grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  }
  a {
    display: block;
    color: var(--text);
    text-decoration: none;
    background: var(--surface);
    border: 1px solid var(--border);
    border-radius: var(--radius);
    overflow: hidden;
  }
  .caption {
    padding: 8px 10px;
  }
  .title {
    font-weight: 700;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  .meta {
    font-size: 0.85rem;
    color: var(--text-muted);
  }
`;

function AlbumTile({ album }: { album: Album }) {
  return (
    <li>
      <a href={userPaths.album(album.userNickname || album.userId, album.id)} data-testid="album-tile" data-album-id={album.id}>
        <CoverImage image={fixedImage(album.thumbnail, 200)} />
        <div className="caption">
          <div className="title" dir="auto">
            {album.title}
          </div>
          <div className="meta">
            {formatCount(album.items)} {countNoun(album.items, 'sketch', 'sketches')}
          </div>
        </div>
      </a>
    </li>
  );
}

export default function AlbumsScreen({ data: { user } }: ScreenProps<AlbumsData>) {
  const data = useSuspenseQuery(albumListQuery(user)).data;
  const navigateFromPage = useNavigateFromPage();
  const viewer = useSession(selectUser);
  const isOwner = viewer !== null && viewer.id === data.user.id;
  const [creating, setCreating] = useState<AlbumKind | null>(null);
  usePageTitle(`Albums of ${data.user.nickname}`);
  const albums = data.items.filter((album) => albumKind(album.mode) === 'album');
  const collections = data.items.filter((album) => albumKind(album.mode) === 'collection');

  return (
    <Page data-testid="albums-page">
      <Head>
        <img {...fixedImage(data.user.avatar, 50)} alt="" />
        <h1>
          <a href={sitePaths.user(data.user.nickname)}>{data.user.nickname}</a>
        </h1>
        {isOwner && !creating && (
          <div className="actions">
            <Button variant="primary" onClick={() => setCreating('album')} data-testid="create-album">
              Create album
            </Button>
            <Button onClick={() => setCreating('collection')} data-testid="create-collection">
              Create collection
            </Button>
          </div>
        )}
      </Head>
      {creating && (
        <AlbumForm
          kind={creating}
          onCancel={() => setCreating(null)}
          onSaved={(id) => {
            void queryClient.invalidateQueries({ queryKey: albumKeys.all });
            void navigateFromPage(userPaths.album(data.user.nickname, id));
          }}
        />
      )}
      <h2>Albums</h2>
      {albums.length === 0 ? (
        <p data-testid="albums-empty">No albums yet.</p>
      ) : (
        <Tiles data-testid="albums-list">
          {albums.map((album) => (
            <AlbumTile key={album.id} album={album} />
          ))}
        </Tiles>
      )}
      <h2>Collections</h2>
      {collections.length === 0 ? (
        <p data-testid="collections-empty">No collections yet.</p>
      ) : (
        <Tiles data-testid="collections-list">
          {collections.map((album) => (
            <AlbumTile key={album.id} album={album} />
          ))}
        </Tiles>
      )}
    </Page>
  );
}
