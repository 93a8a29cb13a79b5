// An artist in a list of users (the artists directory, artist search): the avatar at a size
// step, the nickname and the numbers that fit the list (glops, fans, sketches, patron since).
// A row in the list mode, a tile in the grid mode; the whole card links to the profile.
import { styled } from '@linaria/react';
import { Fragment } from 'react';
import type { UserSummary } from '../../api/schemas/users';
import { fixedImage } from '../../lib/images';
import { countText } from '../../lib/numbers';
import { shortDayText } from '../../lib/dayText';
import { sitePaths } from '../../lib/paths/site';

export type UserStat = 'glops' | 'fans' | 'sketches' | 'since';
export type UserCardMode = 'grid' | 'list';


/** 'Patron since Mar 1, 2024' for the patron date (a day, in UTC); '' when it is not a date. */
export function patronSinceText(since: string | null | undefined): string {
  const day = shortDayText(since);
  return day ? `Patron since ${day}` : '';
}

/** The texts of the numbers a list shows, in the order asked, leaving out what the user lacks. */
export function statTexts(user: UserSummary, stats: readonly UserStat[]): string[] {
  return stats
    .map((stat) => {
      switch (stat) {
        case 'glops':
          return user.glops === undefined ? '' : countText(user.glops, 'glop');
        case 'fans':
          return user.fans === undefined ? '' : countText(user.fans, 'fan');
        case 'sketches':
          return user.sketches === undefined ? '' : countText(user.sketches, 'sketch', 'sketches');
        case 'since':
          return patronSinceText(user.since);
      }
    })
    .filter(Boolean);
}

const Card = styled.a`
  display: flex;
  align-items: center;
  gap: 12px;
  height: 100%;
  box-sizing: border-box;
  padding: 8px 12px;
  border-radius: var(--radius);
  border: 1px solid var(--border);
  background: var(--surface);
  color: var(--text);
  text-decoration: none;
  min-width: 0;
  &:hover {
    background: var(--surface-2);
  }
  img,
  .no-avatar {
    flex: none;
    width: var(--avatar);
    height: var(--avatar);
    border-radius: 50%;
    object-fit: cover;
    background: var(--surface-2);
  }
  .text {
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
  }
  .name {
    font-weight: 700;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  .stats {
    color: var(--text-muted);
    font-size: 0.8125rem;
    line-height: 1.385;
  }
  /* A line breaks between two numbers, never between a number and its word. */
  .stat {
    white-space: nowrap;
  }
  &[data-mode='grid'] {
    flex-direction: column;
    justify-content: center;
    gap: 8px;
    padding: 12px 8px;
    text-align: center;
  }
  &[data-mode='grid'] .text {
    align-items: center;
    max-width: 100%;
  }
  /* Centred, a line is as wide as its text: capped, a long name ends in its ellipsis instead of
     spilling out of the tile on both sides. */
  &[data-mode='grid'] .name {
    max-width: 100%;
  }
`;

export interface UserCardProps {
  user: UserSummary;
  stats: readonly UserStat[];
  mode: UserCardMode;
  /** Avatar size in CSS pixels. */
  avatar: number;
}

export function UserCard({ user, stats, mode, avatar }: UserCardProps) {
  const texts = statTexts(user, stats);
  return (
    <Card href={sitePaths.user(user.id)} data-testid="user-card" data-user-id={user.id} data-mode={mode} style={{ ['--avatar' as string]: `${avatar}px` }}>
      {user.avatar ? (
        <img {...fixedImage(user.avatar, avatar)} alt="" width={avatar} height={avatar} loading="lazy" decoding="async" />
      ) : (
        <span className="no-avatar" aria-hidden="true" />
      )}
      <span className="text">
        <span className="name" dir="auto" data-testid="user-nickname">
          {user.nickname}
        </span>
        {texts.length > 0 && (
          <span className="stats" data-testid="user-stats">
            {texts.map((text, index) => (
              <Fragment key={text}>
                {index > 0 && ' · '}
                <span className="stat">{text}</span>
              </Fragment>
            ))}
          </span>
        )}
      </span>
    </Card>
  );
}
