// The edit-profile data and what a save makes stale: the form's own data, the profile pages and
// the home page's profile block (they show the nickname, avatar and cover), and the signed-in
// user of the header, which the session store reads again.
import { queryOptions } from '@tanstack/react-query';
import { queryClient } from '../api/queryClient';
import { fetchEditProfile } from '../api/editProfile';
import type { EditProfile, EditProfileSaved } from '../api/schemas/editProfile';
import { useSession } from '../stores/session';
import { homeKeys } from './homeKeys';

export const editProfileKeys = {
  all: ['editProfile'] as const,
};

/** The key prefix of the profile pages (/api/v2/profile/{id}, /api/v2/patron/{name}). */
export const PROFILE_KEY_PREFIX = ['profile'] as const;

export const editProfileQuery = () =>
  queryOptions({ queryKey: editProfileKeys.all, queryFn: (): Promise<EditProfile> => fetchEditProfile() });

/** After a save: the form keeps the saved values; everything showing the user's nickname, avatar or cover is read again. */
export async function afterProfileSaved(saved: EditProfileSaved): Promise<void> {
  queryClient.setQueryData<EditProfile>(editProfileKeys.all, (old) =>
    old ? { ...old, userInfo: saved.userInfo, avatarUrl: saved.avatarUrl, coverUrl: saved.coverUrl, ...(saved.userPro ? { userPro: saved.userPro } : {}) } : old,
  );
  await Promise.all([queryClient.invalidateQueries({ queryKey: PROFILE_KEY_PREFIX }), queryClient.invalidateQueries({ queryKey: homeKeys.all }), useSession.getState().load()]);
}
