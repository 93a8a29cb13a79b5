// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { queryClient } from '../api/queryClient';
import type { EditProfile, EditProfileSaved } from '../api/schemas/editProfile';
import { useSession } from '../stores/session';
import { afterProfileSaved, editProfileKeys, PROFILE_KEY_PREFIX } from './editProfile';
import { homeKeys } from './homeKeys';
import { profileKeys } from './profile';

const info = {
  nickname: 'InkyAda', email: '', website: '', about: '', avatar: null, cover: null, emoticonId: null, country: '', birthDay: null, birthMonth: null,
  gender: '', showChat: true, showMature: false, useNewSite: true, theme: null,
} as const;

describe('afterProfileSaved', () => {
  it("keeps the saved values in the form's data and makes the profile pages, home and the session read again", async () => {
    expect(PROFILE_KEY_PREFIX).toEqual(profileKeys.all);
    const load = vi.fn(async () => {});
    useSession.setState({ load });
    queryClient.setQueryData<EditProfile>(editProfileKeys.all, {
      userId: 1, userInfo: info, avatarUrl: '/img/avatar/1', coverUrl: '/img/cover/1', recentSketches: [], genericCovers: [], recentEmoticons: [], countries: [],
    });
    queryClient.setQueryData(profileKeys.one('1'), { id: 1 });
    queryClient.setQueryData(homeKeys.index, { user: null });
    const saved: EditProfileSaved = { ok: true, userInfo: { ...info, nickname: 'InkyAdaNew', avatar: 7 }, avatarUrl: '/img/avatar/1-7', coverUrl: '/img/cover/1' };
    await afterProfileSaved(saved);
    expect(queryClient.getQueryData<EditProfile>(editProfileKeys.all)).toMatchObject({ userInfo: { nickname: 'InkyAdaNew', avatar: 7 }, avatarUrl: '/img/avatar/1-7' });
    expect(queryClient.getQueryState(profileKeys.one('1'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(homeKeys.index)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(editProfileKeys.all)?.isInvalidated).toBe(false);
    expect(load).toHaveBeenCalled();
  });
});
