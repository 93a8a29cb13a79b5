// Session and sign-in calls.
import { get, post } from './client';
import type { MeResponse } from './types';

export const fetchMe = () => get<MeResponse>('/api/v2/user/me', undefined, { fresh: true, retries: 2 });
export const logout = () => post<{ ok: true }>('/api/v2/logout');
export const acceptWarning = (userId: number) => post<{ ok: true }>('/api/v2/user/warningAccept', { userId });
/** Platform sign-in: the identity token the host's sign-in returned. */
export const authAppleId = (identityToken: string) => post<MeResponse>('/api/v2/authAppleId', { identityToken });
/** The host app's short-lived signed token, exchanged for a session. */
export const exchangeHostToken = (token: string) => post<MeResponse>('/api/v2/auth/hostToken', { token });
