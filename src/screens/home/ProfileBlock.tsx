// The top of the home page: a signed-in user's cover and avatar with badges (fans,
// notifications, uploads, replies, messages); a welcome for visitors. The sketch count is the
// profile's (COUNTED_SKETCH, server/data/sketches.ts); a note says how many of the owner's sketches it leaves out.
import { styled } from '@linaria/react';
import type { HomeUser } from '../../api/schemas/home';
import type { UnreadCounts } from '../../api/schemas/messages';
import { UNREAD_KEY } from '../../queries/unreadKey';
import { useCachedData } from '../../queries/useCachedData';
import { WrapList } from '../../components/WrapList';
import { COVER_IMAGE, fixedImage, slotImage } from '../../lib/images';
import { countText, formatCount, formatNumber } from '../../lib/numbers';
import { PRODUCT_NAME } from '../../lib/product';
import { sitePaths } from '../../lib/paths/site';

const Box = styled.section`
  position: relative;
  border-radius: var(--radius);
  overflow: hidden;
  background: var(--surface);
  border: 1px solid var(--border);
  .cover {
    display: block;
    width: 100%;
    aspect-ratio: 2048 / 506;
    min-height: 84px;
    max-height: 200px;
    object-fit: cover;
    background: var(--surface-2);
  }
  /* The avatar overlaps the cover; the name starts below it, however many lines follow. */
  .who {
    display: flex;
    align-items: flex-start;
    gap: 12px;
    padding: 0 12px;
    margin-top: -32px;
  }
  .avatar {
    width: 72px;
    height: 72px;
    border-radius: 50%;
    border: 3px solid var(--surface);
    background: var(--surface-2);
    flex: none;
  }
  .name {
    min-width: 0;
    padding-top: 36px;
  }
  /* The page's heading: the user's name, as it looks without one. */
  .name h1 {
    margin: 0;
    font-size: inherit;
  }
  .name a {
    display: block;
    font-size: 1.25rem;
    font-weight: 700;
    text-decoration: none;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .name span {
    color: var(--text-muted);
    font-size: 0.8125rem;
  }
  .name .hidden-note {
    display: block;
    color: var(--text-muted);
    font-size: 0.75rem;
  }
  .badges {
    padding: 12px;
  }
  .badges a {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 44px; /* a touch target */
    padding: 0 12px;
    border-radius: 22px;
    background: var(--surface-2);
    font-size: 0.875rem;
    font-weight: 600;
    text-decoration: none;
  }
  .badges b {
    min-width: 22px;
    height: 22px;
    padding: 0 6px;
    display: inline-grid;
    place-items: center;
    border-radius: 11px;
    background: var(--accent);
    color: var(--accent-text);
    font-size: 0.75rem;
  }
  /* Quiet but readable: the muted text on the border colour was under 4.5:1 in every theme. */
  .badges b[data-zero='true'] {
    background: var(--border);
    color: var(--text);
  }
`;

const Welcome = styled.section`
  padding: 20px 16px;
  border-radius: var(--radius);
  background: linear-gradient(135deg, var(--surface-2), var(--surface));
  border: 1px solid var(--border);
  h1 {
    margin: 0 0 6px;
    font-size: 1.5rem;
  }
  p {
    margin: 0 0 14px;
    color: var(--text-muted);
  }
  a {
    display: inline-flex;
    align-items: center;
    height: 44px;
    padding: 0 22px;
    border-radius: var(--radius);
    background: var(--accent);
    color: var(--accent-text);
    font-weight: 700;
    text-decoration: none;
  }
`;

export function userBadges(user: HomeUser, unread: UnreadCounts = user.unread) {
  return [
    { key: 'fans', label: 'Fans', count: user.fans, href: sitePaths.userFans(user.id) },
    { key: 'notifications', label: 'Notifications', count: unread.notifications, href: sitePaths.activity() },
    { key: 'uploads', label: 'Uploads', count: unread.uploads, href: sitePaths.activity('uploads') },
    { key: 'replies', label: 'Replies', count: unread.replies, href: sitePaths.activity('replies') },
    { key: 'messages', label: 'Messages', count: unread.messages, href: sitePaths.messages() },
  ] as const;
}

export function ProfileBlock({ user }: { user: HomeUser | null }) {
  // The unread counts are the header's, read again at every page view, so the two never disagree
  // on one screen; the home index's until the header's have come (the server's render, the first
  // paint). Read from the cache only, as no observer of the query: the header reads them
  // (queries/messages.ts unreadQuery).
  const headerUnread = useCachedData<UnreadCounts>(UNREAD_KEY);
  if (!user) {
    return (
      <Welcome data-testid="home-welcome">
        <h1>Welcome to {PRODUCT_NAME}</h1>
        <p>Share your sketches, join the daily challenge and the compos, and meet other artists.</p>
        <a href={sitePaths.login(sitePaths.home())}>Log in or sign up</a>
      </Welcome>
    );
  }
  return (
    <Box data-testid="home-profile">
      <img
        className="cover"
        {...slotImage(user.cover, COVER_IMAGE, 1024)}
        alt=""
        data-testid="home-cover"
      />
      <div className="who">
        <img className="avatar" {...fixedImage(user.avatar, 75)} alt="" width={72} height={72} data-testid="home-avatar" />
        <div className="name">
          <h1>
            <a href={sitePaths.user(user.id)}>{user.nickname}</a>
          </h1>
          <span>
            {countText(user.glops ?? 0, 'glop')} · {countText(user.sketches, 'sketch', 'sketches')}
          </span>
          {user.hiddenSketches > 0 && (
            // The count is the profile's (what anyone may see); the owner's own unlisted and taken-down sketches are not in it.
            <small className="hidden-note" data-testid="home-hidden-sketches">
              not counting {formatNumber(user.hiddenSketches)} unlisted or taken down
            </small>
          )}
        </div>
      </div>
      <WrapList as="nav" className="badges" gap="6px" aria-label="Your activity">
        {userBadges(user, headerUnread).map((badge) => (
          <a key={badge.key} href={badge.href} data-testid={`badge-${badge.key}`}>
            {badge.label}
            <b data-zero={badge.count === 0} aria-label={`${badge.count} ${badge.label.toLowerCase()}`}>
              {formatCount(badge.count)}
            </b>
          </a>
        ))}
      </WrapList>
    </Box>
  );
}
