// A fan list as a windowed grid (spec part 2 §2 Fans, §4, §9): columns about 260 px wide, cards
// 70 high with the avatar, the nickname and the 'Since' date, each linking to that profile. The
// next page loads by cursor as the end comes near. Blocked users and the viewer's own entry are
// left out (part 2 §6). On the owner's own Fans list, a fan they are not a fan of yet has the
// follow icon, which turns into a green check at once when followed (no way back on this list;
// a refusal turns it back and says so).
import { styled } from '@linaria/react';
import { useMemo } from 'react';
import { UserCardGrid } from '../../components/UserCardGrid';
import { ACTION_FAILED } from '../../lib/profile';
import { shortDayText } from '../../lib/dayText';
import { visibleUsers } from '../../lib/visibility';
import { useEndlessList, type EndlessList } from '../../queries/endlessList';
import { useFollowFan, type FanCardItem, type FanPage } from '../../queries/profile';
import { alertDialog } from '../../stores/dialogs';
import { useSession } from '../../stores/session';

export const FANS_LOAD_FAILED = 'Sorry, this list could not be loaded.';

const Follow = styled.span`
  .follow {
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border-radius: 50%;
    border: 1px solid var(--border);
    background: var(--surface-2);
    color: var(--text);
    font-size: 1.375rem;
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
  list: EndlessList<FanPage>;
  /** The owner on their own Fans list: the follow icons show. */
  followIcons: boolean;
  empty: string;
}

export function FanGrid({ list: def, followIcons, empty }: FanGridProps) {
  const viewer = useSession((s) => s.user);
  // Back or forward shows the list as it was left (the screen's loader: loadEndlessList).
  const list = useEndlessList(def);
  const items = useMemo(() => visibleUsers(list.items, viewer), [list.items, viewer]);
  const following = useFollowFan(def.queryKey);

  const follow = async (fan: FanCardItem) => {
    try {
      await following.mutateAsync({ userId: fan.id, change: 'fan' });
    } catch {
      await alertDialog(ACTION_FAILED);
    }
  };

  const followIcon = (fan: FanCardItem) => {
    const followed = fan.followed === true || (viewer?.following.includes(fan.id) ?? false);
    return (
      <Follow>
        {followed ? (
          <span className="follow" role="img" aria-label={`You are a fan of ${fan.nickname}`} data-followed="true" data-testid="fan-followed">
            <span aria-hidden="true">✓</span>
          </span>
        ) : (
          <button type="button" className="follow" aria-label={`Become a fan of ${fan.nickname}`} disabled={following.isPending} onClick={() => void follow(fan)} data-testid="fan-follow">
            <span aria-hidden="true">+</span>
          </button>
        )}
      </Follow>
    );
  };

  const since = (fan: FanCardItem) => {
    const day = shortDayText(fan.date);
    return day ? <span data-testid="fan-since">Since {day}</span> : null;
  };

  return (
    <UserCardGrid
      items={items}
      list={list}
      failedText={FANS_LOAD_FAILED}
      empty={empty}
      testIds={{ grid: 'fan-grid', card: 'fan-card', nickname: 'fan-nickname', end: 'fans' }}
      below={since}
      {...(followIcons ? { action: followIcon } : {})}
    />
  );
}
