// Edit profile, /editProfile (the signed-in user) and /user/{id or name}/edit (spec part 2 §2):
// the data comes from GET /editProfile?format=json. A visitor is asked to log in (as the upload
// page does); someone else's /user/{x}/edit is refused like any page one may not open: the
// not-found page. A failed load is only logged (spec §8). The form is EditProfileForm.
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/client';
import { queryClient } from '../../api/queryClient';
import { usePageTitle, type LoadContext, type ScreenProps } from '../../app/navigation/screen';
import { LoginNotice } from '../../components/LoginNotice';
import { PROFILE_TEXTS } from '../../lib/profileRules';
import { editProfileQuery } from '../../queries/editProfile';
import { whenSessionKnown } from '../../stores/session';
import type { CurrentUser } from '../../api/schemas/session';
import { EditProfileForm } from './EditProfileForm';
import { Page } from './editProfileStyles';

/** The user part of the address: '' for /editProfile (the signed-in user). */
export interface EditProfileParams {
  user: string;
}

export interface EditProfileData {
  /** False for a visitor; else the form's data is in the query cache, unless it failed to load. */
  signedIn: boolean;
  /** The data did not load: spec §8 has that only logged to the console, nothing shown. */
  failed?: boolean;
  /** The address to come back to after signing in. */
  returnTo: string;
}

/** Whether the user part names the viewer: their id, (any case) their nickname, or their patron web address. */
export const namesViewer = (user: string, viewer: CurrentUser, patronAddress = ''): boolean => {
  const name = user.toLowerCase();
  return user === String(viewer.id) || name === viewer.nickname.toLowerCase() || (patronAddress !== '' && name === patronAddress.toLowerCase());
};

export async function load({ params, location, signal }: LoadContext<EditProfileParams>): Promise<EditProfileData> {
  const viewer = await whenSessionKnown();
  const returnTo = location.path;
  if (!viewer) return { signedIn: false, returnTo };
  let patronAddress: string;
  try {
    patronAddress = (await queryClient.fetchQuery(editProfileQuery())).userPro?.slug ?? '';
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { signedIn: false, returnTo };
    if (signal.aborted) throw error;
    console.error('Edit profile: the profile data did not load.', error);
    return { signedIn: true, failed: true, returnTo };
  }
  // Only one's own profile: another user's edit page is not a page this viewer can open.
  if (params.user !== '' && !namesViewer(params.user, viewer, patronAddress)) throw new ApiError(404, null);
  return { signedIn: true, returnTo };
}

export default function EditProfileScreen({ data }: ScreenProps<EditProfileData, EditProfileParams>) {
  const info = useQuery({ ...editProfileQuery(), enabled: data.signedIn && !data.failed }).data;
  usePageTitle('Edit profile');
  return (
    <Page data-testid="edit-profile-page">
      <h1>Edit profile</h1>
      {data.failed ? null : info ? (
        <EditProfileForm data={info} />
      ) : (
        <LoginNotice text={PROFILE_TEXTS.loginRequired} heading={false} testId="edit-profile-login-required" returnTo={data.returnTo} />
      )}
    </Page>
  );
}
