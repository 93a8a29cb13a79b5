// The top of a profile (spec part 2 §2): cover, avatar, nickname, glops, fans and fan-of counts
// (links to the fan lists), then the actions for another signed-in user, or the owner's links.
import { styled } from '@linaria/react';
import type { QueryKey } from '@tanstack/react-query';
import type { Profile } from '../../api/schemas/profile';
import { WrapList } from '../../components/WrapList';
import { COVER_IMAGE, fixedImage, slotImage } from '../../lib/images';
import { countText, formatNumber } from '../../lib/numbers';
import { sitePaths } from '../../lib/paths/site';
import { userPaths } from '../../lib/paths/users';
import { ProfileActions } from './ProfileActions';

const COVER_ASPECT = '2048 / 506';
const AVATAR = 100;

const Head = styled.header`
  margin-bottom: 16px;
  .cover {
    display: block;
    width: 100%;
    aspect-ratio: ${COVER_ASPECT};
    object-fit: cover;
    border-radius: var(--radius);
    background: var(--surface-2);
  }
  /* The avatar overlaps the cover; the name starts below it, however the counts wrap. */
  .who {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-start;
    gap: 12px 16px;
    margin-top: -40px;
    padding: 0 12px;
  }
  .avatar {
    width: ${AVATAR}px;
    height: ${AVATAR}px;
    border-radius: 50%;
    border: 4px solid var(--bg);
    background: var(--surface-2);
    object-fit: cover;
  }
  .name {
    flex: 1;
    min-width: 180px;
    padding-top: 44px;
  }
  h1 {
    margin: 0 0 4px;
    font-size: 1.6rem;
    overflow-wrap: anywhere;
  }
  .counts {
    color: var(--text-muted);
  }
  .counts a {
    color: var(--accent);
    font-weight: 600;
  }
  .owner {
    display: flex;
    gap: 8px;
    align-self: flex-end;
  }
  .owner a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 12px;
    color: var(--accent);
    font-weight: 600;
  }
  .actions {
    margin-top: 12px;
    padding: 0 12px;
  }
  /* Below the name on a narrow screen, the owner's link is on a line of its own and its text starts
     where the page's content does (the cover, the tabs, the panel), not indented with the avatar. */
  @media (max-width: 640px) {
    .owner {
      flex-basis: 100%;
      margin-left: -12px;
    }
    .owner a {
      padding-left: 0;
    }
  }
`;

/** `cacheKey`: the profile's read, which the actions change at once. */
export function ProfileHeader({ profile, own, signedIn, cacheKey }: { profile: Profile; own: boolean; signedIn: boolean; cacheKey: QueryKey }) {
  return (
    <Head data-testid="profile-header">
      <img
        className="cover"
        {...slotImage(profile.cover, COVER_IMAGE, 1024)}
        alt={`Cover of ${profile.nickname}`}
        data-testid="profile-cover"
      />
      <div className="who">
        <img className="avatar" {...fixedImage(profile.avatar, AVATAR)} alt={`Avatar of ${profile.nickname}`} width={AVATAR} height={AVATAR} data-testid="profile-avatar" />
        <div className="name">
          <h1 dir="auto" data-testid="profile-nickname">{profile.nickname}</h1>
          <WrapList className="counts" gap="4px 16px">
            <li data-testid="profile-glops">{countText(profile.glops, 'glop')}</li>
            <li>
              <a href={sitePaths.userFans(profile.id)} data-testid="profile-fans">
                {countText(profile.fans, 'fan')}
              </a>
            </li>
            <li>
              <a href={userPaths.userFanOf(profile.id)} data-testid="profile-fanof">
                Fan of {formatNumber(profile.fanOf)}
              </a>
            </li>
            <li data-testid="profile-sketch-count">{countText(profile.sketchCount, 'sketch', 'sketches')}</li>
          </WrapList>
        </div>
        {own && (
          <div className="owner">
            <a href={userPaths.editProfile()} data-testid="profile-edit">
              Edit profile
            </a>
          </div>
        )}
      </div>
      {signedIn && !own && (
        <div className="actions">
          <ProfileActions profile={profile} cacheKey={cacheKey} />
        </div>
      )}
    </Head>
  );
}
