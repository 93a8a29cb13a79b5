// A fan list as a windowed grid (spec part 2 §2 Fans, §4, §9): columns about 260 px wide, cards
// 70 high with the avatar, the nickname and the 'Since' date, each linking to that profile. The
// next page loads by cursor as the end comes near. Blocked users and the viewer's own entry are
// left out (part 2 §6). On the owner's own Fans list, a fan they are not a fan of yet has the
// follow icon, which turns into a green check once followed (no way back on this list).
import { styled } from '@linaria/react';
import { useMemo, useRef, useState } from 'react';
import { useInfiniteQuery, type InfiniteDef } from '../../api/query';
import type { FanListItem } from '../../api/schemas/users';
import { selectRestored, useNavigation } from '../../app/navigation';
import { LIST_END_HEIGHT, ListEnd, listEndShows } from '../../components/ListEnd';
import { boxWidth, useBox } from '../../components/useBox';
import { useEndlessRows } from '../../components/useEndlessRows';
import { devicePixelRatio, sizedImageUrl } from '../../lib/images';
import { paths } from '../../lib/paths';
import { ACTION_FAILED, dayText } from '../../lib/profile';
import { visibleUsers } from '../../lib/visibility';
import { alertDialog } from '../../stores/dialogs';
import { useSession } from '../../stores/session';
import { becomeFan } from './relations';

export const FANS_LOAD_FAILED = 'Sorry, this list could not be loaded.';
export const FAN_CARD_WIDTH = 260;
export const FAN_CARD_HEIGHT = 70;
const GAP = 8;
const AVATAR = 50;

/** Columns of about 260 px (at least one). */
export const fanColumns = (width: number) => Math.max(1, Math.floor((width + GAP) / (FAN_CARD_WIDTH + GAP)));

/** A card of the list; `followed` is set on the owner's own Fans list (the fan status check). */
export type FanCardItem = FanListItem & { followed?: boolean };

const Wrap = styled.div`
  position: relative;
  width: 100%;
  .row {
    position: absolute;
    left: 0;
    width: 100%;
    display: grid;
    gap: ${GAP}px;
  }
  .card {
    position: relative;
    display: flex;
    align-items: center;
    height: ${FAN_CARD_HEIGHT}px;
    box-sizing: border-box;
    border: 1px solid var(--border);
    border-radius: var(--radius);
    background: var(--surface);
    min-width: 0;
  }
  .card > a {
    flex: 1;
    display: flex;
    align-items: center;
    gap: 10px;
    height: 100%;
    min-width: 0;
    padding: 0 12px;
    color: var(--text);
    text-decoration: none;
  }
  .card > a:hover {
    background: var(--surface-2);
  }
  img {
    flex: none;
    width: ${AVATAR}px;
    height: ${AVATAR}px;
    border-radius: 50%;
    background: var(--surface-2);
    object-fit: cover;
  }
  .text {
    display: grid;
    min-width: 0;
  }
  .name {
    font-weight: 700;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  .since {
    color: var(--text-muted);
    font-size: 13px;
  }
  .follow {
    flex: none;
    width: 44px;
    height: 44px;
    margin-right: 12px;
    border-radius: 50%;
    border: 1px solid var(--border);
    background: var(--surface-2);
    color: var(--text);
    font-size: 22px;
    line-height: 1;
    cursor: pointer;
  }
  .follow[data-followed='true'] {
    background: #1e7b34;
    border-color: #1e7b34;
    color: #fff;
    cursor: default;
  }
`;

export interface FanGridProps {
  list: InfiniteDef<FanCardItem>;
  /** The owner on their own Fans list: the follow icons show. */
  followIcons: boolean;
  empty: string;
}

export function FanGrid({ list: def, followIcons, empty }: FanGridProps) {
  const viewer = useSession((s) => s.user);
  const restored = useNavigation(selectRestored);
  const list = useInfiniteQuery(def, { keepOnMount: restored });
  const items = useMemo(() => visibleUsers(list.items, viewer), [list.items, viewer]);
  const [followedNow, setFollowedNow] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState<number | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const box = useBox(ref);
  const columns = fanColumns(boxWidth(box));
  const rowCount = Math.ceil(items.length / columns);
  const tops = useMemo(() => Array.from({ length: rowCount + 1 }, (_, row) => row * (FAN_CARD_HEIGHT + GAP)), [rowCount]);
  const failed = list.error !== null && list.error !== undefined;
  const { hasMore, loading, loadMore } = list;
  const rows = useEndlessRows({ tops, top: box.top, overscan: 4, loadAhead: 6, hasMore, loading, failed, onLoadMore: loadMore });
  const total = tops[rowCount]!;
  const isEmpty = !items.length && !hasMore;

  const follow = async (fan: FanCardItem) => {
    setBusy(fan.id);
    try {
      await becomeFan(fan.id);
      setFollowedNow((set) => new Set([...set, fan.id]));
    } catch {
      await alertDialog(ACTION_FAILED);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Wrap ref={ref} data-testid="fan-grid" data-count={items.length} style={{ height: total + (listEndShows({ hasMore, loading, failed, isEmpty }) ? LIST_END_HEIGHT : 0) }}>
      {rows.map((row) => (
        <div key={row.index} className="row" style={{ top: row.start - box.top, height: FAN_CARD_HEIGHT, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
          {items.slice(row.index * columns, row.index * columns + columns).map((fan) => {
            const followed = fan.followed === true || followedNow.has(fan.id) || (viewer?.following.includes(fan.id) ?? false);
            const since = dayText(fan.date);
            return (
              <div key={fan.id} className="card" data-testid="fan-card" data-user-id={fan.id}>
                <a href={paths.user(fan.id)}>
                  <img src={sizedImageUrl(fan.avatar, AVATAR, devicePixelRatio())} alt="" width={AVATAR} height={AVATAR} loading="lazy" decoding="async" />
                  <span className="text">
                    <span className="name" data-testid="fan-nickname">
                      {fan.nickname}
                    </span>
                    {since && (
                      <span className="since" data-testid="fan-since">
                        Since {since}
                      </span>
                    )}
                  </span>
                </a>
                {followIcons &&
                  (followed ? (
                    <span className="follow" role="img" aria-label={`You are a fan of ${fan.nickname}`} data-followed="true" data-testid="fan-followed">
                      <span aria-hidden="true" style={{ display: 'grid', placeItems: 'center', height: '100%' }}>
                        ✓
                      </span>
                    </span>
                  ) : (
                    <button type="button" className="follow" aria-label={`Become a fan of ${fan.nickname}`} disabled={busy !== null} onClick={() => void follow(fan)} data-testid="fan-follow">
                      <span aria-hidden="true">+</span>
                    </button>
                  ))}
              </div>
            );
          })}
        </div>
      ))}
      <ListEnd top={total} loading={loading} failed={failed} failedText={FANS_LOAD_FAILED} onRetry={list.retry} empty={empty} isEmpty={isEmpty} testId="fans" />
    </Wrap>
  );
}
