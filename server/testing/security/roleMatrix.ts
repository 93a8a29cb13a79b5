// The role matrix as data: every state-changing route x every role -> the status it must
// answer. roleMatrix.test.ts enumerates the routes the app registers, so a new state-changing
// route without a row here fails the suite; add its row (and its guard to GUARDED) with it.
// Each request acts on another artist's object (fixtures.ts), so "artist" is the artist acting
// on someone else's sketch, album or comment.
import type { IconFlag } from '../../../src/api/schemas/session';
import { providerForm, type Fixtures, type Role } from './fixtures';

/** perAction: a route of many actions (POST /api/v2/group), each with its own guard or none. */
type Access = 'actor' | 'signedIn' | `role:${IconFlag}` | `role:${IconFlag}|${IconFlag}` | 'perAction';

/** Every route that needs a user, with the guard it must declare (auth/guards.ts). */
export const GUARDED: Record<string, Access> = {
  'POST /api/v2/user/warningAccept': 'signedIn',
  'GET /activity/:id': 'signedIn',
  'GET /api/v2/user/groups_recents': 'signedIn',
  'GET /api/v2/user/recommendations': 'signedIn',
  'GET /album/sketch': 'signedIn',
  'GET /api/v2/sketchStats/:id': 'signedIn',
  'GET /api/v2/stats': 'signedIn',
  'GET /img/sketch/:id/full.png': 'signedIn',
  'POST /album/create': 'actor',
  'POST /album/edit': 'actor',
  'POST /album/add': 'actor',
  'POST /album/remove': 'actor',
  'POST /album/delete': 'actor',
  'POST /challenges': 'actor',
  'POST /api/v2/challenge/removeSketch': 'actor',
  'GET /api/v2/upload/sketch': 'actor',
  'POST /api/v2/upload/sketch': 'actor',
  'GET /sketch/:id/edit': 'actor',
  'POST /sketch/:id/edit': 'actor',
  'POST /sketch/:id/synthesize': 'actor',
  'POST /api/v2/sketch/:id': 'actor',
  'POST /sketch/:id/report': 'actor',
  'POST /heart': 'actor',
  'POST /rate': 'actor',
  'POST /api/v2/user/setAvatar': 'actor',
  'POST /api/v2/user/setCover': 'actor',
  'POST /comment': 'actor',
  'POST /api/v2/report/comment': 'actor',
  'POST /api/fan': 'actor',
  'POST /api/unfan': 'actor',
  'POST /api/v2/user/block': 'actor',
  'POST /api/v2/user/unblock': 'actor',
  'GET /api/v2/user/blocked': 'actor',
  'POST /api/v2/fan/notify': 'actor',
  'POST /api/v2/user/noteToFans': 'actor',
  'POST /api/v2/report': 'actor',
  'GET /api/compoVote/:id': 'actor',
  'POST /api/compoVote/:key': 'actor',
  'POST /compo/:key': 'actor',
  'POST /api/compoRemoveSketch': 'actor',
  'POST /api/v2/content/createImage': 'role:m',
  'POST /api/v2/content/createCoOpSketch': 'role:m',
  'POST /api/v2/awards/vote': 'actor',
  'POST /awards': 'actor',
  // The store: the signed-in artist's wallet and payments.
  'GET /api/v2/store': 'actor',
  'POST /api/v2/store/confirm': 'actor',
  // Edit profile: the actor's own profile only.
  'GET /editProfile': 'actor',
  'POST /editProfile': 'actor',
  // Messages and activity: the actor's own conversations and lists.
  'GET /api/v2/messages': 'actor',
  'GET /api/v2/message/posts': 'actor',
  'POST /api/v2/message/reply': 'actor',
  'POST /api/v2/message/write': 'actor',
  'POST /message/:id': 'actor',
  'GET /api/v2/message/to/:id': 'actor',
  'GET /api/v2/activity': 'actor',
  'GET /api/v2/unread': 'actor',
  // Live streams: the list is for signed-in users (part 2 §6: visitors get no streams).
  'GET /api/v2/streams': 'signedIn',
  // Groups: one route of many actions; reads are open, request, requestVote, add and remove need an actor.
  'POST /api/v2/group': 'perAction',
  'POST /api/v2/unread/clear': 'actor',
  // Moderation: the gloperators' lists and tools (the 'm' flag).
  'GET /api/v2/gloperate/bans': 'role:m',
  'GET /api/v2/gloperate/reportedComments': 'role:m',
  'GET /api/v2/gloperate/reportedSketches': 'role:m',
  'GET /api/v2/gloperate/usage': 'role:m',
  'POST /api/v2/gloperate/deleteComment': 'role:m',
  'POST /api/v2/gloperate/ban': 'role:m',
  'POST /api/v2/gloperate/feature': 'role:m',
  'POST /api/v2/admin/inviteAccepted': 'role:m',
  'POST /api/v2/admin/impersonate': 'role:m',
  // A gloperator acting as someone goes back to their own account (any session; only an impersonated one is taken).
  'POST /api/v2/user/impersonateEnd': 'signedIn',
  'POST /api/v2/admin/mergeTo': 'role:m',
  'POST /api/v2/admin/editData': 'role:m',
  // Group admin: the assist calls, for group admins ('g') and gloperators ('m').
  'GET /api/v2/assist/groupActivity': 'role:g|m',
  'GET /api/v2/assist/groupStats': 'role:g|m',
  'GET /api/v2/assist/features': 'role:g|m',
  'POST /api/v2/assist/groupFeatures': 'role:g|m',
  'POST /api/v2/assist/groupMod': 'role:g|m',
  'POST /api/v2/assist/groupSuggest': 'role:g|m',
};

export type Expected = Record<Role, number>;

export interface MatrixRow {
  /** As registered: 'POST /sketch/:id/edit'. */
  route: string;
  /** Set when a route has more than one row. */
  scenario?: string;
  url: (f: Fixtures, role: Role) => string;
  body?: (f: Fixtures, role: Role, cell: number) => Record<string, unknown>;
  /** An upload: the body is a multipart form with a small PNG and these fields. */
  multipart?: Record<string, string>;
  /** The request ends or replaces the session: each cell gets a new client signed in as the role. */
  fresh?: boolean;
  expect: Expected;
}

const CSRF_REFUSED = { noCsrf: 403, wrongCsrf: 403 } as const;
const BANS_REFUSED = { warned: 403, banned: 403, warnedModerator: 403 } as const;

/** An actor route: `status` for the four roles that may act, the guards' refusals for the rest. */
const forActors = (status: number): Expected => ({
  visitor: 401,
  artist: status,
  patron: status,
  groupAdmin: status,
  moderator: status,
  ...BANS_REFUSED,
  ...CSRF_REFUSED,
});
/** The owner's object: every other role is refused. */
const OTHERS_REFUSED = forActors(403);
/** Anyone who may act may do it, to anyone's object. */
const ANY_ACTOR = forActors(200);
/** Another's private object (a conversation of two others): to every other role it does not exist. */
const OTHERS_NOT_FOUND = forActors(404);
/** Gloperators only, and not while warned or suspended. */
const MODERATORS_ONLY: Expected = { ...forActors(403), moderator: 200 };
/** Group admins and gloperators only, and not while warned or suspended. */
const GROUP_ADMINS_ONLY: Expected = { ...forActors(403), groupAdmin: 200, moderator: 200 };
/** Open to everyone, visitors and banned users included (sign-in, reads sent as POST); only the CSRF token is checked. */
const open = (status = 200): Expected => ({
  visitor: status,
  artist: status,
  patron: status,
  groupAdmin: status,
  moderator: status,
  warned: status,
  banned: status,
  warnedModerator: status,
  ...CSRF_REFUSED,
});

const key = (role: Role, cell: number) => `matrix-${role}-${cell}`;

export const MATRIX: readonly MatrixRow[] = [
  // Session and sign-in.
  { route: 'POST /api/v2/logout', url: () => '/api/v2/logout', body: () => ({}), fresh: true, expect: open() },
  // Back from acting as someone: only a session a gloperator made with Impersonate has a way back (409 for one's own).
  {
    route: 'POST /api/v2/user/impersonateEnd',
    url: () => '/api/v2/user/impersonateEnd',
    body: () => ({}),
    expect: { visitor: 401, artist: 409, patron: 409, groupAdmin: 409, moderator: 409, warned: 409, banned: 409, warnedModerator: 409, ...CSRF_REFUSED },
  },
  {
    route: 'POST /api/v2/user/warningAccept',
    scenario: "another user's warning",
    url: () => '/api/v2/user/warningAccept',
    body: (f) => ({ userId: f.victim }),
    // Banned users may accept their own warning (signedIn guard), never someone else's.
    expect: { ...forActors(403), ...BANS_REFUSED },
  },
  { route: 'POST /api/v2/authAppleId', scenario: 'a malformed token', url: () => '/api/v2/authAppleId', body: () => ({ identityToken: 'not.a.token' }), expect: open(400) },
  { route: 'POST /api/v2/auth/hostToken', scenario: 'a malformed token', url: () => '/api/v2/auth/hostToken', body: () => ({ token: 'not.a.token' }), expect: open(400) },
  // The development sign-in: anyone may sign in as anyone, which is why it is on only on loopback (config.ts).
  { route: 'POST /auth/login', url: () => '/auth/login', body: (f) => ({ userId: f.victim, returnTo: '/' }), fresh: true, expect: open(303) },
  // Its JSON twin, with which the end-to-end tests sign in (server/dev/devTools.ts).
  { route: 'POST /api/dev/signIn', url: () => '/api/dev/signIn', body: (f) => ({ userId: f.victim }), fresh: true, expect: open() },
  { route: 'POST /api/dev/warn', url: () => '/api/dev/warn', body: (f) => ({ userId: f.userOf.warnedModerator }), expect: open() },
  // Exempt from CSRF: page views and errors carry no authority.
  { route: 'POST /api/analytics', url: () => '/api/analytics', body: () => ({ kind: 'pageview', path: '/matrix' }), expect: { ...open(), noCsrf: 200, wrongCsrf: 200 } },
  // Reads sent as POST.
  { route: 'POST /api/v2/index', url: () => '/api/v2/index', body: () => ({ recent: 2 }), expect: open() },
  { route: 'POST /api/v2/group', scenario: 'sketches', url: () => '/api/v2/group', body: (f) => ({ action: 'sketches', groupId: f.groupId, page: 1 }), expect: open() },
  // Groups (the groups screen): reads open to all; requests and votes for any actor; a sketch in
  // or out of a group only by its artist.
  { route: 'POST /api/v2/group', scenario: 'search', url: () => '/api/v2/group', body: () => ({ action: 'search', query: 'ink' }), expect: open() },
  { route: 'POST /api/v2/group', scenario: 'query', url: () => '/api/v2/group', body: (f) => ({ action: 'query', groupId: f.groupId }), expect: open() },
  { route: 'POST /api/v2/group', scenario: 'requests', url: () => '/api/v2/group', body: () => ({ action: 'requests' }), expect: open() },
  { route: 'POST /api/v2/group', scenario: 'events', url: () => '/api/v2/group', body: () => ({ action: 'events' }), expect: open() },
  { route: 'POST /api/v2/group', scenario: 'groupsForUser', url: () => '/api/v2/group', body: (f) => ({ action: 'groupsForUser', userId: f.victim }), expect: open() },
  {
    route: 'POST /api/v2/group',
    scenario: 'request a group',
    url: () => '/api/v2/group',
    body: (f, role) => ({ action: 'request', title: `Group of ${role}`, description: 'Asked for by the matrix.', thumbnail: `https://example.com/sketch/${f.victimSketch}` }),
    expect: ANY_ACTOR,
  },
  { route: 'POST /api/v2/group', scenario: 'vote a request up', url: () => '/api/v2/group', body: (f) => ({ action: 'requestVote', requestId: f.victimGroupRequest }), expect: ANY_ACTOR },
  { route: 'POST /api/v2/group', scenario: "add the victim's sketch", url: () => '/api/v2/group', body: (f) => ({ action: 'add', groupId: f.groupId, sketchId: f.victimSketch }), expect: OTHERS_REFUSED },
  { route: 'POST /api/v2/group', scenario: "remove the victim's sketch", url: () => '/api/v2/group', body: (f) => ({ action: 'remove', groupId: f.groupId, sketchId: f.victimSketch }), expect: OTHERS_REFUSED },
  // Albums: creating one's own is open to every actor; the victim's album is the victim's.
  { route: 'POST /album/create', url: () => '/album/create', body: (_f, role) => ({ title: `Album of ${role}` }), expect: ANY_ACTOR },
  { route: 'POST /album/edit', url: () => '/album/edit', body: (f) => ({ albumId: f.victimAlbum, title: 'Taken over' }), expect: OTHERS_REFUSED },
  { route: 'POST /album/add', url: () => '/album/add', body: (f) => ({ albumId: f.victimAlbum, sketchId: f.victimCoopBase }), expect: OTHERS_REFUSED },
  { route: 'POST /album/remove', url: () => '/album/remove', body: (f) => ({ albumId: f.victimAlbum, sketchId: f.victimSketch }), expect: OTHERS_REFUSED },
  { route: 'POST /album/delete', url: () => '/album/delete', body: (f) => ({ userId: f.victim, albumId: f.victimAlbum }), expect: OTHERS_REFUSED },
  // Challenges: anyone who may act suggests and searches; only the creator enters or takes out a sketch.
  { route: 'POST /api/v2/search/challenge', url: () => '/api/v2/search/challenge', body: () => ({ query: 'giant' }), expect: open() },
  { route: 'POST /challenges', scenario: 'suggest', url: () => '/challenges', body: (_f, role) => ({ action: 'suggest', title: `Theme of ${role}` }), expect: ANY_ACTOR },
  { route: 'POST /challenges', scenario: "enter the victim's sketch", url: () => '/challenges', body: (f) => ({ challengeId: f.openChallenge, sketchId: f.victimSketch }), expect: OTHERS_REFUSED },
  { route: 'POST /api/v2/challenge/removeSketch', url: () => '/api/v2/challenge/removeSketch', body: (f) => ({ sketch: f.victimSketch }), expect: OTHERS_REFUSED },
  // Uploads create the actor's own sketch.
  { route: 'POST /api/v2/upload/sketch', url: () => '/api/v2/upload/sketch', multipart: { title: 'Upload' }, expect: ANY_ACTOR },
  {
    route: 'POST /api/v2/upload/sketch',
    scenario: 'a watermark and a private file (patrons only)',
    url: () => '/api/v2/upload/sketch',
    multipart: { title: 'Patron upload', watermark: 'true', privateFile: 'true' },
    expect: { ...forActors(403), patron: 200 },
  },
  // The victim's sketch.
  { route: 'POST /sketch/:id/edit', url: (f) => `/sketch/${f.victimSketch}/edit`, body: () => ({ title: 'Taken over' }), expect: OTHERS_REFUSED },
  {
    route: 'POST /sketch/:id/edit',
    scenario: 'a watermark on the own sketch (patrons only)',
    url: (f, role) => `/sketch/${f.userOf[role] === null ? f.victimSketch : f.ownSketch(f.userOf[role])}/edit`,
    body: () => ({ watermark: true }),
    expect: { ...forActors(403), patron: 200 },
  },
  { route: 'POST /sketch/:id/synthesize', url: (f) => `/sketch/${f.victimSketch}/synthesize`, body: () => ({}), expect: OTHERS_REFUSED },
  {
    route: 'POST /sketch/:id/synthesize',
    scenario: 'a sketch file for the own sketch (patrons only)',
    url: (f, role) => `/sketch/${f.userOf[role] === null ? f.victimSketch : f.ownSketch(f.userOf[role])}/synthesize`,
    body: () => ({}),
    expect: { ...forActors(403), patron: 200 },
  },
  { route: 'POST /api/v2/sketch/:id', url: (f) => `/api/v2/sketch/${f.victimSketch}`, body: () => ({ privacy: 'unlisted' }), expect: OTHERS_REFUSED },
  { route: 'POST /api/v2/sketch/:id', scenario: 'delete', url: (f) => `/api/v2/sketch/${f.victimSketch}`, body: () => ({ action: 'delete' }), expect: OTHERS_REFUSED },
  { route: 'POST /sketch/:id/report', url: (f) => `/sketch/${f.victimSketch}/report`, body: () => ({ details: 'Matrix report' }), expect: ANY_ACTOR },
  { route: 'POST /heart', url: () => '/heart', body: (f) => ({ action: 'heart', which: f.victimSketch }), expect: ANY_ACTOR },
  { route: 'POST /rate', url: () => '/rate', body: (f, role, cell) => ({ key: key(role, cell), rating: 'rules', which: f.victimSketch }), expect: ANY_ACTOR },
  { route: 'POST /api/v2/user/setAvatar', url: () => '/api/v2/user/setAvatar', body: (f) => ({ sketch: f.victimSketch }), expect: OTHERS_REFUSED },
  { route: 'POST /api/v2/user/setCover', url: () => '/api/v2/user/setCover', body: (f) => ({ sketch: f.victimSketch }), expect: OTHERS_REFUSED },
  // Comments: anyone comments and reports; only the author, the page owner and thumbs (the gloperator) delete.
  {
    route: 'POST /comment',
    url: () => '/comment',
    body: (f, role, cell) => ({ key: key(role, cell), comment: `Comment by ${role}`, type: 'sketch', which: f.victimSketch }),
    expect: ANY_ACTOR,
  },
  {
    route: 'POST /comment',
    scenario: "delete the victim's comment",
    url: () => '/comment',
    body: (f) => ({ commentId: f.newVictimComment(), action: 'delete' }),
    expect: { ...OTHERS_REFUSED, moderator: 200 },
  },
  { route: 'POST /api/v2/report/comment', url: () => '/api/v2/report/comment', body: (f) => ({ id: f.victimComment }), expect: ANY_ACTOR },
  // Fans and blocks are the actor's own relations.
  { route: 'POST /api/fan', url: () => '/api/fan', body: (f) => ({ user: f.bystander }), expect: ANY_ACTOR },
  { route: 'POST /api/unfan', url: () => '/api/unfan', body: (f) => ({ user: f.bystander }), expect: ANY_ACTOR },
  { route: 'POST /api/v2/user/block', url: () => '/api/v2/user/block', body: (f) => ({ user: f.bystander }), expect: ANY_ACTOR },
  { route: 'POST /api/v2/user/unblock', url: () => '/api/v2/user/unblock', body: (f) => ({ user: f.bystander }), expect: ANY_ACTOR },
  // Profiles: the fan status check is a read sent as POST; a fan's notification settings, a note to
  // one's own fans and a report are the actor's own. Nobody is a fan of themselves, so the notify
  // row about oneself gets past the guards to the 400 of the route.
  { route: 'POST /api/v2/fan/fanOf', url: () => '/api/v2/fan/fanOf', body: (f) => ({ users: [f.bystander, f.victim] }), expect: open() },
  {
    route: 'POST /api/v2/fan/notify',
    scenario: 'about oneself',
    url: () => '/api/v2/fan/notify',
    body: (f, role) => ({ user: f.userOf[role] ?? f.victim, which: 'notes', value: true }),
    expect: forActors(400),
  },
  { route: 'POST /api/v2/user/noteToFans', url: () => '/api/v2/user/noteToFans', body: (_f, role) => ({ message: `Note from ${role}` }), expect: ANY_ACTOR },
  { route: 'POST /api/v2/report', url: () => '/api/v2/report', body: (f) => ({ user: f.bystander }), expect: ANY_ACTOR },
  // Compos: every actor votes with their own ballot; only the creator enters or removes a sketch.
  { route: 'POST /api/compoVote/:key', url: (f) => `/api/compoVote/${f.votingCompo.key}`, body: (f, role) => f.compoBallot(f.userOf[role]), expect: ANY_ACTOR },
  { route: 'POST /compo/:key', url: (f) => `/compo/${f.openCompo.key}`, body: (f) => ({ compoId: f.openCompo.id, sketchId: f.victimSketch }), expect: OTHERS_REFUSED },
  { route: 'POST /api/compoRemoveSketch', url: () => '/api/compoRemoveSketch', body: (f) => ({ which: f.victimSketch }), expect: OTHERS_REFUSED },
  // Gloperator tools.
  {
    route: 'POST /api/v2/content/createImage',
    url: () => '/api/v2/content/createImage',
    body: (f, role) => ({ sketchId: f.victimSketch, path: f.categoryPath, title: `Image by ${role}` }),
    expect: MODERATORS_ONLY,
  },
  {
    route: 'POST /api/v2/content/createCoOpSketch',
    url: () => '/api/v2/content/createCoOpSketch',
    body: (f, role) => ({ sketchId: f.victimCoopBase, path: f.categoryPath, title: `Co-op by ${role}` }),
    expect: MODERATORS_ONLY,
  },
  // Awards: every actor votes and nominates in the open year; a closed year refuses them all.
  { route: 'POST /api/v2/awards/vote', url: () => '/api/v2/awards/vote', body: (f) => ({ cat: f.awards.artistCategory, obj: f.awards.artistCandidate }), expect: ANY_ACTOR },
  {
    route: 'POST /api/v2/awards/vote',
    scenario: 'a closed year',
    url: () => '/api/v2/awards/vote',
    body: (f) => ({ cat: f.awards.closedCategory, obj: null }),
    expect: forActors(403),
  },
  {
    route: 'POST /awards',
    url: () => '/awards',
    body: (f) => ({ categoryId: f.awards.sketchCategory, action: 'nominateSketch', sketchId: f.victimSketch }),
    expect: ANY_ACTOR,
  },
  {
    route: 'POST /awards',
    scenario: 'a closed year',
    url: () => '/awards',
    body: (f) => ({ categoryId: f.awards.closedCategory, action: 'nominateArtist', artistId: f.victim }),
    expect: forActors(403),
  },  // Edit profile: every actor edits their own; nobody edits the victim's; the patron settings are the patron's.
  { route: 'POST /editProfile', url: () => '/editProfile', body: (_f, role) => ({ about: `About ${role}` }), expect: ANY_ACTOR },
  { route: 'POST /editProfile', scenario: "the victim's profile", url: () => '/editProfile', body: (f) => ({ userId: f.victim, about: 'Taken over' }), expect: OTHERS_REFUSED },
  { route: 'POST /editProfile', scenario: 'patron settings (patrons only)', url: () => '/editProfile', body: () => ({ userPro: { emailFan: true } }), expect: { ...forActors(403), patron: 200 } },
  // Account recovery: open to everyone (a recovery signs in, so each cell gets its own client);
  // the store: every actor confirms a payment of their own, nobody someone else's.
  { route: 'POST /api/v2/recover/generate', url: () => '/api/v2/recover/generate', body: (_f, role, cell) => ({ email: `matrix-${role}-${cell}@example.org` }), expect: open() },
  { route: 'POST /api/v2/recover/accept', url: () => '/api/v2/recover/accept', body: (f) => ({ key: f.newRecoveryKey() }), fresh: true, expect: open() },
  { route: 'POST /api/v2/recover/accept', scenario: 'an unknown key', url: () => '/api/v2/recover/accept', body: () => ({ key: 'matrix-unknown-recovery-key-000' }), expect: open(400) },
  { route: 'POST /api/v2/store/confirm', url: () => '/api/v2/store/confirm', body: (f, role) => ({ tx: f.paymentFor(f.userOf[role]) }), expect: ANY_ACTOR },
  { route: 'POST /api/v2/store/confirm', scenario: "the victim's payment", url: () => '/api/v2/store/confirm', body: (f) => ({ tx: f.paymentFor(f.victim) }), expect: OTHERS_REFUSED },
  // The simulated payment provider (development surface) stands for another site: its checkout
  // page takes the store's form post without our token (csrf.ts); its Pay form carries one.
  {
    route: 'POST /dev/paypal/checkout',
    url: () => '/dev/paypal/checkout',
    body: (f, role) => ({ ...providerForm(f.userOf[role] ?? f.victim) }),
    expect: { ...open(), noCsrf: 200, wrongCsrf: 200 },
  },
  { route: 'POST /dev/paypal/pay', url: () => '/dev/paypal/pay', body: (f, role) => ({ ...providerForm(f.userOf[role] ?? f.victim), result: 'Completed' }), expect: open(303) },
  // Messages: every actor writes to the victim; nobody reads, replies to or deletes a conversation
  // of two others; reading a list clears one's own badge. The failure hook is development surface.
  { route: 'POST /api/v2/message/write', url: () => '/api/v2/message/write', body: (f, role) => ({ to: f.victim, subject: `From ${role}`, text: `Hello from ${role}` }), expect: ANY_ACTOR },
  { route: 'POST /api/v2/message/reply', scenario: 'a conversation of two others', url: () => '/api/v2/message/reply', body: (f) => ({ id: f.victimTopic, text: 'Let me in' }), expect: OTHERS_NOT_FOUND },
  { route: 'POST /message/:id', scenario: 'a conversation of two others', url: (f) => `/message/${f.victimTopic}`, body: () => ({ action: 'delete' }), expect: OTHERS_NOT_FOUND },
  { route: 'POST /api/v2/unread/clear', url: () => '/api/v2/unread/clear', body: () => ({ kind: 'uploads' }), expect: ANY_ACTOR },
  { route: 'POST /api/dev/failMessageSend', url: () => '/api/dev/failMessageSend', body: (f) => ({ userId: f.victim, text: 'Matrix' }), expect: open() },
  // Moderation: gloperators only, never while warned or suspended. The ban suspends BannedBea once
  // more (she is suspended already), impersonation ends the cell's session (fresh clients).
  { route: 'POST /api/v2/gloperate/deleteComment', url: () => '/api/v2/gloperate/deleteComment', body: (f) => ({ id: f.newVictimComment() }), expect: MODERATORS_ONLY },
  {
    route: 'POST /api/v2/gloperate/ban',
    url: () => '/api/v2/gloperate/ban',
    body: (f, role) => ({ duration: 1, notes: `Matrix ${role}`, reason: 'Matrix ban', uid: f.userOf.banned }),
    expect: MODERATORS_ONLY,
  },
  { route: 'POST /api/v2/gloperate/feature', url: () => '/api/v2/gloperate/feature', body: (f) => ({ sketchId: f.victimSketch }), expect: MODERATORS_ONLY },
  { route: 'POST /api/v2/admin/inviteAccepted', url: () => '/api/v2/admin/inviteAccepted', body: (f) => ({ sketchId: f.pendingInvite }), expect: MODERATORS_ONLY },
  { route: 'POST /api/v2/admin/impersonate', url: () => '/api/v2/admin/impersonate', body: (f) => ({ userId: f.victim }), fresh: true, expect: MODERATORS_ONLY },
  {
    route: 'POST /api/v2/admin/mergeTo',
    url: () => '/api/v2/admin/mergeTo',
    body: (f) => ({ userId: f.mergeSource, targetUserId: f.bystander }),
    expect: MODERATORS_ONLY,
  },
  { route: 'POST /api/v2/admin/editData', scenario: "a sketch's title", url: () => '/api/v2/admin/editData', body: (f) => ({ target: 'sketch', id: f.victimSketch, field: 'title', value: 'Edited by a gloperator' }), expect: MODERATORS_ONLY },
  { route: 'POST /api/v2/admin/editData', scenario: "a user's about", url: () => '/api/v2/admin/editData', body: (f) => ({ target: 'user', id: f.victim, field: 'about', value: 'Edited by a gloperator' }), expect: MODERATORS_ONLY },
  // Group admin: its actions of POST /api/v2/group (each checks the role itself) and the assist
  // calls; every decision uses up a request or feature of its own (groupAdminFixtures.ts).
  { route: 'POST /api/v2/group', scenario: 'info (group admin)', url: () => '/api/v2/group', body: (f) => ({ action: 'info', groupId: f.groupId }), expect: GROUP_ADMINS_ONLY },
  { route: 'POST /api/v2/group', scenario: 'requestApprove', url: () => '/api/v2/group', body: (f) => ({ action: 'requestApprove', requestId: f.newAdminGroupRequest().id }), expect: GROUP_ADMINS_ONLY },
  {
    route: 'POST /api/v2/group',
    scenario: 'requestDelete',
    url: () => '/api/v2/group',
    body: (f) => {
      const request = f.newAdminGroupRequest();
      return { action: 'requestDelete', requestId: request.id, message: 'Not this time', user: request.user };
    },
    expect: GROUP_ADMINS_ONLY,
  },
  { route: 'POST /api/v2/assist/groupFeatures', scenario: 'list', url: () => '/api/v2/assist/groupFeatures', body: () => ({ cursor: '' }), expect: GROUP_ADMINS_ONLY },
  {
    route: 'POST /api/v2/assist/groupFeatures',
    scenario: 'approve',
    url: () => '/api/v2/assist/groupFeatures',
    body: (f) => ({ action: 'approve', ...f.newGroupFeature(), message: 'Featured by the matrix' }),
    expect: GROUP_ADMINS_ONLY,
  },
  { route: 'POST /api/v2/assist/groupFeatures', scenario: 'reject', url: () => '/api/v2/assist/groupFeatures', body: (f) => ({ action: 'reject', ...f.newGroupFeature(), message: '' }), expect: GROUP_ADMINS_ONLY },
  { route: 'POST /api/v2/assist/groupMod', url: () => '/api/v2/assist/groupMod', body: (f) => ({ id: f.groupId, official: true }), expect: GROUP_ADMINS_ONLY },
  {
    route: 'POST /api/v2/assist/groupSuggest',
    url: () => '/api/v2/assist/groupSuggest',
    body: (f, _role, cell) => ({ groupId: f.groupId, groupTitle: 'Matrix group', sketchId: f.suggestableSketches[cell], sketchTitle: 'Matrix sketch' }),
    expect: GROUP_ADMINS_ONLY,
  },  // Live streams: the development switch (development surface, open like the other /api/dev calls); live: true changes nothing in the seed.
  { route: 'POST /api/dev/streams', url: () => '/api/dev/streams', body: () => ({ live: true }), expect: open() },
  // Group admin's empty lists: the development switch (open like the other /api/dev calls); empty: false is the seed's state.
  { route: 'POST /api/dev/groupAdmin', url: () => '/api/dev/groupAdmin', body: () => ({ empty: false }), expect: open() },
];

/** The row's name in reports: the route, and the scenario when the route has several rows. */
export const rowName = (row: MatrixRow) => (row.scenario ? `${row.route} (${row.scenario})` : row.route);
