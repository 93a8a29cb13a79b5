// A group's page (/group/{id}; spec part 2 §2, §3): title, thumbnail, description, members and
// sketches, the running events, the officials (its admins) and its gallery, the same list as
// /gallery/group/{id}. An unknown id says 'Invalid group'.
import { styled } from '@linaria/react';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/client';
import { queryClient } from '../../api/queryClient';
import { usePageMissing, usePageTitle, type LoadContext, type ScreenProps } from '../../app/navigation/screen';
import { GalleryList } from '../../features/lists/GalleryList';
import { fixedImage } from '../../lib/images';
import { countText } from '../../lib/numbers';
import { GROUP_TEXTS } from '../../lib/groupRules';
import { sitePaths } from '../../lib/paths/site';
import { prepareSafeHtml } from '../../lib/safeHtml';
import { loadEndlessList } from '../../queries/endlessList';
import { galleryList } from '../../queries/galleries';
import { groupInfoQuery } from '../../queries/groups';
import { useSession, whenSessionKnown } from '../../stores/session';
import { CardGrid, EventCard, GroupThumb } from './GroupCards';
import { PageFrame } from '../../components/PageFrame';
import { WrapList } from '../../components/WrapList';

/** null: the address's id is not a number (/group/abc), which is an invalid group as an unknown one is. */
type Params = { id: number | null };
export interface GroupData {
  id: number;
  invalid: boolean;
}

export async function load({ params, restored }: LoadContext<Params>): Promise<GroupData> {
  if (params.id === null) return { id: 0, invalid: true };
  const user = await whenSessionKnown();
  try {
    const [info] = await Promise.all([
      queryClient.fetchQuery(groupInfoQuery(params.id, user?.id ?? null)),
      loadEndlessList(galleryList({ kind: 'group', id: params.id }, 'recent', user?.id ?? null), { restored }),
    ]);
    await Promise.all(info.events.flatMap((e) => [prepareSafeHtml(e.titleHtml), prepareSafeHtml(e.descriptionHtml)]));
    return { id: params.id, invalid: false };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { id: params.id, invalid: true };
    throw error;
  }
}

const Page = styled(PageFrame)`
  max-width: 1280px;
  header {
    display: flex;
    gap: 16px;
    align-items: flex-start;
    margin: 4px 0 16px;
  }
  header img,
  header .no-thumb {
    flex: none;
    width: 120px;
    height: 120px;
    object-fit: cover;
    border-radius: var(--radius);
    background: var(--surface-2);
  }
  h1 {
    margin: 0 0 4px;
  }
  h2 {
    font-size: 1.1rem;
    margin: 20px 0 8px;
  }
  .description {
    margin: 0 0 6px;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
  /* The header's counts only: the sketch tiles below have a .meta of their own (white on the image). */
  header .meta {
    color: var(--text-muted);
  }
  .official {
    display: inline-block;
    margin-left: 8px;
    padding: 1px 8px;
    border-radius: 999px;
    background: var(--accent);
    color: var(--accent-text);
    font-size: 0.75rem;
    font-weight: 700;
  }
  .officials a {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    color: var(--text);
  }
  .officials img {
    width: 32px;
    height: 32px;
    border-radius: 50%;
  }
  .invalid {
    margin: 48px 0;
    text-align: center;
  }
`;

function GroupPage({ id }: { id: number }) {
  const user = useSession((s) => s.user);
  const info = useQuery(groupInfoQuery(id, user?.id ?? null)).data;
  usePageTitle(info ? `${info.group.title} · Groups` : 'Groups');
  if (!info) return null;
  const { group, events, officials } = info;
  return (
    <>
      <header>
        <GroupThumb url={group.thumbnail} alt={`Thumbnail of the group ${group.title}`} size={120} lazy={false} />
        <div>
          <h1 dir="auto" data-testid="group-title">
            {group.title}
            {group.officials && <span className="official">Official</span>}
          </h1>
          <p className="description" dir="auto" data-testid="group-description">
            {group.description}
          </p>
          <p className="meta" data-testid="group-counts">
            {countText(group.users, 'member')} · {countText(group.sketches, 'sketch', 'sketches')}
            {info.member ? ' · You are a member' : ''}
          </p>
        </div>
      </header>
      {events.length > 0 && (
        <section aria-labelledby="group-events-heading">
          <h2 id="group-events-heading">Events</h2>
          <CardGrid data-testid="group-page-events">
            {events.map((event, i) => (
              <EventCard key={i} event={event} showGroup={false} />
            ))}
          </CardGrid>
        </section>
      )}
      {officials.length > 0 && (
        <section aria-labelledby="group-officials-heading">
          <h2 id="group-officials-heading">Officials</h2>
          <WrapList className="officials" gap="12px" data-testid="group-officials">
            {officials.map((official) => (
              <li key={official.id}>
                <a href={sitePaths.user(official.id)}>
                  <img {...fixedImage(official.avatar, 32)} alt="" width={32} height={32} />
                  {official.nickname}
                </a>
              </li>
            ))}
          </WrapList>
        </section>
      )}
      <section aria-labelledby="group-gallery-heading">
        <h2 id="group-gallery-heading">
          <a href={sitePaths.gallery({ kind: 'group', id })} data-testid="group-gallery-link">
            Sketches
          </a>
        </h2>
        <GalleryList list={galleryList({ kind: 'group', id }, 'recent', user?.id ?? null)} mode="grid" />
      </section>
    </>
  );
}

function InvalidGroup() {
  usePageTitle(GROUP_TEXTS.invalidGroup);
  usePageMissing(true);
  return (
    <div className="invalid" data-testid="invalid-group">
      <p>{GROUP_TEXTS.invalidGroup}</p>
      <a href={sitePaths.groups('all')}>All groups</a>
    </div>
  );
}

export default function GroupScreen({ data }: ScreenProps<GroupData, Params>) {
  return <Page data-testid="group-page">{data.invalid ? <InvalidGroup /> : <GroupPage id={data.id} />}</Page>;
}
