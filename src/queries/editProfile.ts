// The edit-profile data and what a save makes stale: the form's own data, the profile pages and
// the home page's profile block (they show the nickname, avatar and cover), and the signed-in
// user of the header, which the session store reads again.
import { fetchEditProfile } from '../api/editProfile';
import type { QueryDef } from '../api/query';
import { queryCache } from '../api/query';
import type { EditProfile, EditProfileSaved } from '../api/schemas/editProfile';
import { useSession } from '../stores/session';
import { homeKeys } from './homeKeys';

export const editProfileKeys = {
  all: ['editProfile'] as const,
};

/** The key prefix of the profile pages (/api/v2/profile/{id}, /api/v2/patron/{name}). */
export const PROFILE_KEY_PREFIX = ['profile'] as const;

export const editProfileQuery = (): QueryDef<EditProfile> => ({
  key: editProfileKeys.all,
  fetch: (signal) => fetchEditProfile(signal),
});

/** After a save: the form keeps the saved values; everything showing the user's nickname, avatar or cover is read again. */
export async function afterProfileSaved(saved: EditProfileSaved): Promise<void> {
  queryCache.setData<EditProfile>(editProfileKeys.all, (old) =>
    old ? { ...old, userInfo: saved.userInfo, avatarUrl: saved.avatarUrl, coverUrl: saved.coverUrl, ...(saved.userPro ? { userPro: saved.userPro } : {}) } : old,
  );
  await Promise.all([queryCache.invalidate(PROFILE_KEY_PREFIX), queryCache.invalidate(homeKeys.all), useSession.getState().load()]);
}
