// Session and sign-in calls.
import { get, post } from './client';
import type { EmptyBody } from './schemas/requestFields';
import type { UserIdBody } from './schemas/users';
import { LogoutResponseSchema, MeResponseSchema, type AuthAppleIdBody, type HostTokenBody, type ImpersonateEndBody } from './schemas/session';

export const fetchMe = () => get('/api/v2/user/me', MeResponseSchema, undefined, { retries: 2 });
/** Ends the session; a gloperator acting as someone is back in their own account (`user`), else nobody is. */
export const logout = () => post('/api/v2/logout', {} satisfies EmptyBody, LogoutResponseSchema);
/** A gloperator acting as someone goes back to their own account (spec part 1 §6: impersonate a user). */
export const endImpersonation = () => post('/api/v2/user/impersonateEnd', {} satisfies ImpersonateEndBody, MeResponseSchema);
export const acceptWarning = (userId: number) => post('/api/v2/user/warningAccept', { userId } satisfies UserIdBody);
/** Platform sign-in: the identity token the host's sign-in returned. */
export const authAppleId = (identityToken: string) => post('/api/v2/authAppleId', { identityToken } satisfies AuthAppleIdBody, MeResponseSchema);
/** The host app's short-lived signed token, exchanged for a session. */
export const exchangeHostToken = (token: string) => post('/api/v2/auth/hostToken', { token } satisfies HostTokenBody, MeResponseSchema);
