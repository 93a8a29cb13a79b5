// The About tab (spec part 2 §2): the facts (joined, birthday, gender, country, patron since,
// views over 10), the about text, albums, the newest sketches and the profile comments. An about
// text over 1024 characters changes the layout: it takes the full width, the facts go above it.
// The owner also gets the note to their fans; a fan, what they are told about.
import { styled } from '@linaria/react';
import type { QueryKey } from '@tanstack/react-query';
import { Suspense } from 'react';
import type { Profile } from '../../api/schemas/profile';
import { CoverImage } from '../../components/CoverImage';
import { SketchGrid } from '../../components/SketchGrid';
import { withChunkStyles } from '../../lib/chunkStyles';
import { fixedImage } from '../../lib/images';
import { lazyChunk } from '../../lib/lazyChunk';
import { WHOLE_LIST } from '../../lib/listState';
import { userPaths } from '../../lib/paths/users';
import { isLongAbout, NOT_ALLOWED_TO_COMMENT, profileFacts } from '../../lib/profile';
import { visibleSketches } from '../../lib/visibility';
import { useSession } from '../../stores/session';
import { FanNotifySettings } from './FanNotifySettings';
import { NoteToFans } from './NoteToFans';

// The profile comments, at the foot of the tab, load as the sketch page's do: the profile shows
// without waiting for their code (a server-rendered profile has it before it hydrates).
const Comments = lazyChunk('features/comments/Comments', () => withChunkStyles(import('../../features/comments/Comments')).then((module) => module.Comments));

const Body = styled.div`
  display: grid;
  /* Columns no wider than the page: an unbroken title or text shrinks (to its ellipsis, or
     breaks) instead of widening them. */
  grid-template-columns: minmax(0, 1fr);
  gap: 20px;
  @media (min-width: 768px) {
    &[data-layout='normal'] .intro {
      display: grid;
      grid-template-columns: minmax(0, 2fr) minmax(200px, 1fr);
      gap: 24px;
      align-items: start;
    }
    &[data-layout='normal'] .facts {
      order: 2;
    }
  }
  .intro {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 12px;
  }
  .lead {
    display: grid;
    gap: 20px;
    align-content: start;
    min-width: 0;
  }
  .about {
    margin: 0;
    line-height: 1.5;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
  &[data-layout='long'] .about {
    max-width: 80ch;
  }
  &[data-layout='long'] dl {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 20px;
  }
  dl {
    margin: 0;
    display: grid;
    gap: 6px;
  }
  dl div {
    display: flex;
    gap: 6px;
  }
  dt {
    color: var(--text-muted);
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
  h2 {
    margin: 0 0 8px;
    font-size: 1.125rem;
  }
  .albums {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    /* Six across a laptop's width (the About tab shows six), their titles on one line; two
       across a phone, not one stretched tile a row. A title is closer to its tile than to the
       next row's, so it reads as that tile's. */
    grid-template-columns: repeat(auto-fill, minmax(min(180px, calc(50% - 4px)), 1fr));
    gap: 16px 8px;
  }
  .albums a {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 4px;
    color: var(--text);
    text-decoration: none;
    font-weight: 600;
  }
  .albums a span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .albums .cover {
    border-radius: var(--radius);
  }
  .more {
    color: var(--accent);
    font-weight: 600;
    display: inline-block;
    margin-top: 8px;
  }
`;

export function ProfileAlbums({ profile, limit }: { profile: Profile; limit?: number }) {
  const albums = limit === undefined ? profile.albums : profile.albums.slice(0, limit);
  if (!albums.length) return <p data-testid="profile-no-albums">No albums yet.</p>;
  return (
    <ul className="albums" data-testid="profile-albums">
      {albums.map((album) => (
        <li key={album.id}>
          <a href={userPaths.album(profile.id, album.id)} data-testid="profile-album">
            <CoverImage className="cover" image={fixedImage(album.thumbnail, 150)} />
            <span>{album.title}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

export { Body as ProfileBody };

export function ProfileAbout({ profile, own, cacheKey }: { profile: Profile; own: boolean; cacheKey: QueryKey }) {
  const viewer = useSession((s) => s.user);
  const facts = profileFacts(profile);
  const long = isLongAbout(profile.about);
  const sketches = visibleSketches(profile.sketches, viewer);
  return (
    <Body data-layout={long ? 'long' : 'normal'} data-testid="profile-about">
      <section className="intro" aria-label="About">
        {facts.length > 0 && (
          <dl className="facts" data-testid="profile-facts">
            {facts.map((f) => (
              <div key={f.key} data-testid={`profile-fact-${f.key}`}>
                <dt>{f.label}</dt>
                <dd>{f.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {/* The text, then what a fan is told or the owner's note, beside the facts on a wide
            screen: a short text leaves no empty space under it while the facts run on. */}
        {(profile.about || profile.isFanOf || own) && (
          <div className="lead">
            {profile.about && (
              <p className="about" dir="auto" data-testid="profile-about-text">
                {profile.about}
              </p>
            )}
            {profile.isFanOf && <FanNotifySettings profile={profile} cacheKey={cacheKey} />}
            {own && <NoteToFans />}
          </div>
        )}
      </section>
      <section>
        <h2>Albums</h2>
        <ProfileAlbums profile={profile} limit={6} />
        {profile.albums.length > 6 && (
          <a className="more" href={userPaths.albums(profile.id)}>
            All albums
          </a>
        )}
      </section>
      <section>
        <h2>Sketches</h2>
        {/* The newest sketches come with the profile: nothing more to load here. */}
        <SketchGrid sketches={sketches} mode="grid" list={WHOLE_LIST} empty="No sketches yet." />
        {profile.sketchCount > sketches.length && (
          <a className="more" href={userPaths.userSketches(profile.id)}>
            All sketches
          </a>
        )}
      </section>
      <Suspense fallback={null}>
        <Comments type="profile" which={profile.id} pageOwnerId={profile.id} cannotComment={profile.blocksViewer ? NOT_ALLOWED_TO_COMMENT(profile.nickname) : null} />
      </Suspense>
    </Body>
  );
}
