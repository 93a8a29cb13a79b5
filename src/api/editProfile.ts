// Edit profile (spec part 2 §7): the signed-in user's values are read from GET
// /editProfile?format=json and saved through POST /editProfile (the request is ours: any of
// the userInfo values, and the patron's under userPro).
import { get, post } from './client';
import { EditProfileSavedSchema, EditProfileSchema, type EditProfileQuery, type EditProfileSaveBody } from './schemas/editProfile';

export const fetchEditProfile = (signal?: AbortSignal) => get('/editProfile', EditProfileSchema, { format: 'json' } satisfies EditProfileQuery, { signal });
export const saveEditProfile = (request: EditProfileSaveBody) => post('/editProfile', request, EditProfileSavedSchema);
