// What the profile screens' tests share: a profile and the mocked API modules (the viewer and
// NoResize: test/support/fixtures).
import { vi } from 'vitest';
import type { Profile } from '../../api/schemas/profile';

export const makeProfile = (extra: Partial<Profile> = {}): Profile => ({
  id: 7,
  nickname: 'Marlo',
  avatar: '/img/avatar/7',
  cover: '/img/cover/7',
  glops: 1234,
  fans: 2,
  fanOf: 5,
  joined: '2021-04-02T10:00:00.000Z',
  birthDay: 14,
  birthMonth: 3,
  gender: 'female',
  countryName: 'Portugal',
  patron: true,
  patronSince: '2024-03-01',
  patronName: 'marlo',
  views: 11,
  about: 'I draw boats.',
  albums: [{ id: 3, title: 'Boats', thumbnail: '/img/sketch/30', mode: 0, userId: 7 }],
  sketches: [],
  sketchCount: 0,
  rateRules: 4,
  isFanOf: false,
  fanSince: null,
  fanNotes: false,
  fanNotifyUploads: false,
  fanNotifyStream: false,
  blocking: false,
  blocksViewer: false,
  canMessage: true,
  ...extra,
});

// The API modules as the screens' tests mock them, one object each:
//   vi.mock('../../api/profile', async () => (await import('./testing')).profileApi);
export const profileApi = {
  fetchProfile: vi.fn(),
  fetchPatron: vi.fn(),
  fetchUserInfo: vi.fn(),
  fetchFanList: vi.fn(),
  fetchFanOf: vi.fn(),
  setFanNotify: vi.fn(),
  noteToFans: vi.fn(),
  reportUser: vi.fn(),
  fetchLikes: vi.fn(),
};
export const usersApi = { fan: vi.fn(), unfan: vi.fn(), block: vi.fn(), unblock: vi.fn(), fetchBlocked: vi.fn() };
