// A profile (/user/{id or name}[/{section}], and any unknown path /{name}[/{section}]: spec part 2
// §2 Profiles). The header (cover, avatar, nickname, counts, actions), then the tabs: About (the
// default for visitors), Sketches (the owner's default), Albums, Likes and, for the owner, Blocks.
// The chosen tab is in the address (/user/{id}/{section}) without a new history entry. An unknown
// user is the not-found page (the loader's 404).
import { styled } from '@linaria/react';
import { replaceAddress } from '../../app/navigation/navigation';
import { TabList } from '../../components/TabList';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { queryClient } from '../../api/queryClient';
import { usePageTitle, type LoadContext, type ScreenProps } from '../../app/navigation/screen';
import { usePageState } from '../../app/navigation/pageState';
import { useTabs } from '../../components/useTabs';
import { GalleryList } from '../../features/lists/GalleryList';
import { sitePaths } from '../../lib/paths/site';
import { userPaths } from '../../lib/paths/users';
import { profileSections, SECTION_LABELS, sectionFor, type ProfileSection } from '../../lib/profile';
import { galleryList } from '../../queries/galleries';
import { loadEndlessList } from '../../queries/endlessList';
import { likesListDef, profileQuery } from '../../queries/profile';
import { hasIcon, useSession, whenSessionKnown } from '../../stores/session';
import { lazyChunk } from '../../lib/lazyChunk';
import { withChunkStyles } from '../../lib/chunkStyles';
import { BlocksList } from './BlocksList';
import { ProfileAbout, ProfileAlbums, ProfileBody } from './ProfileAbout';
import { ProfileHeader } from './ProfileHeader';
import { PageFrame } from '../../components/PageFrame';

// Gloperators only: the moderator tools are a chunk of their own that no one else loads.
const ModeratorPanel = lazyChunk('features/moderation/ModeratorPanel', () => withChunkStyles(import('../../features/moderation/ModeratorPanel')).then((module) => module.ModeratorPanel));

/** The address's user part (id, nickname or patron name), its section ('' for none), and whether it came without /user/. */
export interface ProfileParams {
  user: string;
  section: string;
  patron: boolean;
}

export interface ProfileData {
  user: string;
  section: string;
  patron: boolean;
}

export async function load({ params, restored }: LoadContext<ProfileParams>): Promise<ProfileData> {
  // The profile answers differently for its owner and for others: wait for the session first.
  const viewer = await whenSessionKnown();
  const profile = await queryClient.fetchQuery(profileQuery(params.user, params.patron));
  // The Sketches tab, the owner's first, shows with its first page (as a gallery's does), not
  // empty with a spinner in the page the server renders. Its failure is the list's to show.
  if (sectionFor(params.section || undefined, viewer?.id === profile.id) === 'sketches') {
    await loadEndlessList(galleryList({ kind: 'user', user: String(profile.id) }, 'recent', viewer?.id ?? null), { restored }).catch(() => undefined);
  }
  return { ...params };
}

// The sections' tabs (five for the owner) show whole on a phone: TabList wraps them there.
const Page = styled(PageFrame)`
  max-width: 1280px;
`;

export const NO_SKETCHES = 'No sketches yet.';
export const UPLOAD_FIRST = 'Upload your first sketch';

/** An empty sketches tab; its owner, a new artist, is shown the way to the upload page. */
function NoSketchesYet({ own }: { own: boolean }) {
  if (!own) return NO_SKETCHES;
  return (
    <>
      {NO_SKETCHES}{' '}
      <a href={sitePaths.upload()} data-testid="profile-upload-first">
        {UPLOAD_FIRST}
      </a>
    </>
  );
}

export default function ProfileScreen({ data }: ScreenProps<ProfileData, ProfileParams>) {
  const query = profileQuery(data.user, data.patron);
  const profile = useSuspenseQuery(query).data;
  const viewer = useSession((s) => s.user);
  const own = viewer?.id === profile.id;
  const sections = profileSections(own);
  // The tab is the entry's page state, so Back and a reload come back to it; the address names
  // it too, but for Albums: /user/{id}/albums is the albums' own page (spec part 2 §2), which a
  // reload or Back would open in the profile's place, so that tab keeps the profile's address.
  const [section, setSection] = usePageState<ProfileSection>('profile-section', sectionFor(data.section || undefined, own));
  const shown = sections.includes(section) ? section : sectionFor(undefined, own);
  const choose = (next: ProfileSection) => {
    setSection(next);
    // The history entry, its page state and scroll stay.
    replaceAddress(userPaths.userSection(data.user, next === 'albums' ? undefined : next));
  };
  const tabs = useTabs({ tabs: sections, selected: shown, onSelect: choose });
  usePageTitle(shown === sectionFor(undefined, own) ? profile.nickname : `${profile.nickname} · ${SECTION_LABELS[shown]}`);

  return (
    <Page data-testid="profile" data-user-id={profile.id} data-section={shown}>
      <ProfileHeader profile={profile} own={own} signedIn={viewer !== null} cacheKey={query.queryKey} />
      {hasIcon(viewer, 'm') && (
        <Suspense fallback={null}>
          <ModeratorPanel user={{ id: profile.id, nickname: profile.nickname, about: profile.about }} />
        </Suspense>
      )}
      <TabList {...tabs.list} aria-label={`${profile.nickname}'s profile`}>
        {sections.map((s) => (
          <button key={s} type="button" {...tabs.tab(s)} data-testid={`profile-tab-${s}`}>
            {SECTION_LABELS[s]}
          </button>
        ))}
      </TabList>
      <div {...tabs.panel} data-testid="profile-panel">
        {shown === 'about' && <ProfileAbout profile={profile} own={own} cacheKey={query.queryKey} />}
        {shown === 'sketches' && <GalleryList list={galleryList({ kind: 'user', user: String(profile.id) }, 'recent', viewer?.id ?? null)} mode="grid" empty={<NoSketchesYet own={own} />} />}
        {shown === 'albums' && (
          <ProfileBody data-layout="normal">
            <ProfileAlbums profile={profile} />
          </ProfileBody>
        )}
        {shown === 'likes' && <GalleryList list={likesListDef(profile.id)} mode="grid" empty={`${profile.nickname} has not liked any sketches yet.`} />}
        {shown === 'blocks' && own && <BlocksList />}
      </div>
    </Page>
  );
}
