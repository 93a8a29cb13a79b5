// User addresses: profiles and their tabs, albums, edit profile, user statistics (one domain of
// the site's builders: ./site.ts says why they are split).
import { segment, type UserRef } from './site';

export const userPaths = {
  userSketches: (user: UserRef) => `/user/${segment(user)}/sketches`,
  userFanOf: (user: UserRef) => `/user/${segment(user)}/fanof`,
  /** A tab of a profile (about, sketches, likes, blocks); the profile itself without one. */
  userSection: (user: UserRef, section?: string) => (section ? `/user/${segment(user)}/${segment(section)}` : `/user/${segment(user)}`),
  /** A patron's web address: their name under the root (any unknown path is a profile). */
  patron: (name: string) => `/${segment(name)}`,
  albums: (user: UserRef) => `/user/${segment(user)}/albums`,
  album: (user: UserRef, albumId: number) => `/user/${segment(user)}/album/${segment(albumId)}`,
  /** Edit profile: the signed-in user's own (/editProfile), or by the user's id or name. */
  editProfile: () => '/editProfile',
  userEdit: (user: UserRef) => `/user/${segment(user)}/edit`,
  /** The user statistics keep the old site's /e/ prefix (src/lib/route.ts). */
  userStats: (userId: number) => `/e/stats/${segment(userId)}`,
} as const;
