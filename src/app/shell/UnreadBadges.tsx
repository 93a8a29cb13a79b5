// The unread counts in the header (spec part 2 §2 "the unread counts in the header", §3 "Unread
// counts"): messages, notifications, replies and uploads, each a link to its list, shown while
// above 0; they drop once the list is read (its screen invalidates them) and are read again on
// every page view. A narrow header has room for one badge: the total, linking to the first list
// with news. Its own chunk, loaded after the first paint (Header.tsx), so `/` loads nothing more.
import { styled } from '@linaria/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryClient } from '../../api/queryClient';
import { useMediaQuery } from '../../components/useMediaQuery';
import { UNREAD_KINDS, unreadLabel, unreadSummary, type UnreadBadgeKind } from '../../lib/messageRules';
import { sitePaths } from '../../lib/paths/site';
import { messageKeys, unreadQuery } from '../../queries/messages';
import { onPageView } from '../navigation/navigation';

const ICON: Record<UnreadBadgeKind, string> = { messages: '✉', notifications: '♥', replies: '↩', uploads: '↑' };

export const hrefOfUnread = (kind: UnreadBadgeKind): string =>
  kind === 'messages' ? sitePaths.messages() : sitePaths.activity(kind === 'notifications' ? undefined : kind);

const Badges = styled.div`
  display: flex;
  align-items: center;
  gap: 2px;
  a {
    position: relative;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 3px;
    min-width: 44px;
    height: 44px;
    padding: 0 6px;
    box-sizing: border-box;
    border-radius: 10px;
    color: var(--text);
    text-decoration: none;
    font-weight: 700;
  }
  a:hover {
    background: var(--surface-2);
  }
  .icon {
    font-size: 1.125rem;
    line-height: 1;
  }
  .count {
    min-width: 18px;
    padding: 1px 5px;
    border-radius: 999px;
    background: var(--accent);
    color: var(--accent-text);
    font-size: 0.75rem;
    text-align: center;
  }
`;

export function UnreadBadges() {
  const { data } = useQuery(unreadQuery());
  const wide = useMediaQuery('(min-width: 640px)');
  useEffect(() => onPageView(() => void queryClient.invalidateQueries({ queryKey: messageKeys.unread })), []);
  const attributes = Object.fromEntries(UNREAD_KINDS.map((kind) => [`data-${kind}`, data?.[kind] ?? 0]));
  if (!data) return null;
  const summary = unreadSummary(data);
  return (
    <Badges data-testid="unread-badges" data-total={summary.total} {...attributes}>
      {wide
        ? UNREAD_KINDS.filter((kind) => data[kind] > 0).map((kind) => (
            <a key={kind} href={hrefOfUnread(kind)} aria-label={unreadLabel(kind, data[kind])} data-testid={`unread-${kind}`}>
              <span className="icon" aria-hidden="true">
                {ICON[kind]}
              </span>
              <span className="count">{data[kind]}</span>
            </a>
          ))
        : summary.kind && (
            <a href={hrefOfUnread(summary.kind)} aria-label={summary.label} data-testid="unread-total">
              <span className="icon" aria-hidden="true">
                {ICON[summary.kind]}
              </span>
              <span className="count">{summary.total}</span>
            </a>
          )}
    </Badges>
  );
}
