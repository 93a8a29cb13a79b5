// Entity and response types of the whole product (spec parts 1 and 2, section 3).
// Shared by the client (src/api) and the reference backend (server/), so the two cannot drift.
// Field names follow the wire format of the real service, alternates included.

export type Id = number;

/** Icon flags of a user: 'g' = group admin, 'm' = gloperator (moderator), 'p' = patron. */
export type IconFlag = 'g' | 'm' | 'p';

export interface BanRecord {
  /** Hours: 0 = warning, -1 = permanent. */
  duration: number;
  dateStart?: string;
  dateEnd?: string | null;
  reason?: string | null;
  userId?: Id;
  userNickname?: string;
  userAvatar?: string;
  offenses?: number;
}

/** The current-user global (spec part 1 §3). */
export interface CurrentUser {
  id: Id;
  avatar: string;
  nickname: string;
  mature: boolean;
  following: Id[];
  blocks: Id[];
  icons: IconFlag[];
  chatId: string | null;
  chatServer: string | null;
  ban: BanRecord | null;
  showHeader: boolean;
  googleLogin: boolean;
  /** May delete any comment. */
  thumbs: boolean;
  glops?: number;
  fans?: number;
  sketches?: number;
  /** Patron since (ISO date) or null. */
  since?: string | null;
}

export interface UserSummary {
  id: Id;
  nickname: string;
  avatar: string;
  glops?: number;
  fans?: number;
  sketches?: number;
  since?: string | null;
}

/** Sketch card (feed item) with the alternate field names the service sends. */
export interface SketchCard {
  id: Id;
  imageUrl?: string;
  image?: string;
  title?: string | null;
  userAvatar?: string;
  userNickname?: string;
  creatorNickname?: string;
  nickname?: string;
  imageWidth?: number;
  width?: number;
  imageHeight?: number;
  height?: number;
  featured?: boolean;
  heartsReceived?: number;
  hearts?: number;
  rateRules?: number;
  likes?: number;
  comments?: number;
  dateCreated?: string;
  date?: string;
  video?: string | boolean | null;
  unlisted?: boolean;
  compoPlace?: number | null;
  userId?: Id;
  mature?: boolean;
}

export type Violation = 'copyright' | 'inappropriate' | 'notsketch';
export type CompoState = 'open' | 'voting' | 'closed';

export interface SketchRef {
  id: Id;
  title?: string | null;
  image?: string;
  imageUrl?: string;
  width?: number;
  height?: number;
}

export interface Sketch {
  id: Id;
  title: string | null;
  description: string | null;
  image: string;
  imagePng: string | null;
  width: number;
  height: number;
  creator: Id;
  creatorNickname: string;
  creatorAvatar: string;
  creatorGlops: number;
  dateCreated: string;
  device: string | null;
  tags: string[];
  groups: { id: Id; title: string }[];
  unlisted: boolean;
  mature: boolean;
  violation: Violation | null;
  featured: boolean;
  featuredByName: string | null;
  featuredByLink: string | null;
  featuredDate: string | null;
  heartsReceived: number;
  rateRules: number;
  commentCount: number;
  viewCount: number;
  userHeart: boolean;
  userCanHeart: boolean;
  userCanFeature: boolean;
  userRating: 'rules' | null;
  isFan: boolean;
  compoKey: string | null;
  compoTitle: string | null;
  compoState: CompoState | null;
  compoPlace: number | null;
  challengeId: Id | null;
  challengeTitle: string | null;
  video: string | null;
  wips: SketchRef[];
  parent: SketchRef | null;
  prev: SketchRef | null;
  next: SketchRef | null;
  haveFile: boolean;
  privateFile: boolean;
  hasStats: boolean;
  orientation: number;
  awardCategories: { id: Id; title: string }[];
  eligibleChallenges: { id: Id; title: string }[];
  eligibleCompos: { id: Id; keyName: string; title: string }[];
  eligibleGroups: { id: Id; title: string }[];
  similar: SketchCard[];
  recentSketches: SketchCard[];
  topSketches: SketchCard[];
}

export interface StatPair {
  token: string;
  value: number;
}

export interface SketchStats {
  appVersion: string;
  snapshots: number;
  brushes: string[];
  images: number;
  uuids: string[];
  template: string | null;
  userIds: Id[];
  stats: StatPair[];
}

export interface Comment {
  id: Id;
  comment: string;
  date: string;
  userId: Id;
  userNickname: string;
  userAvatar: string;
}

export interface CommentReport {
  id: Id;
  userId: Id;
  text: string;
  date: string;
  by: UserSummary[];
  comment: Comment & { type: 'sketch' | 'profile' | 'compo'; which: string };
}

export interface SketchReport {
  sketchId: Id;
  sketchImage: string;
  sketchTitle: string | null;
  imageWidth: number;
  /** Spelled so by the service. */
  imageHeigth: number;
  date: string;
  details: string;
  copyright: boolean;
  inappropriate: boolean;
  notsketch: boolean;
  challengedq: boolean;
  compodq: boolean;
}

export type AlbumMode = 0 | 1;

export interface Album {
  id: Id;
  title: string;
  description: string;
  descriptionHtml: string;
  thumbnail: string | null;
  items: number;
  views: number;
  userId: Id;
  userNickname: string;
  userAvatar: string;
  /** 0 = album, 1 = collection. */
  mode: AlbumMode;
}

export interface Paged<T> {
  items: T[];
  more: boolean;
  cursor: string | null;
}

export interface ChallengeLink {
  id: Id;
  title: string;
  thumbnail: string;
  entries: number;
}

export interface Challenge {
  id: Id;
  title: string;
  thumbnail: string;
  description: string;
  date: string;
  user: UserSummary | null;
  sketches: SketchCard[];
  entries: number;
  next: ChallengeLink | null;
  prev: ChallengeLink | null;
}

export interface Compo {
  id: Id;
  keyName: string;
  name?: string;
  title: string;
  thumbnail: string;
  state: CompoState;
  startDate: string;
  endDate: string;
  endVotingDate: string;
  entries: number;
  infos: string | null;
  canVote: boolean;
  hasVoted: boolean;
  comments: Comment[];
  commentCount: number;
}

export interface AwardCategory {
  id: Id;
  title: string;
  artists?: UserSummary[];
  sketches?: SketchCard[];
  vote: Id | null;
  winner: Id | null;
}

export interface Awards {
  year: number;
  artistCategories: AwardCategory[];
  sketchCategories: AwardCategory[];
  infos: string | null;
}

export interface BrushItem {
  id: Id;
  thumbnailLarge: string;
  title: string;
}

export interface BrushCategory {
  id: Id;
  items: number;
  key: string;
  path: string;
  title: string;
}

export interface EventTile {
  title: string;
  subtitle: string;
  thumbnail: string;
  thumbs: string[];
}

export interface UnreadCounts {
  messages: number;
  notifications: number;
  replies: number;
  uploads: number;
}

// ---- Part 2 entities ----

export interface Group {
  id: Id;
  title: string;
  thumbnail: string;
  sketches: number;
  users: number;
  description: string;
  requests?: number;
  events?: number;
  officials?: boolean;
}

export interface GroupRequest {
  id: Id;
  titleHtml: string;
  descriptionHtml: string;
  thumbnail: string;
  upvotes: number;
  voted: boolean;
  user: Id;
  nickname: string;
  avatar: string;
  date: string;
}

export interface GroupEvent {
  groupId: Id;
  groupTitle: string;
  groupThumb: string;
  descriptionHtml: string;
  titleHtml: string;
  endDate: string;
}

export interface MessageTopic {
  id: Id;
  subject: string;
  latestReply: string;
  latestUserNickname: string;
  read: boolean;
  userFromAvatar: string;
  userToId: Id;
  userToNickname: string;
}

export interface MessagePost {
  id: Id;
  userId: Id;
  userNickname: string;
  userAvatar: string;
  date: string;
  text: string;
}

export interface Profile {
  id: Id;
  nickname: string;
  avatar: string;
  cover: string | null;
  glops: number;
  fans: number;
  joined: string;
  birthDay: number | null;
  birthMonth: number | null;
  gender: string;
  countryName: string | null;
  patron: boolean;
  patronSince: string | null;
  views: number;
  about: string;
  albums: Album[];
  sketches: SketchCard[];
  rateRules: number;
  heartsAvailable?: number;
  starsAvailable?: number;
  heartsGlopAccum?: number;
  appleId?: boolean;
  google?: boolean;
  email?: string;
  isFanOf: boolean;
  fanSince: string | null;
  fanNotes: boolean;
  fanNotifyUploads: boolean;
  fanNotifyStream: boolean;
  blocking: boolean;
  canMessage: boolean;
  profileComments: Comment[];
  apiKey?: string;
}

export interface FanListItem {
  id: Id;
  nickname: string;
  avatar: string;
  date: string;
}

export interface Stream {
  id: Id;
  preview: string;
  sw: number;
  sh: number;
  orientation: number;
  userId: Id;
  userNickname: string;
  userAvatar: string;
  totalViews: number;
}

export interface WhiteboardInfo {
  shiftIndex: number;
  animShiftX: number;
  height: number;
  width: number;
}

/** Every error response of the reference backend. */
export interface ApiError {
  error: string;
  message: string;
}

// ---- Responses of the foundation calls ----

export interface MeResponse {
  user: CurrentUser | null;
}

export interface AnalyticsEvent {
  kind: 'pageview' | 'error';
  path: string;
  message?: string;
  stack?: string;
}

// ---- Reference backend (server/) additions: responses of its own and development calls ----

export interface OkResponse {
  ok: true;
}

/** GET /api/dev/appleToken?sub= (development only): a platform identity token for `sub`. */
export interface DevAppleTokenResponse {
  identityToken: string;
}

/** GET /api/dev/hostToken?userId= (development only): a host auth token for the user. */
export interface DevHostTokenResponse {
  token: string;
}

/** An analytics event as stored by the reference backend. */
export interface StoredAnalyticsEvent extends AnalyticsEvent {
  id: number;
  ua: string | null;
  /** ISO date-time. */
  at: string;
}

/** GET /api/dev/analytics?kind=&limit= (development only), newest first. */
export interface DevAnalyticsResponse {
  events: StoredAnalyticsEvent[];
}

// ---- Responses of the sketches screens (spec part 1 §7; shapes the spec leaves open are ours) ----

export interface MessageOfTheDay {
  id: Id;
  text: string;
  /** ISO date-time it was posted. */
  date: string;
}

/** POST /api/v2/index {recent: 25, featured: 25, tops: 25, compos: 10, challenges: 2, birthdays: true, stats: true, motd}. */
export interface HomeIndex {
  /** The signed-in user's header block; null for visitors. */
  user: HomeUser | null;
  /** The current message of the day; null when none or when it is the one the request says was seen. */
  motd: MessageOfTheDay | null;
  /** Users whose birthday is today (UTC), by glops, descending. */
  birthdays: UserSummary[];
  /** The latest challenges, today's first; each with a few entries. */
  challenges: Challenge[];
  /** Open compos, then voting, then the latest closed. */
  compos: Compo[];
  featured: SketchCard[];
  recent: SketchCard[];
  /** Most hearted of the last 7 days. */
  tops: SketchCard[];
  /** First page of GET /api/v2/index/trending. */
  trending: SketchCard[];
  /** Latest uploads of the artists the user follows (empty for visitors). */
  following: SketchCard[];
  streams: LiveStream[];
  stats: HomeStats | null;
}

/** A page of sketches of any gallery kind. */
export interface SketchPage {
  sketches: SketchCard[];
  /** Next page number or cursor; null at the end. */
  next: string | number | null;
}

export interface SketchHearts {
  users: UserSummary[];
}

export interface UploadInfo {
  showMature: boolean;
  uploadUrl: string;
  userPro: boolean;
  tags: string[];
}

export interface SketchEditInfo {
  id: Id;
  title: string;
  description: string;
  unlisted: boolean;
  video: string | null;
  tags: string[];
  watermark: boolean;
  angle: number;
  parentSketchId: Id | null;
  format: 'jpg' | 'png';
  userPro: boolean;
}

export interface AlbumMembership {
  /** Albums and collections of the viewer, with whether the sketch is in each. */
  albums: (Pick<Album, 'id' | 'title' | 'mode'> & { member: boolean })[];
}

export interface UserStats {
  hours: number[];
  days: number[];
  months: number[];
  fans: number;
  comments: number;
  ratings: number;
  sketchCount: number;
  jpgBytes: number;
  pngBytes: number;
  fileBytes: number;
  today: { sketchId: Id; title: string | null; views: number }[];
  week: { sketchId: Id; title: string | null; views: number }[];
}

// ---- Albums, upload and edit sketch (spec part 1 §7; shapes the spec leaves open are ours) ----

/** GET /album/list {userId}: the user's albums and collections (the user part may be a name). */
export interface AlbumListResponse extends Paged<Album> {
  user: UserSummary;
}

/** GET /album/sketches {userId, albumId, cursor}. */
export interface AlbumSketchPage {
  sketches: SketchCard[];
  more: boolean;
  cursor: string | null;
}

/** POST /album/create. `thumbnail` is a sketch id (from a pasted sketch link); `sketchId` is added at once. */
export interface AlbumCreateRequest {
  title: string;
  description: string;
  thumbnail: Id | null;
  sketchId: Id | null;
  collection: boolean;
}

/** POST /album/edit. */
export interface AlbumEditRequest {
  albumId: Id;
  title: string;
  description: string;
  thumbnail: Id | null;
}

export interface IdResponse {
  id: Id;
}

// ---- Sketch page, sketch actions, comments, fans and blocks (spec part 1 §7; open shapes are ours) ----

/** Who a comment list belongs to: a sketch (id), a profile (user id) or a compo (id). */
export type CommentTargetType = 'sketch' | 'profile' | 'compo';

/** GET /api/v2/sketchHasCoOps/{id}: co-op sketches are other artists' continuations of this one. */
export interface SketchHasCoOps {
  hasCoOps: boolean;
  count: number;
}

/** POST /api/v2/sketch/{id} {privacy: 'public' | 'unlisted'} (or {unlisted: boolean}). */
export interface SketchPrivacyResponse {
  unlisted: boolean;
}

/** POST /sketch/{id}/report. At least one flag or some details. */
export interface SketchReportRequest {
  details: string;
  copyright: boolean;
  mature: boolean;
  inappropriate: boolean;
  challengedq: boolean;
  compodq: boolean;
  notsketch: boolean;
}

/** POST /heart {action: 'heart', which}: the sketch's new count and the giver's hearts left. */
export interface HeartResponse {
  heartsReceived: number;
  heartsAvailable: number;
}

/** POST /heart {action: 'feature', which}: the feature and the giver's stars left. */
export interface FeatureResponse {
  featured: true;
  featuredByName: string;
  featuredByLink: string;
  featuredDate: string;
  starsAvailable: number;
}

/** POST /rate {key, rating, which}: the viewer's rating after the toggle and the sketch's rules count. */
export interface RateResponse {
  userRating: 'rules' | null;
  rateRules: number;
}

/** POST /api/v2/user/setAvatar {sketch}. */
export interface SetAvatarResponse {
  avatar: string;
}

/** POST /api/v2/user/setCover {sketch}. */
export interface SetCoverResponse {
  cover: string;
}

/** POST /api/fan and /api/unfan {user}. */
export interface FanResponse {
  isFan: boolean;
  fans: number;
}

/** POST /api/v2/user/block and /unblock {user}. */
export interface BlockResponse {
  blocking: boolean;
}

/**
 * GET /api/v2/user/blocked {both, infos}: whom the viewer blocks; with `both`, also who blocks
 * the viewer; with `infos`, the users of both lists as summaries.
 */
export interface BlockedResponse {
  blocks: Id[];
  blockedBy: Id[];
  users: UserSummary[];
}

// ---- Home and galleries (spec part 1 §2, §7; shapes the spec leaves open are ours) ----

/** The body of POST /api/v2/index. `motd`: the id of the message of the day last seen, or true. */
export interface HomeIndexRequest {
  recent: number;
  featured: number;
  tops: number;
  compos: number;
  challenges: number;
  birthdays: boolean;
  stats: boolean;
  motd: Id | true;
}

export interface HomeUser extends UserSummary {
  cover: string;
  fans: number;
  sketches: number;
  unread: UnreadCounts;
}

export interface HomeStats {
  sketches: number;
  users: number;
  sketchesToday: number;
}

/** A stream that is live now. */
export interface LiveStream extends Stream {
  title: string;
  /** Watching now. */
  viewers: number;
  /** ISO date-time. */
  started: string;
}

/** Sort of tag and user galleries. */
export type SketchSort = 'recent' | 'top' | 'oldest';

/** GET /tag/{tag}/sketches {sort, page, format=json}. */
export interface TagSketchPage extends SketchPage {
  tag: string;
}

/** GET /user/{id}/sketches {sort, page, format=json}. */
export interface UserSketchPage extends SketchPage {
  user: UserSummary;
}

/** POST /api/v2/group {action: 'sketches', groupId, page}. */
export interface GroupSketchPage extends SketchPage {
  group: Group;
}

export interface CoopInfo {
  /** The base sketch's id. */
  id: Id;
  title: string;
  description: string;
  /** The base sketch, when the viewer may see it. */
  sketch: SketchCard | null;
  /** How many continuations. */
  sketches: number;
}

/** GET /api/v2/coop/{id}/sketches {page}. */
export interface CoopSketchPage extends SketchPage {
  coop: CoopInfo;
}

// ---- Statistics and the brush browser (spec part 1 §3, §7; part 2 §3, §7; open shapes are ours) ----

/**
 * Tokens of SketchStats.stats: 'time' and 'streamed' are seconds; 'strokes', 'filters',
 * 'imageLoads', 'layers', 'pastes' and 'undos' are counts; 'tool:{name}' is how often a tool
 * was used. Clients show unknown tokens by name.
 */
export type SketchStatToken = 'time' | 'streamed' | 'strokes' | 'filters' | 'imageLoads' | 'layers' | 'pastes' | 'undos' | `tool:${string}`;

/**
 * Error codes of GET /api/v2/sketchStats/{id} and GET /api/v2/stats besides the usual ones:
 * 401 not_logged_in; 403 not_owner (only the artist sees their statistics) or not_patron
 * (the artist is not a patron); 404 no_stats (the sketch was not drawn with the app's recorder).
 */
export type StatsErrorCode = 'not_logged_in' | 'not_owner' | 'not_patron' | 'no_stats' | 'not_found';

/** GET /api/v2/content/categories {kind: 'brush'}: the whole tree, flat, sorted by path. */
export interface ContentCategoriesResponse {
  categories: BrushCategory[];
}

/**
 * GET /api/v2/content/items {kind: 'brush', category, sort: 'title', cursor}: a page of brushes
 * of the category (its path; sub-categories included; empty for every brush); cursor is null at the end.
 */
export interface ContentItemsResponse {
  items: BrushItem[];
  cursor: string | null;
}

/** POST /api/v2/content/createImage (gloperators only). `path` is a brush category path. */
export interface CreateSharedImageRequest {
  sketchId: Id;
  path: string;
  title: string;
}

export interface CreateSharedImageResponse {
  uuid: string;
}

/** POST /api/v2/content/createCoOpSketch (gloperators only): the sketch becomes a co-op's base. */
export interface CreateCoOpSketchRequest {
  sketchId: Id;
  path: string;
  title: string;
  desc: string;
}

export interface CreateCoOpSketchResponse {
  /** The co-op's id (the base sketch's id); its gallery is /gallery/co-op/{id}. */
  id: Id;
}
