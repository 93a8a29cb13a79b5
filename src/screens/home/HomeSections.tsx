// Home sections about the community: the message of the day (with the site's numbers), today's
// birthdays and the daily challenges.
import { styled } from '@linaria/react';
import { useMemo } from 'react';
import type { Challenge, HomeStats, MessageOfTheDay } from '../../api/schemas/home';
import type { UserSummary } from '../../api/schemas/users';
import { fixedImage } from '../../lib/images';
import { countText, formatNumber } from '../../lib/numbers';
import { byGlopsDescending, visibleUsers } from '../../lib/visibility';
import { useSession } from '../../stores/session';
import { ScrollStrip } from '../../components/ScrollStrip';
import { Card, Muted, SectionBox } from './homeStyles';
import { sitePaths } from '../../lib/paths/site';
import { monthDayText, utcDayOf } from '../../lib/dayText';
import { useRenderNow } from '../../lib/renderClock';
import { textLinkTarget } from '../../components/buttonLinks';

const MotdBox = styled(Card)`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  padding: 12px 8px 12px 14px;
  margin-top: 14px;
  border-left: 4px solid var(--accent);
  p {
    flex: 1;
    margin: 2px 0 0;
    line-height: 1.4;
  }
  button {
    width: 44px; /* a touch target */
    height: 44px;
    flex: none;
    border: 0;
    border-radius: 22px;
    background: transparent;
    color: var(--text-muted);
    font-size: 1.25rem;
    cursor: pointer;
  }
`;

export function Motd({ motd, onDismiss }: { motd: MessageOfTheDay; onDismiss: () => void }) {
  return (
    <MotdBox role="note" aria-label="Message of the day" data-testid="home-motd">
      <p>{motd.text}</p>
      <button type="button" aria-label="Dismiss the message of the day" data-testid="motd-dismiss" onClick={onDismiss}>
        ×
      </button>
    </MotdBox>
  );
}

export function Stats({ stats }: { stats: HomeStats }) {
  return (
    <Muted as="p" data-testid="home-stats" style={{ margin: '10px 2px 0', display: 'block' }}>
      {countText(stats.sketches, 'sketch', 'sketches')} · {countText(stats.users, 'artist')} · {formatNumber(stats.sketchesToday)} new today
    </Muted>
  );
}

/** A birthday's avatar, in CSS pixels: the size it shows at and the size its image is asked for. */
const BIRTHDAY_AVATAR = 56;

const Person = styled.a`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 4px;
  text-decoration: none;
  font-size: 0.8125rem;
  text-align: center;
  img {
    width: ${BIRTHDAY_AVATAR}px;
    height: ${BIRTHDAY_AVATAR}px;
    border-radius: 50%;
    background: var(--surface-2);
  }
  span {
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  small {
    color: var(--text-muted);
  }
`;

export function Birthdays({ users: all }: { users: UserSummary[] }) {
  const viewer = useSession((s) => s.user);
  // Blocked users and the viewer's own entry are not listed; the most glops first.
  const users = useMemo(() => byGlopsDescending(visibleUsers(all, viewer)), [all, viewer]);
  return (
    <SectionBox aria-labelledby="home-birthdays" data-testid="home-birthdays">
      <header>
        <h2 id="home-birthdays">Birthdays today</h2>
      </header>
      <ScrollStrip style={{ ['--item' as string]: '76px', ['--item-wide' as string]: '84px' }}>
        {users.map((user) => (
          <Person key={user.id} href={sitePaths.user(user.id)} data-testid="birthday">
            <img {...fixedImage(user.avatar, BIRTHDAY_AVATAR)} alt="" width={BIRTHDAY_AVATAR} height={BIRTHDAY_AVATAR} loading="lazy" />
            <span>{user.nickname}</span>
            <small>{countText(user.glops ?? 0, 'glop')}</small>
          </Person>
        ))}
      </ScrollStrip>
    </SectionBox>
  );
}

const ChallengeGrid = styled.div`
  display: grid;
  gap: 10px;
  @media (min-width: 768px) {
    grid-template-columns: 3fr 2fr;
  }
`;

const ChallengeCard = styled(Card)`
  display: flex;
  gap: 12px;
  padding: 10px;
  > a {
    flex: none;
  }
  img {
    display: block;
    width: 96px;
    height: 96px;
    border-radius: 8px;
    object-fit: cover;
    background: var(--surface-2);
  }
  .text {
    min-width: 0;
    display: flex;
    flex-direction: column;
    gap: 3px;
  }
  .label {
    color: var(--accent);
    font-size: 0.75rem;
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  .title {
    font-size: 1.0625rem;
    font-weight: 700;
    text-decoration: none;
  }
  .description {
    margin: 0;
    color: var(--text-muted);
    font-size: 0.875rem;
  }
`;

export function Challenges({ challenges }: { challenges: Challenge[] }) {
  // Today by the render's moment: the server's page hydrates as it was written, whatever day
  // the browser's clock is on.
  const today = utcDayOf(useRenderNow());
  return (
    <SectionBox aria-labelledby="home-challenges" data-testid="home-challenges">
      <header>
        {/* Today's, and the day before (the index asks for two); on a day with none yet, the latest ones are not today's. */}
        <h2 id="home-challenges">{challenges.some((challenge) => challenge.date === today) ? "Today's challenge" : 'Recent challenges'}</h2>
        <a className={textLinkTarget} href={sitePaths.challenges()}>
          All challenges
        </a>
      </header>
      <ChallengeGrid>
        {challenges.map((challenge) => (
          <ChallengeCard key={challenge.id} data-testid="challenge">
            <a href={sitePaths.challenge(challenge.id)} tabIndex={-1} aria-hidden="true">
              <img {...fixedImage(challenge.thumbnail, 100)} alt="" width={96} height={96} loading="lazy" />
            </a>
            <div className="text">
              <span className="label">{challenge.date === today ? `Today · ${monthDayText(challenge.date)}` : monthDayText(challenge.date)}</span>
              <a className="title" href={sitePaths.challenge(challenge.id)}>
                {challenge.title}
              </a>
              {challenge.description && <p className="description two-lines">{challenge.description}</p>}
              <Muted>
                {countText(challenge.entries, 'entry', 'entries')}
                {challenge.user && (
                  <>
                    {' · suggested by '}
                    <a href={sitePaths.user(challenge.user.id)} dir="auto">
                      {challenge.user.nickname}
                    </a>
                  </>
                )}
              </Muted>
            </div>
          </ChallengeCard>
        ))}
      </ChallengeGrid>
    </SectionBox>
  );
}
