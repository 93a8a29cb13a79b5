// Galleries (/gallery..., /tag/...; spec part 1 §2): every kind pages endlessly by 25 as a
// grid or a large list (a toggle kept in page state, so back returns to the same view and
// place). An invalid kind says 'Invalid group'; an invalid co-op has an 'Invalid co-op' page.
import { styled } from '@linaria/react';
import { ApiError } from '../../api/client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { loadEndlessList } from '../../queries/endlessList';
import { primaryButtonLink } from '../../components/buttonLinks';
import { CenteredNotice } from '../../components/CenteredNotice';
import type { CardMode } from '../../components/ViewToggle';
import { usePageState } from '../../app/navigation/pageState';
import { usePageMissing, usePageTitle, type LoadContext, type ScreenProps } from '../../app/navigation/screen';
import { useSession, whenSessionKnown } from '../../stores/session';
import { galleryTitle, INVALID_COOP_TEXT, INVALID_GROUP_TEXT, needsSignIn, parseGalleryPath, type GalleryKind } from '../../lib/gallery';
import { GalleryControls } from './GalleryControls';
import { GalleryList } from '../../features/lists/GalleryList';
import { galleryList } from '../../queries/galleries';
import type { SketchSort } from '../../api/schemas/galleries';
import { sitePaths } from '../../lib/paths/site';
import { PageFrame } from '../../components/PageFrame';

export interface GalleryData {
  gallery: GalleryKind;
  signInNeeded: boolean;
}

export async function load({ location, restored }: LoadContext): Promise<GalleryData> {
  const gallery = parseGalleryPath(location.path);
  if (gallery.kind === 'invalid') return { gallery, signInNeeded: false };
  const user = await whenSessionKnown();
  if (needsSignIn(gallery) && !user) return { gallery, signInNeeded: true };
  try {
    // The first page of the default sort, into the cache: the list shows complete.
    await loadEndlessList(galleryList(gallery, 'recent', user?.id ?? null), { restored });
    return { gallery, signInNeeded: false };
  } catch (error) {
    // An unknown group or co-op is an invalid gallery, not a missing page.
    if (error instanceof ApiError && error.status === 404 && (gallery.kind === 'group' || gallery.kind === 'coop')) {
      return { gallery: { kind: 'invalid', what: gallery.kind }, signInNeeded: false };
    }
    throw error;
  }
}

const Page = styled(PageFrame)`
  max-width: 1280px;
  header {
    margin: 4px 0 12px;
  }
  h1 {
    margin: 0 0 4px;
  }
  .description {
    margin: 0 0 4px;
    color: var(--text-muted);
  }
  .owner {
    color: var(--accent);
    font-weight: 600;
  }
`;

const OWNER_LINK: Partial<Record<GalleryKind['kind'], string>> = { group: 'Group page', user: 'Profile', coop: 'The first sketch' };
const MODES: readonly CardMode[] = ['grid', 'list'];
const SORTS: readonly SketchSort[] = ['recent', 'top'];

export default function GalleryScreen({ data, location }: ScreenProps<GalleryData>) {
  const { gallery, signInNeeded } = data;
  const user = useSession((s) => s.user);
  // What the first page tells of the gallery (a group's name, a user's profile), once loaded.
  const valid = gallery.kind !== 'invalid' && !signInNeeded;
  const first = useInfiniteQuery({ ...galleryList(gallery, 'recent', user?.id ?? null), enabled: valid, select: (list) => list.pages[0] }).data;
  const [storedMode, setMode] = usePageState<CardMode>('gallery-mode', 'grid');
  const [storedSort, setSort] = usePageState<SketchSort>('gallery-sort', 'recent');
  const mode = MODES.includes(storedMode) ? storedMode : 'grid';
  const sort = SORTS.includes(storedSort) ? storedSort : 'recent';
  usePageTitle(galleryTitle(gallery, first?.name));
  usePageMissing(gallery.kind === 'invalid');

  if (gallery.kind === 'invalid') {
    const coop = gallery.what === 'coop';
    return (
      <CenteredNotice data-testid={coop ? 'invalid-coop' : 'invalid-group'}>
        <p>{coop ? INVALID_COOP_TEXT : INVALID_GROUP_TEXT}</p>
        <a className={primaryButtonLink} href={sitePaths.home()}>
          Home
        </a>
      </CenteredNotice>
    );
  }
  if (signInNeeded || (needsSignIn(gallery) && !user)) {
    return (
      <CenteredNotice data-testid="gallery-sign-in">
        <p>Log in to see {galleryTitle(gallery).toLowerCase()}.</p>
        <a className={primaryButtonLink} href={sitePaths.login(location.path + location.search)}>
          Log in
        </a>
      </CenteredNotice>
    );
  }

  const sortable = gallery.kind === 'tag' || gallery.kind === 'user';
  const listSort: SketchSort = sortable ? sort : 'recent';
  const ownerLink = OWNER_LINK[gallery.kind];
  return (
    <Page data-testid="gallery" data-kind={gallery.kind}>
      <header>
        <h1 data-testid="gallery-title">{galleryTitle(gallery, first?.name)}</h1>
        {first?.description && <p className="description">{first.description}</p>}
        {ownerLink && first?.ownerHref && (
          <a className="owner" href={first.ownerHref} data-testid="gallery-owner">
            {ownerLink}
          </a>
        )}
      </header>
      <GalleryControls gallery={gallery} mode={mode} onMode={setMode} sort={sortable ? sort : null} onSort={setSort} />
      <GalleryList
        list={galleryList(gallery, listSort, user?.id ?? null)}
        mode={mode}
        followedOnly={gallery.kind === 'friends'}
      />
    </Page>
  );
}
