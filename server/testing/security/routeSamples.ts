// A valid request for every route the app registers, sent by a role that gets past the route's
// guard: the bad-input suite (badInput.test.ts) spoils one part of it at a time, so each bad
// request reaches the route's own input checks. A new route without a sample fails the suite.
import { providerForm, type Fixtures, type Role } from './fixtures';

type Fields = Record<string, string>;

export interface RouteSample {
  /** As registered: 'GET /api/comments/:which'. */
  route: string;
  /** Who sends it; default the artist. */
  as?: Role;
  params?: (f: Fixtures) => Fields;
  query?: (f: Fixtures) => Fields;
  body?: (f: Fixtures) => Record<string, unknown>;
  /** A multipart upload: the body fields go as form fields beside a small PNG. */
  multipart?: boolean;
  /** Inputs that take any value by design (a returnTo falls back to '/', a tag is any text). */
  anyValue?: readonly string[];
  /**
   * The sample itself is sent from a session the moderator made with Impersonate, acting as this
   * role's user (the way back from it needs one); the spoiled variants go from `as`, as usual.
   */
  actingAs?: Role;
}

/** Routes whose input is tested elsewhere, and where. */
export const COVERED_ELSEWHERE: Record<string, string> = {
  'GET /*': 'the static files: path traversal in traversal.test.ts',
};

const id = (value: number) => String(value);

export const ROUTE_SAMPLES: readonly RouteSample[] = [
  { route: 'GET /native-stub/' },
  { route: 'GET /native-stub' },
  { route: 'GET /favicon.ico', as: 'visitor' },
  { route: 'GET /api/v2/user/me' },
  { route: 'POST /api/v2/logout', body: () => ({}) },
  { route: 'POST /api/v2/user/impersonateEnd', body: () => ({}), actingAs: 'artist' },
  { route: 'POST /api/v2/user/warningAccept', body: (f) => ({ userId: f.userOf.artist }) },
  { route: 'POST /api/v2/authAppleId', as: 'visitor', body: (f) => ({ identityToken: f.appleToken }) },
  { route: 'POST /api/v2/auth/hostToken', as: 'visitor', body: (f) => ({ token: f.hostToken }) },
  { route: 'POST /api/analytics', as: 'visitor', body: () => ({ kind: 'error', path: '/x', message: 'm', stack: 's' }) },
  { route: 'GET /auth/login.css', as: 'visitor' },
  { route: 'GET /forums', as: 'visitor' },
  { route: 'GET /forums/*', as: 'visitor' },
  { route: 'GET /classes', as: 'visitor' },
  { route: 'GET /classes/*', as: 'visitor' },
  { route: 'GET /old', as: 'visitor' },
  { route: 'GET /old/*', as: 'visitor' },
  { route: 'GET /auth/login', as: 'visitor', query: () => ({ returnTo: '/gallery' }), anyValue: ['returnTo'] },
  { route: 'POST /auth/login', as: 'visitor', body: (f) => ({ userId: f.victim, returnTo: '/' }), anyValue: ['returnTo'] },
  { route: 'GET /img/sketch/:id/full.png', params: (f) => ({ id: id(f.ownSketch(f.userOf.artist!)) }) },
  { route: 'GET /img/sketch/:id/:file', as: 'visitor', params: (f) => ({ id: id(f.victimSketch), file: '200.jpg' }) },
  { route: 'GET /img/brush/:id/:file', as: 'visitor', params: () => ({ id: '1', file: '200.jpg' }) },
  { route: 'GET /img/shared/:uuid/:file', as: 'visitor', params: (f) => ({ uuid: f.sharedImage, file: '200.jpg' }) },
  { route: 'GET /img/avatar/:key/:file', as: 'visitor', params: (f) => ({ key: id(f.victim), file: '100.jpg' }) },
  { route: 'GET /img/cover/:key/:file', as: 'visitor', params: (f) => ({ key: id(f.victim), file: '200.jpg' }) },
  { route: 'POST /api/v2/index', body: () => ({ recent: 2, featured: 2, tops: 1, compos: 1, challenges: 1, birthdays: true, stats: true, motd: true }) },
  { route: 'GET /api/v2/index/trending', query: () => ({ page: '1' }) },
  { route: 'GET /api/v2/index/featuredSketches', query: () => ({ page: '1' }) },
  { route: 'GET /api/v2/index/recentSketches', query: () => ({ page: '1' }) },
  { route: 'GET /api/v2/index/recentHearts', query: () => ({ page: '1' }) },
  { route: 'GET /activity/:id', params: (f) => ({ id: id(f.userOf.artist!) }), query: () => ({ format: 'json', filter: 'uploads', pageSize: '5', page: '1' }) },
  { route: 'GET /api/v2/user/groups_recents', query: () => ({ limit: '5', offset: '0' }) },
  { route: 'GET /api/v2/user/recommendations', query: () => ({ cursor: '0' }) },
  { route: 'GET /tag/:tag/sketches', as: 'visitor', params: () => ({ tag: 'sea' }), query: () => ({ sort: 'top', page: '1', format: 'json' }), anyValue: ['tag'] },
  { route: 'GET /topSketches/:page', as: 'visitor', params: () => ({ page: '1' }), query: () => ({ filter: '30', format: 'json' }) },
  { route: 'GET /user/:id/sketches', as: 'visitor', params: (f) => ({ id: id(f.victim) }), query: () => ({ sort: 'oldest', page: '1', format: 'json' }) },
  { route: 'GET /api/v2/search/tops', as: 'visitor', query: () => ({ days: '7', limit: '5', offset: '0' }) },
  { route: 'GET /api/v2/users', as: 'visitor', query: () => ({ sort: 'fans', page: '1' }) },
  // A search text is any text (up to 64 characters): '-1' is a fine one.
  { route: 'GET /api/v2/search/user', as: 'visitor', query: () => ({ query: 'inky', cursor: '0' }), anyValue: ['query'] },
  { route: 'GET /api/v2/search/:kind', params: () => ({ kind: 'magic' }), query: () => ({ query: 'fox inky', sort: 'top', cursor: '0' }), anyValue: ['query'] },
  { route: 'GET /api/v2/coop/:id/sketches', as: 'visitor', params: (f) => ({ id: id(f.coopId) }), query: () => ({ page: '1' }) },
  { route: 'POST /api/v2/group', body: (f) => ({ action: 'sketches', groupId: f.groupId, page: 1 }) },
  // Groups (the groups screen): one sample per action.
  { route: 'POST /api/v2/group', body: (f) => ({ action: 'request', title: 'Sample group', description: 'A sample request.', thumbnail: `https://example.com/sketch/${f.victimSketch}` }) },
  { route: 'POST /api/v2/group', body: (f) => ({ action: 'requestVote', requestId: f.victimGroupRequest }) },
  { route: 'POST /api/v2/group', body: () => ({ action: 'requests' }) },
  { route: 'POST /api/v2/group', body: () => ({ action: 'search', query: 'ink' }) },
  { route: 'POST /api/v2/group', body: (f) => ({ action: 'query', groupId: f.groupId }) },
  { route: 'POST /api/v2/group', body: (f) => ({ action: 'groupsForUser', userId: f.victim }) },
  { route: 'POST /api/v2/group', body: () => ({ action: 'events' }) },
  { route: 'POST /api/v2/group', body: (f) => ({ action: 'add', ...f.artistGroupSketch }) },
  { route: 'POST /api/v2/group', body: (f) => ({ action: 'remove', ...f.artistGroupSketch }) },
  { route: 'GET /album/info', as: 'visitor', query: (f) => ({ userId: id(f.victim), albumId: id(f.victimAlbum) }) },
  { route: 'GET /album/sketches', as: 'visitor', query: (f) => ({ userId: id(f.victim), albumId: id(f.victimAlbum), cursor: '0' }) },
  { route: 'GET /album/list', as: 'visitor', query: (f) => ({ userId: id(f.victim) }) },
  { route: 'GET /album/sketch', query: (f) => ({ sketchId: id(f.victimSketch) }) },
  { route: 'POST /album/create', body: (f) => ({ title: 'New', description: 'd', thumbnail: f.victimSketch, sketchId: f.ownSketch(f.userOf.artist!), collection: false }) },
  { route: 'POST /album/edit', body: (f) => ({ albumId: f.artistAlbum, title: 'Edited', description: 'd', thumbnail: String(f.victimSketch) }) },
  { route: 'POST /album/add', body: (f) => ({ albumId: f.artistAlbum, sketchId: f.ownSketch(f.userOf.artist!) }) },
  { route: 'POST /album/remove', body: (f) => ({ albumId: f.artistAlbum, sketchId: f.ownSketch(f.userOf.artist!) }) },
  { route: 'POST /album/delete', body: (f) => ({ userId: f.userOf.artist, albumId: f.artistAlbum }) },
  { route: 'GET /api/v2/challenge', as: 'visitor', query: () => ({ page: '1', pageSize: '50' }) },
  { route: 'GET /api/v2/challenge/:id', as: 'visitor', params: (f) => ({ id: id(f.openChallenge) }) },
  { route: 'POST /api/v2/search/challenge', as: 'visitor', body: () => ({ query: 'giant' }) },
  { route: 'POST /challenges', body: () => ({ action: 'suggest', title: 'Lanterns', description: 'Paper, glass or stone.' }) },
  { route: 'POST /challenges', body: (f) => ({ challengeId: f.openChallenge, sketchId: f.artistChallengeSketch }) },
  { route: 'POST /api/v2/challenge/removeSketch', body: (f) => ({ sketch: f.artistChallengeEntry }) },
  { route: 'GET /api/v2/upload/sketch' },
  {
    route: 'POST /api/v2/upload/sketch',
    multipart: true,
    body: () => ({ title: 'Upload', description: 'd', mature: 'false', tags: 'sea', privateFile: 'false', watermark: 'false' }),
  },
  { route: 'GET /sketch/:id/edit', params: (f) => ({ id: id(f.ownSketch(f.userOf.artist!)) }) },
  {
    route: 'POST /sketch/:id/edit',
    params: (f) => ({ id: id(f.ownSketch(f.userOf.artist!)) }),
    body: () => ({ title: 'T', description: 'D', privacy: 'public', video: 'https://video.example/v', tags: 'sea', watermark: false, angle: 0, parentSketchId: null, format: 'png' }),
  },
  { route: 'POST /sketch/:id/synthesize', as: 'patron', params: (f) => ({ id: id(f.ownSketch(f.userOf.patron!)) }), body: () => ({}) },
  { route: 'GET /api/v2/sketchInfo/:id', as: 'visitor', params: (f) => ({ id: id(f.victimSketch) }) },
  { route: 'GET /api/v2/sketchHearts/:id', as: 'visitor', params: (f) => ({ id: id(f.victimSketch) }) },
  { route: 'GET /api/v2/sketchHasCoOps/:id', as: 'visitor', params: (f) => ({ id: id(f.victimSketch) }) },
  { route: 'POST /api/v2/sketch/:id', params: (f) => ({ id: id(f.ownSketch(f.userOf.artist!)) }), body: () => ({ privacy: 'public' }) },
  { route: 'POST /sketch/:id/report', params: (f) => ({ id: id(f.victimSketch) }), body: () => ({ details: 'd', copyright: true, mature: false }) },
  { route: 'POST /heart', body: (f) => ({ action: 'heart', which: f.victimSketch }) },
  { route: 'POST /rate', body: (f) => ({ key: 'bad-input', rating: 'piggy', which: f.victimSketch }) },
  { route: 'POST /api/v2/user/setAvatar', body: (f) => ({ sketch: f.ownSketch(f.userOf.artist!) }) },
  { route: 'POST /api/v2/user/setCover', body: (f) => ({ sketch: f.artistCoverSketch }) },
  { route: 'GET /api/comments/:which', as: 'visitor', params: (f) => ({ which: id(f.victimSketch) }), query: () => ({ type: 'sketch', count: '5', page: '1' }) },
  { route: 'POST /comment', body: (f) => ({ key: 'bad-input', comment: 'c', type: 'sketch', which: f.victimSketch }) },
  { route: 'POST /api/v2/report/comment', body: (f) => ({ id: f.victimComment }) },
  { route: 'POST /api/fan', body: (f) => ({ user: f.bystander }) },
  { route: 'POST /api/unfan', body: (f) => ({ user: f.bystander }) },
  { route: 'POST /api/v2/user/block', body: (f) => ({ user: f.bystander }) },
  { route: 'POST /api/v2/user/unblock', body: (f) => ({ user: f.bystander }) },
  { route: 'GET /api/v2/user/blocked', query: () => ({ both: 'true', infos: '1' }) },
  { route: 'GET /api/v2/profile/:id', as: 'visitor', params: (f) => ({ id: id(f.victim) }), query: () => ({ getComments: '1' }), anyValue: ['id'] },
  { route: 'GET /api/v2/patron/:name', as: 'visitor', params: () => ({ name: 'patronpaolo' }), anyValue: ['name'] },
  { route: 'GET /api/user/:id', as: 'visitor', params: (f) => ({ id: id(f.victim) }), anyValue: ['id'] },
  { route: 'GET /api/v2/ratings', as: 'visitor', query: (f) => ({ userId: id(f.victim), page: '1', type: 'rules' }) },
  { route: 'GET /api/v2/fan/followers', as: 'visitor', query: (f) => ({ user: id(f.victim), cursor: '0', count: '25' }) },
  { route: 'GET /api/v2/fan/following', as: 'visitor', query: (f) => ({ user: id(f.victim), cursor: '0', count: '25' }) },
  { route: 'GET /api/v2/fan/fanOf', query: (f) => ({ users: `${f.victim},${f.bystander}` }) },
  // A list of ids: [1] is one (the suite's array-for-a-scalar value is a fine list here).
  { route: 'POST /api/v2/fan/fanOf', body: (f) => ({ users: [f.victim, f.bystander] }), anyValue: ['users'] },
  { route: 'POST /api/v2/fan/notify', body: (f) => ({ user: f.artistFanOf, which: 'notes', value: true }) },
  { route: 'POST /api/v2/user/noteToFans', body: () => ({ message: 'A new series on Friday' }), anyValue: ['message'] },
  { route: 'POST /api/v2/report', body: (f) => ({ user: f.bystander }) },
  { route: 'GET /api/v2/sketchStats/:id', as: 'patron', params: (f) => ({ id: id(f.ownSketch(f.userOf.patron!)) }) },
  { route: 'GET /api/v2/stats', as: 'patron', query: (f) => ({ user: id(f.userOf.patron!) }) },
  { route: 'GET /api/v2/content/categories', as: 'visitor', query: () => ({ kind: 'brush' }) },
  { route: 'GET /api/v2/content/items', as: 'visitor', query: (f) => ({ kind: 'brush', category: f.categoryPath, sort: 'title', cursor: '' }) },
  { route: 'POST /api/v2/content/createImage', as: 'moderator', body: (f) => ({ sketchId: f.victimSketch, path: f.categoryPath, title: 'T' }) },
  { route: 'POST /api/v2/content/createCoOpSketch', as: 'moderator', body: (f) => ({ sketchId: f.victimCoopBase, path: f.categoryPath, title: 'T', desc: 'D' }) },
  { route: 'GET /api/v2/compo', as: 'visitor', query: () => ({ page: '1', pageSize: '50' }) },
  { route: 'GET /api/v2/compo/info', as: 'visitor', query: (f) => ({ name: f.openCompo.key }) },
  { route: 'GET /compo/:key/:page', as: 'visitor', params: (f) => ({ key: f.openCompo.key, page: '1' }), query: () => ({ format: 'json', sort: 'recent' }) },
  { route: 'GET /api/compoVote/:id', params: (f) => ({ id: id(f.votingCompo.id) }) },
  { route: 'POST /api/compoVote/:key', params: (f) => ({ key: f.votingCompo.key }), body: (f) => f.compoBallot(f.userOf.artist) },
  { route: 'POST /compo/:key', params: (f) => ({ key: f.openCompo.key }), body: (f) => ({ compoId: f.openCompo.id, sketchId: f.artistFreeSketch }) },
  { route: 'POST /api/compoRemoveSketch', body: (f) => ({ which: f.artistCompoEntry }) },
  { route: 'GET /api/dev/appleToken', as: 'visitor', query: () => ({ sub: 'apple-ada' }), anyValue: ['sub'] },
  { route: 'GET /api/dev/hostToken', as: 'visitor', query: (f) => ({ userId: id(f.victim) }) },
  { route: 'POST /api/dev/signIn', as: 'visitor', body: (f) => ({ userId: f.victim }) },
  { route: 'POST /api/dev/warn', as: 'visitor', body: (f) => ({ userId: f.bystander, reason: 'r' }) },
  { route: 'GET /api/dev/analytics', as: 'visitor', query: () => ({ kind: 'error', limit: '5' }) },
  // Awards.
  { route: 'GET /api/v2/awards/info', as: 'visitor', query: () => ({ year: '2015', vp: '0' }) },
  { route: 'POST /api/v2/awards/vote', body: (f) => ({ cat: f.awards.artistCategory, obj: f.awards.artistCandidate, vp: false }) },
  { route: 'POST /awards', body: (f) => ({ categoryId: f.awards.artistCategory, action: 'nominateArtist', artistId: f.victim, vp: false }) },  // Edit profile: the artist's own values as the form sends them (unchanged), and the patron's settings.
  { route: 'GET /editProfile', query: () => ({ format: 'json' }) },
  {
    route: 'POST /editProfile',
    body: (f) => ({
      userId: f.userOf.artist,
      nickname: 'InkyAda',
      email: 'inkyada@example.com',
      website: 'https://inkyada.example.org',
      about: 'About me',
      avatar: f.ownSketch(f.userOf.artist!),
      cover: f.artistCoverSketch,
      emoticonId: null,
      country: 'DE',
      birthDay: 11,
      birthMonth: 5,
      gender: 'female',
      showChat: true,
      showMature: false,
      useNewSite: true,
      theme: 'dark',
    }),
  },
  { route: 'POST /editProfile', as: 'patron', body: () => ({ userPro: { slug: 'patronpaolo', emailMsg: true, emailFan: false, wmName: 'Paolo P.' } }) },
  // Account recovery and the store.
  { route: 'POST /api/v2/recover/generate', as: 'visitor', body: () => ({ email: 'bad-input@example.org' }) },
  { route: 'POST /api/v2/recover/accept', as: 'visitor', body: (f) => ({ key: f.recoveryKey }) },
  { route: 'GET /api/v2/store' },
  { route: 'POST /api/v2/store/confirm', body: (f) => ({ tx: f.artistPayment }) },
  { route: 'GET /api/dev/mail', as: 'visitor', query: () => ({ to: 'inkyada@example.com' }) },
  { route: 'POST /dev/paypal/checkout', as: 'visitor', body: (f) => providerForm(f.victim) },
  { route: 'POST /dev/paypal/pay', as: 'visitor', body: (f) => ({ ...providerForm(f.victim), result: 'Completed' }) },
  // Messages and activity.
  { route: 'GET /api/v2/messages', query: () => ({ page: '1', pageSize: '25' }) },
  { route: 'GET /api/v2/message/posts', query: (f) => ({ id: id(f.artistTopic), page: '1', pageSize: '50' }) },
  { route: 'POST /api/v2/message/reply', body: (f) => ({ id: f.artistTopic, text: 'Thanks for the tip!' }) },
  { route: 'POST /api/v2/message/write', body: (f) => ({ to: f.victim, subject: 'Hello', text: 'Love your sketches.' }) },
  { route: 'POST /message/:id', params: (f) => ({ id: id(f.artistTopicToDelete) }), body: () => ({ action: 'delete' }) },
  { route: 'GET /api/v2/message/to/:id', params: (f) => ({ id: id(f.victim) }) },
  { route: 'GET /api/v2/activity', query: () => ({ filter: 'replies', page: '1' }) },
  { route: 'GET /api/v2/unread' },
  { route: 'POST /api/v2/unread/clear', body: () => ({ kind: 'uploads' }) },
  { route: 'POST /api/dev/failMessageSend', as: 'visitor', body: (f) => ({ userId: f.victim, text: 'Bad input' }) },
  // Moderation (the gloperators' tools): the lists, the usage report and every tool, sent by GlopGus.
  { route: 'GET /api/v2/gloperate/bans', as: 'moderator', query: () => ({ page: '1' }) },
  { route: 'GET /api/v2/gloperate/reportedComments', as: 'moderator', query: () => ({ page: '1' }) },
  { route: 'GET /api/v2/gloperate/reportedSketches', as: 'moderator', query: () => ({ page: '1' }) },
  { route: 'GET /api/v2/gloperate/usage', as: 'moderator' },
  { route: 'POST /api/v2/gloperate/deleteComment', as: 'moderator', body: (f) => ({ id: f.moderatedComment }) },
  // -1 is a duration of the list (a permanent ban), so the suite's -1 is a fine value there.
  { route: 'POST /api/v2/gloperate/ban', as: 'moderator', body: (f) => ({ duration: 1, notes: 'Bad input', reason: 'Bad input', uid: f.userOf.banned }), anyValue: ['duration'] },
  { route: 'POST /api/v2/gloperate/feature', as: 'moderator', body: (f) => ({ sketchId: f.victimSketch }) },
  { route: 'POST /api/v2/admin/inviteAccepted', as: 'moderator', body: (f) => ({ sketchId: f.pendingInvite }) },
  { route: 'POST /api/v2/admin/impersonate', as: 'moderator', body: (f) => ({ userId: f.victim }) },
  { route: 'POST /api/v2/admin/mergeTo', as: 'moderator', body: (f) => ({ userId: f.mergeSource, targetUserId: f.bystander }) },
  { route: 'POST /api/v2/admin/editData', as: 'moderator', body: (f) => ({ target: 'sketch', id: f.victimSketch, field: 'description', value: 'Edited by a gloperator' }), anyValue: ['value'] },
  // The whiteboard's files: a slice the demo board has (it starts with three shifts) and the download.
  { route: 'GET /slice/:file', as: 'visitor', params: () => ({ file: '0_0.png' }) },
  { route: 'GET /download/0.sketchery', as: 'visitor' },
  { route: 'GET /download/0.Sketchery', as: 'visitor' },
  // A sketch's file for the drawing app: the artist's own sketch (the demo artist's have files).
  { route: 'GET /download/:file', params: (f) => ({ file: `${f.ownSketch(f.userOf.artist!)}.sketchery` }) },
  { route: 'GET /whiteboard/preview.png', as: 'visitor' },
  // Group admin (GroupGreta): its actions of POST /api/v2/group and the assist calls.
  { route: 'POST /api/v2/group', as: 'groupAdmin', body: (f) => ({ action: 'info', groupId: f.groupId }) },
  { route: 'POST /api/v2/group', as: 'groupAdmin', body: (f) => ({ action: 'requestApprove', requestId: f.sampleRequests.approve.id }) },
  {
    route: 'POST /api/v2/group',
    as: 'groupAdmin',
    body: (f) => ({ action: 'requestDelete', requestId: f.sampleRequests.reject.id, message: 'Not this time', user: f.sampleRequests.reject.user }),
  },
  { route: 'GET /api/v2/assist/groupActivity', as: 'groupAdmin', query: () => ({ cursor: '25' }) },
  { route: 'GET /api/v2/assist/groupStats', as: 'groupAdmin', query: () => ({ cursor: '0', sort: 'users' }) },
  { route: 'GET /api/v2/assist/features', as: 'groupAdmin', query: () => ({ queue: '1' }) },
  { route: 'POST /api/v2/assist/groupFeatures', as: 'groupAdmin', body: () => ({ cursor: '' }) },
  { route: 'POST /api/v2/assist/groupFeatures', as: 'groupAdmin', body: (f) => ({ action: 'approve', ...f.sampleFeature, message: 'Featured' }) },
  { route: 'POST /api/v2/assist/groupMod', as: 'groupAdmin', body: (f) => ({ id: f.groupId, official: false }) },
  {
    route: 'POST /api/v2/assist/groupSuggest',
    as: 'groupAdmin',
    body: (f) => ({ groupId: f.groupId, groupTitle: 'Sample group', sketchId: f.suggestableSketches.at(-1)!, sketchTitle: 'Sample sketch' }),
  },  // Live streams: the list is for signed-in users (part 2 §6), one stream open to anyone; stream 1 is an ended one of the seed.
  // The development switch is sent with live: true, which puts back nothing and so leaves the seed as it is.
  { route: 'GET /api/v2/streams', query: () => ({ limit: '10', offset: '0' }) },
  { route: 'GET /api/v2/stream/:id', as: 'visitor', params: () => ({ id: '1' }) },
  { route: 'POST /api/dev/streams', as: 'visitor', body: () => ({ live: true }) },
  // Group admin's empty lists: sent with empty: false, the seed's state.
  { route: 'POST /api/dev/groupAdmin', as: 'visitor', body: () => ({ empty: false }) },
];

/** The request's path: the route with its parameters filled in (each encoded as one path segment). */
export function pathOf(route: string, params: Fields = {}): string {
  const pattern = route.slice(route.indexOf(' ') + 1);
  return pattern.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route}: no value for :${name}`);
    return value;
  });
}
