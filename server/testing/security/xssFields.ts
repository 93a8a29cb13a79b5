// Every user-text field of the API, as data: how to post a text through it and how to read back
// what was stored. xssApi.test.ts posts the whole corpus through each; the end-to-end XSS spec
// seeds the fields that pages show. A new screen with a new text field adds a row here (and the
// page that shows it to test/e2e/specs/xss.e2e.ts).
import type { LightMyRequestResponse } from 'fastify';
import type { TestClient } from '../testApp';
import type { TestHarness } from '../useTestApp';
import type { Fixtures, Role } from './fixtures';
import { uploadForm } from './fixtures';

export interface FieldContext {
  t: TestHarness;
  f: Fixtures;
  client: TestClient;
  /** The payload's number, for request keys and one-shot targets. */
  n: number;
}

export interface TextField {
  name: string;
  /** Who posts it. */
  as: Role;
  /** How the field keeps text: as sent (trimmed or not), on one line (a group's name, an album's title: src/lib/oneLine.ts), or normalised to a safe alphabet. */
  keeps: 'trimmed' | 'verbatim' | 'one-line' | 'tags' | 'http-url';
  /** Whether a page shows it (the end-to-end check renders those). */
  shown: boolean;
  /** Sent as a multipart form field, whose decoding drops a leading byte order mark. */
  form?: boolean;
  /** Posts the text; returns the answer and, when it was stored, what the API gives back for it. */
  post: (c: FieldContext, text: string) => Promise<{ response: LightMyRequestResponse; stored: () => Promise<string | string[]> }>;
}

const json = (response: LightMyRequestResponse) => response.json() as Record<string, unknown>;

// Groups: the name and description of a request for a new group (shown on the Requests tab).
const groupRequestField = (field: 'title' | 'description'): TextField => ({
  name: `group request ${field === 'title' ? 'name' : 'description'}`,
  as: 'artist',
  keeps: field === 'title' ? 'one-line' : 'trimmed',
  shown: true,
  // Each description goes with a name of its own: a name an open request has is refused.
  post: async ({ t, f, client, n }, text) => {
    const fields = field === 'title' ? { title: text, description: 'XSS request' } : { title: `XSS request ${n}`, description: text };
    const response = await client.post('/api/v2/group', { action: 'request', thumbnail: f.victimSketch, ...fields });
    const id = (json(response).request as { id?: number } | undefined)?.id;
    return { response, stored: async () => t.one<{ value: string }>(`SELECT ${field} AS value FROM group_requests WHERE id = ?`, id).value };
  },
});

// Group admin: the message of a rejected group request (sent to the requester as a message) and
// of an approved feature (shown on the queue tab). Each post decides a request of its own.
const groupAdminField = (field: 'reject message' | 'feature message'): TextField => ({
  name: `group admin ${field}`,
  as: 'groupAdmin',
  keeps: 'trimmed',
  shown: true,
  post: async ({ t, f, client }, text) => {
    if (field === 'reject message') {
      const request = f.newAdminGroupRequest();
      const response = await client.post('/api/v2/group', { action: 'requestDelete', requestId: request.id, message: text, user: request.user });
      return { response, stored: async () => t.one<{ value: string }>('SELECT reject_message AS value FROM group_requests WHERE id = ?', request.id).value };
    }
    const feature = f.newGroupFeature();
    const response = await client.post('/api/v2/assist/groupFeatures', { action: 'approve', ...feature, message: text });
    return { response, stored: async () => t.one<{ value: string }>('SELECT message AS value FROM group_features WHERE id = ?', feature.id).value };
  },
});

const editField = (field: 'title' | 'description' | 'tags' | 'video', keeps: TextField['keeps'], shown: boolean): TextField => ({
  name: `sketch ${field} (edit)`,
  as: 'artist',
  keeps,
  shown,
  post: async ({ f, client }, text) => {
    const id = f.ownSketch(f.userOf.artist!);
    const response = await client.post(`/sketch/${id}/edit`, { [field]: text });
    return { response, stored: async () => json(response)[field] as string | string[] };
  },
});

const commentField = (type: 'sketch' | 'profile' | 'compo'): TextField => ({
  name: `comment on a ${type}`,
  as: 'artist',
  keeps: 'trimmed',
  shown: true,
  post: async ({ f, client, n }, text) => {
    const response = await client.post('/comment', { key: `xss-${type}-${n}`, comment: text, type, which: type === 'sketch' ? f.victimSketch : type === 'compo' ? f.openCompo.id : f.victim });
    return { response, stored: async () => json(response).comment as string };
  },
});

const albumField = (action: 'create' | 'edit', field: 'title' | 'description'): TextField => ({
  name: `album ${field} (${action})`,
  as: 'artist',
  keeps: field === 'title' ? 'one-line' : 'verbatim',
  shown: true,
  post: async ({ f, client }, text) => {
    const fields = field === 'title' ? { title: text } : { title: 'XSS album', description: text };
    const response = await client.post(`/album/${action}`, action === 'edit' ? { albumId: f.artistAlbum, ...fields } : fields);
    return {
      response,
      stored: async () => {
        const { id } = json(response) as { id: number };
        return json(await client.get(`/album/info?userId=${f.userOf.artist}&albumId=${id}`))[field] as string;
      },
    };
  },
});

const uploadField = (field: 'title' | 'description' | 'tags', keeps: TextField['keeps']): TextField => ({
  name: `sketch ${field} (upload)`,
  as: 'artist',
  keeps,
  shown: true,
  form: true,
  post: async ({ client }, text) => {
    const response = await client.postMultipart('/api/v2/upload/sketch', uploadForm({ [field]: text }));
    return {
      response,
      stored: async () => json(await client.get(`/api/v2/sketchInfo/${(json(response) as { id: number }).id}`))[field] as string | string[],
    };
  },
});

/** A stored column, read straight from the store (the text has no reader in the API). */
const column = (t: TestHarness, sql: string, ...params: unknown[]) => async () => String(Object.values(t.one(sql, ...params))[0]);

/** A challenge suggestion: stored for the team, no page shows it yet. */
const suggestionField = (field: 'title' | 'description'): TextField => ({
  name: `challenge suggestion ${field}`,
  as: 'artist',
  keeps: 'trimmed',
  shown: false,
  post: async ({ t, f, client }, text) => {
    const response = await client.post('/challenges', { action: 'suggest', title: field === 'title' ? text : 'XSS theme', description: field === 'description' ? text : '' });
    return { response, stored: column(t, `SELECT ${field} FROM challenge_suggestions WHERE user_id = ? ORDER BY id DESC LIMIT 1`, f.userOf.artist) };
  },
});

/** A private message: the text and subject of a new one, and a reply; the thread and the list show them. */
const messageField = (field: 'text' | 'subject' | 'reply'): TextField => ({
  name: `private message ${field}`,
  as: 'artist',
  keeps: 'trimmed',
  shown: true,
  post: async ({ t, f, client }, text) => {
    if (field === 'reply') {
      const response = await client.post('/api/v2/message/reply', { id: f.artistTopic, text });
      return { response, stored: async () => (json(response).post as { text: string }).text };
    }
    const body = field === 'text' ? { to: f.victim, subject: 'XSS', text } : { to: f.victim, subject: text, text: 'XSS message' };
    const response = await client.post('/api/v2/message/write', body);
    const id = (json(response) as { id?: number }).id;
    // A subject that is empty once trimmed takes the start of the text instead (messageRules.subjectOf).
    if (field === 'subject' && text.trim() === '') return { response, stored: async () => '' };
    return { response, stored: column(t, `SELECT ${field === 'text' ? '(SELECT text FROM message_posts WHERE topic_id = t.id)' : 'subject'} FROM message_topics t WHERE id = ?`, id) };
  },
});

export const TEXT_FIELDS: readonly TextField[] = [
  groupRequestField('title'),
  groupRequestField('description'),
  groupAdminField('reject message'),
  groupAdminField('feature message'),
  messageField('text'),
  messageField('subject'),
  messageField('reply'),
  commentField('sketch'),
  commentField('profile'),
  commentField('compo'),
  editField('title', 'trimmed', true),
  editField('description', 'verbatim', true),
  editField('tags', 'tags', true),
  editField('video', 'http-url', true),
  uploadField('title', 'trimmed'),
  uploadField('description', 'verbatim'),
  uploadField('tags', 'tags'),
  albumField('create', 'title'),
  albumField('create', 'description'),
  albumField('edit', 'title'),
  albumField('edit', 'description'),
  suggestionField('title'),
  suggestionField('description'),
  {
    name: 'note to fans',
    as: 'artist',
    keeps: 'trimmed',
    shown: false,
    post: async ({ t, f, client }, text) => {
      const response = await client.post('/api/v2/user/noteToFans', { message: text });
      return { response, stored: column(t, 'SELECT message FROM fan_notes WHERE user_id = ? ORDER BY id DESC LIMIT 1', f.userOf.artist) };
    },
  },
  {
    name: 'sketch report details',
    as: 'artist',
    keeps: 'trimmed',
    shown: false,
    post: async ({ t, f, client }, text) => {
      const response = await client.post(`/sketch/${f.victimSketch}/report`, { details: text });
      return { response, stored: column(t, 'SELECT details FROM sketch_reports WHERE user_id = ? ORDER BY id DESC LIMIT 1', f.userOf.artist) };
    },
  },
  {
    name: 'shared image title',
    as: 'moderator',
    keeps: 'trimmed',
    shown: false,
    post: async ({ t, f, client }, text) => {
      const response = await client.post('/api/v2/content/createImage', { sketchId: f.victimSketch, path: f.categoryPath, title: text });
      return { response, stored: column(t, 'SELECT title FROM shared_images WHERE uuid = ?', (json(response) as { uuid?: string }).uuid) };
    },
  },
  {
    name: 'co-op title and description',
    as: 'moderator',
    keeps: 'trimmed',
    shown: true,
    post: async ({ t, f, client }, text) => {
      // A sketch becomes a co-op once: each payload takes the newest sketch that is not one yet.
      const base = t.one<{ id: number }>('SELECT id FROM sketches WHERE id NOT IN (SELECT sketch_id FROM coops) ORDER BY id DESC LIMIT 1').id;
      const response = await client.post('/api/v2/content/createCoOpSketch', { sketchId: base, path: f.categoryPath, title: text, desc: text });
      return {
        response,
        stored: async () => {
          const coop = json(await client.get(`/api/v2/coop/${base}/sketches`)).coop as { title: string; description: string };
          return [coop.title, coop.description];
        },
      };
    },
  },
  {
    name: 'client error message (analytics)',
    as: 'visitor',
    keeps: 'verbatim',
    shown: false,
    post: async ({ client }, text) => {
      const response = await client.post('/api/analytics', { kind: 'error', path: '/xss', message: text, stack: text });
      return { response, stored: async () => ((json(await client.get('/api/dev/analytics?kind=error&limit=1')).events as { message: string }[])[0]?.message ?? '') };
    },
  },
  {
    name: 'warning reason (development tool)',
    as: 'visitor',
    keeps: 'verbatim',
    shown: true,
    post: async ({ t, f, client }, text) => {
      // The reason is stored with a new warning only: take back the one the last payload gave.
      t.write('DELETE FROM bans WHERE user_id = ? AND duration = 0', f.bystander);
      const response = await client.post('/api/dev/warn', { userId: f.bystander, reason: text });
      return { response, stored: column(t, 'SELECT reason FROM bans WHERE user_id = ? AND duration = 0 ORDER BY id DESC LIMIT 1', f.bystander) };
    },
  },
  // Moderation: the reason and the notes of a warning from the moderator's ban form (the reason
  // shows on the ban page and in the bans list). Each payload warns the bystander anew.
  ...(['reason', 'notes'] as const).map(
    (name): TextField => ({
      name: `ban ${name} (moderator)`,
      as: 'moderator',
      keeps: 'trimmed',
      shown: name === 'reason',
      post: async ({ t, f, client }, text) => {
        t.write('DELETE FROM bans WHERE user_id = ? AND duration = 0', f.bystander);
        const body = { duration: 0, uid: f.bystander, reason: name === 'reason' ? text : 'XSS warning', notes: name === 'notes' ? text : '' };
        const response = await client.post('/api/v2/gloperate/ban', body);
        return { response, stored: column(t, `SELECT ${name} FROM bans WHERE user_id = ? AND duration = 0 ORDER BY id DESC LIMIT 1`, f.bystander) };
      },
    }),
  ),
  // A nomination names its artist by nickname: text that is looked up, never stored. Accepted,
  // it must have named exactly that user (the sketch link goes through sketchIdOrLinkText, as
  // the album thumbnail does).
  {
    name: 'nomination artist nickname',
    as: 'artist',
    keeps: 'trimmed',
    shown: false,
    post: async ({ t, f, client }, text) => {
      const response = await client.post('/awards', { categoryId: f.awards.artistCategory, action: 'nominateArtist', artistId: text });
      const nominee = 'SELECT u.nickname FROM award_nominations n JOIN users u ON u.id = n.object_id WHERE n.user_id = ? ORDER BY n.id DESC LIMIT 1';
      return { response, stored: column(t, nominee, f.userOf.artist) };
    },
  },
  // Edit profile (POST /editProfile): what the profile and the form show, read back through GET /editProfile.
  ...(['nickname', 'email', 'website', 'about'] as const).map(
    (name): TextField => ({
      name: `profile ${name} (edit profile)`,
      as: 'artist',
      keeps: name === 'about' ? 'verbatim' : name === 'website' ? 'http-url' : 'trimmed',
      shown: name !== 'email',
      post: async ({ client }, text) => {
        const response = await client.post('/editProfile', { [name]: text });
        return { response, stored: async () => (json(await client.get('/editProfile?format=json')).userInfo as Record<string, string>)[name]! };
      },
    }),
  ),
  {
    name: 'patron watermark name (edit profile)',
    as: 'patron',
    keeps: 'trimmed',
    shown: true,
    post: async ({ client }, text) => {
      const response = await client.post('/editProfile', { userPro: { wmName: text } });
      return { response, stored: async () => (json(await client.get('/editProfile?format=json')).userPro as { wmName: string }).wmName };
    },
  },
];
