// A windowed grid of user cards (spec part 2 §2 Fans, §9): columns about 260 px wide, cards 70
// high with the avatar, the nickname, a line under it and an action at the end, each linking to
// that profile. Windowed (EndlessGrid): only the rows near the viewport are in the page, so a list
// of thousands keeps memory flat; the next page is asked for as the end comes near. The fan lists
// and the blocks list are built on it.
import { styled } from '@linaria/react';
import type { ReactNode } from 'react';
import { fixedImage } from '../lib/images';
import type { ListState } from '../lib/listState';
import { sitePaths } from '../lib/paths/site';
import { EndlessGrid } from './EndlessGrid';

export const USER_CARD_WIDTH = 260;
export const USER_CARD_HEIGHT = 70;
const GAP = 8;
const AVATAR = 50;

/** Columns of about 260 px (at least one). */
export const userCardColumns = (width: number) => Math.max(1, Math.floor((width + GAP) / (USER_CARD_WIDTH + GAP)));

export interface UserCardItem {
  id: number;
  nickname: string;
  avatar: string;
}

const Card = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  height: ${USER_CARD_HEIGHT}px;
  box-sizing: border-box;
  border: 1px solid var(--border);
  border-radius: var(--radius);
  background: var(--surface);
  min-width: 0;
  > a {
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
  > a:hover {
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
  .below {
    color: var(--text-muted);
    font-size: 0.8125rem;
  }
  .action {
    flex: none;
    margin-right: 12px;
  }
`;

/** The grid's columns and row distance at a width. */
const layout = (width: number) => ({ columns: userCardColumns(width), rowHeight: USER_CARD_HEIGHT + GAP });
const itemKey = (item: UserCardItem) => item.id;

export interface UserCardGridProps<T extends UserCardItem> {
  items: readonly T[];
  /** Where the list stands (a failure shows `failedText`, with Retry). */
  list: ListState;
  failedText: string;
  /** What the list says when it has nobody. */
  empty: string;
  /** Test ids of the grid, a card, a card's nickname, and the list end's prefix (ListEnd). */
  testIds: { grid: string; card: string; nickname: string; end: string };
  /** The line under the nickname (a date), if any. */
  below?: (item: T) => ReactNode;
  /** The control at the end of a card (follow, unblock), if any. */
  action?: (item: T) => ReactNode;
}

export function UserCardGrid<T extends UserCardItem>({ items, list, failedText, empty, testIds, below, action }: UserCardGridProps<T>) {
  const renderItem = (item: T) => {
    const line = below?.(item);
    return (
      <Card data-testid={testIds.card} data-user-id={item.id}>
        <a href={sitePaths.user(item.id)}>
          <img {...fixedImage(item.avatar, AVATAR)} alt="" width={AVATAR} height={AVATAR} loading="lazy" decoding="async" />
          <span className="text">
            <span className="name" dir="auto" data-testid={testIds.nickname}>
              {item.nickname}
            </span>
            {line ? <span className="below">{line}</span> : null}
          </span>
        </a>
        {action ? <span className="action">{action(item)}</span> : null}
      </Card>
    );
  };
  return (
    <EndlessGrid
      items={items}
      keyOf={itemKey}
      renderItem={renderItem}
      layout={layout}
      gap={GAP}
      cardHeight={USER_CARD_HEIGHT}
      overscan={4}
      loadAhead={6}
      list={list}
      testId={testIds.grid}
      endTestId={testIds.end}
      failedText={failedText}
      empty={empty}
    />
  );
}
