// What the profile screens' tests share: a profile, a viewer and the mocked API modules.
import type { Profile } from '../../api/schemas/profile';
import type { CurrentUser } from '../../api/schemas/session';

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

export const makeViewer = (id: number, extra: Partial<CurrentUser> = {}): CurrentUser => ({
  id,
  nickname: `user${id}`,
  avatar: `/img/avatar/${id}`,
  mature: false,
  following: [],
  blocks: [],
  icons: [],
  chatId: null,
  chatServer: null,
  ban: null,
  showHeader: true,
  googleLogin: false,
  thumbs: false,
  ...extra,
});

export class NoResize {
  observe() {}
  disconnect() {}
}
