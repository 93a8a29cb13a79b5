// The gloperators' tools (spec part 1 §6, §7 "Moderation", §8, §9; part 2 §2 the ban page):
// - GET  /api/v2/gloperate/bans {page} -> {bans, more}
// - GET  /api/v2/gloperate/reportedComments {page} -> {comments, more}
// - GET  /api/v2/gloperate/reportedSketches {page} -> {reports, more}
// - GET  /api/v2/gloperate/usage -> the server's own cost and resource figures
// - POST /api/v2/gloperate/deleteComment {id}
// - POST /api/v2/gloperate/ban {duration, notes, reason, uid} -> {message, offenses}
// - POST /api/v2/gloperate/feature {sketchId} -> featured or not after the update
// - POST /api/v2/admin/inviteAccepted {sketchId}, /api/v2/admin/impersonate {userId} -> {user},
//   /api/v2/admin/mergeTo {userId, targetUserId}
// - POST /api/v2/admin/editData {target, id, field, value} -> the stored value (spec §6 "edit local
//   or live data": a sketch's title or description, a user's about text; logged as 'editData')
// Every route is for gloperators only (the 'm' flag), as a preHandler.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { actorOf, requireRole } from '../auth/guards';
import type { DomainOptions } from '../context';
import { avatarUrl, sketchImageUrl } from '../entities/urls';
import { badRequest, HttpError, notFound } from '../http/errors';
import { idField, parseInput, text } from '../http/validation';
import { actingModerator, currentUser } from '../users/currentUser';
import { suspensionLength } from '../../src/lib/ban';
import {
  BAN_DURATIONS,
  BAN_NOTES_MAX,
  BAN_REASON_MAX,
  banDurationLabel,
  banEndDate,
  EDIT_DATA_FIELDS,
  editDataTooLongText,
  MODERATION_PAGE_SIZE,
} from '../../src/lib/moderation';
import type { MeResponse } from '../../src/api/schemas/session';
import type { OkResponse } from '../../src/api/schemas/common';
import type {
  BanResponse,
  BansPage,
  EditDataResponse,
  ModeratorFeature,
  MergeResponse,
  ModerationBan,
  ModerationMessage,
  ReportedCommentsPage,
  ReportedSketchesPage,
  UsageReport,
} from '../../src/api/schemas/moderation';

const ONLY_GLOPERATORS = 'Only gloperators can use the moderator tools.';

const pageQuery = v.object({
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'Expected a page number'), v.transform(Number), v.minValue(1, 'Pages start at 1')), '1'),
});
const usageQuery = v.object({});
const idBody = v.object({ id: idField });
const sketchBody = v.object({ sketchId: idField });
const userBody = v.object({ userId: idField });
const mergeBody = v.object({ userId: idField, targetUserId: idField });
const banBody = v.object({
  duration: v.pipe(v.number('Expected the duration in hours'), v.picklist(BAN_DURATIONS, 'Expected one of the ban durations')),
  reason: v.pipe(text(BAN_REASON_MAX), v.trim(), v.minLength(1, 'Please enter a reason')),
  notes: v.optional(v.pipe(text(BAN_NOTES_MAX), v.trim()), ''),
  uid: idField,
});
/** One field of the live record, its value within that field's own limit. */
const editDataValue = (target: keyof typeof EDIT_DATA_FIELDS, field: string) => {
  const { label, max } = (EDIT_DATA_FIELDS[target] as Record<string, { label: string; max: number }>)[field] as { label: string; max: number };
  return v.pipe(v.string('Expected text'), v.maxLength(max, editDataTooLongText(label, max)));
};
const editDataBody = v.variant(
  'target',
  [
    v.variant(
      'field',
      [
        v.strictObject({ target: v.literal('sketch'), id: idField, field: v.literal('title'), value: v.pipe(editDataValue('sketch', 'title'), v.trim()) }),
        v.strictObject({ target: v.literal('sketch'), id: idField, field: v.literal('description'), value: editDataValue('sketch', 'description') }),
      ],
      'Expected the field "title" or "description"',
    ),
    v.variant('field', [v.strictObject({ target: v.literal('user'), id: idField, field: v.literal('about'), value: editDataValue('user', 'about') })], 'Expected the field "about"'),
  ],
  'Expected the target "sketch" or "user"',
);
/** How much of the value it replaced the log keeps. */
const EDIT_LOG_PREVIOUS_MAX = 200;

/** Tables whose row counts the usage report lists (the ones that grow with use). */
const COUNTED_TABLES = ['users', 'sketches', 'comments', 'hearts', 'follows', 'albums', 'message_posts', 'sessions', 'bans', 'analytics'] as const;

interface BanRow {
  id: number;
  user_id: number;
  duration: number;
  date_start: string;
  date_end: string | null;
  reason: string | null;
  notes: string | null;
  offenses: number;
  accepted: number;
  nickname: string;
  avatar_sketch_id: number | null;
  by_nickname: string | null;
}

interface ReportedCommentRow {
  id: number;
  text: string;
  date: string;
  user_id: number;
  nickname: string;
  avatar_sketch_id: number | null;
  target_type: 'sketch' | 'profile' | 'compo';
  target_id: number;
  reports: number;
  last_report: string;
}

interface SketchReportRow {
  id: number;
  sketch_id: number;
  title: string | null;
  width: number;
  height: number;
  date: string;
  details: string;
  copyright: number;
  inappropriate: number;
  notsketch: number;
  challengedq: number;
  compodq: number;
  reporter: string;
}

/** Bytes of the files under `dir` (0 when it does not exist yet). */
function folderBytes(dir: string): number {
  let total = 0;
  try {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      total += entry.isDirectory() ? folderBytes(full) : statSync(full).size;
    }
  } catch {
    return total;
  }
  return total;
}

function fileBytes(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
}

export async function moderationRoutes(app: FastifyInstance, { ctx }: DomainOptions): Promise<void> {
  const { db } = ctx;
  const gloperatorsOnly = requireRole('m', ONLY_GLOPERATORS);
  const now = () => new Date(ctx.clock()).toISOString();
  const startedMs = ctx.clock();
  const log = db.prepare('INSERT INTO moderation_log (moderator_id, action, user_id, sketch_id, details, date) VALUES (?, ?, ?, ?, ?, ?)');
  const userNickname = db.prepare('SELECT nickname FROM users WHERE id = ?').pluck();
  const nicknameOrThrow = (userId: number): string => {
    const nickname = userNickname.get(userId) as string | undefined;
    if (nickname === undefined) throw notFound(`User ${userId} does not exist.`);
    return nickname;
  };
  const paged = <T>(rows: T[]) => ({ items: rows.slice(0, MODERATION_PAGE_SIZE), more: rows.length > MODERATION_PAGE_SIZE });
  const offsetOf = (page: number) => (page - 1) * MODERATION_PAGE_SIZE;

  app.get('/api/v2/gloperate/bans', { preHandler: gloperatorsOnly }, async (request): Promise<BansPage> => {
    const { page } = parseInput(pageQuery, request.query, 'query');
    const rows = db
      .prepare(
        `SELECT b.id, b.user_id, b.duration, b.date_start, b.date_end, b.reason, b.notes, b.offenses, b.accepted,
                u.nickname, u.avatar_sketch_id, m.nickname AS by_nickname
         FROM bans b JOIN users u ON u.id = b.user_id LEFT JOIN users m ON m.id = b.by_user_id
         ORDER BY b.date_start DESC, b.id DESC LIMIT ? OFFSET ?`,
      )
      .all(MODERATION_PAGE_SIZE + 1, offsetOf(page)) as BanRow[];
    const { items, more } = paged(rows);
    const bans = items.map(
      (row): ModerationBan => ({
        id: row.id,
        duration: row.duration,
        dateStart: row.date_start,
        dateEnd: row.date_end,
        userId: row.user_id,
        userNickname: row.nickname,
        userAvatar: avatarUrl(row.user_id, row.avatar_sketch_id),
        offenses: row.offenses,
        reason: row.reason,
        notes: row.notes,
        byNickname: row.by_nickname,
        accepted: row.accepted === 1,
      }),
    );
    return { bans, more };
  });

  app.get('/api/v2/gloperate/reportedComments', { preHandler: gloperatorsOnly }, async (request): Promise<ReportedCommentsPage> => {
    const { page } = parseInput(pageQuery, request.query, 'query');
    const rows = db
      .prepare(
        `SELECT c.id, c.text, c.date, c.user_id, u.nickname, u.avatar_sketch_id, c.target_type, c.target_id,
                count(*) AS reports, max(r.date) AS last_report
         FROM comment_reports r JOIN comments c ON c.id = r.comment_id JOIN users u ON u.id = c.user_id
         GROUP BY c.id ORDER BY last_report DESC, c.id DESC LIMIT ? OFFSET ?`,
      )
      .all(MODERATION_PAGE_SIZE + 1, offsetOf(page)) as ReportedCommentRow[];
    const { items, more } = paged(rows);
    return {
      comments: items.map((row) => ({
        id: row.id,
        text: row.text,
        date: row.date,
        userId: row.user_id,
        userNickname: row.nickname,
        userAvatar: avatarUrl(row.user_id, row.avatar_sketch_id),
        targetType: row.target_type,
        targetId: row.target_id,
        reports: row.reports,
        lastReport: row.last_report,
      })),
      more,
    };
  });

  app.get('/api/v2/gloperate/reportedSketches', { preHandler: gloperatorsOnly }, async (request): Promise<ReportedSketchesPage> => {
    const { page } = parseInput(pageQuery, request.query, 'query');
    const rows = db
      .prepare(
        `SELECT r.id, r.sketch_id, s.title, s.width, s.height, r.date, r.details, r.copyright, r.inappropriate, r.notsketch,
                r.challengedq, r.compodq, u.nickname AS reporter
         FROM sketch_reports r JOIN sketches s ON s.id = r.sketch_id JOIN users u ON u.id = r.user_id
         ORDER BY r.date DESC, r.id DESC LIMIT ? OFFSET ?`,
      )
      .all(MODERATION_PAGE_SIZE + 1, offsetOf(page)) as SketchReportRow[];
    const { items, more } = paged(rows);
    return {
      reports: items.map((row) => ({
        id: row.id,
        sketchId: row.sketch_id,
        sketchImage: sketchImageUrl(row.sketch_id),
        sketchTitle: row.title ?? '',
        imageWidth: row.width,
        imageHeigth: row.height,
        date: row.date,
        details: row.details,
        copyright: row.copyright === 1,
        inappropriate: row.inappropriate === 1,
        notsketch: row.notsketch === 1,
        challengedq: row.challengedq === 1,
        compodq: row.compodq === 1,
        reporterNickname: row.reporter,
      })),
      more,
    };
  });

  app.get('/api/v2/gloperate/usage', { preHandler: gloperatorsOnly }, async (request, reply): Promise<UsageReport> => {
    parseInput(usageQuery, request.query, 'query');
    reply.header('Cache-Control', 'no-store');
    const count = (table: string) => db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;
    const memory = process.memoryUsage();
    const cpu = process.cpuUsage();
    const databaseFile = db.name;
    return {
      generatedAt: now(),
      uptimeSeconds: Math.max(0, Math.round((ctx.clock() - startedMs) / 1000)),
      // The WAL holds recent writes not yet folded into the main file: both are the store's size.
      databaseBytes: fileBytes(databaseFile) + fileBytes(`${databaseFile}-wal`),
      imageCacheBytes: folderBytes(path.join(ctx.dataDir, 'img-cache')),
      memoryBytes: memory.rss,
      heapUsedBytes: memory.heapUsed,
      cpuSeconds: Math.round((cpu.user + cpu.system) / 1e4) / 100,
      counts: COUNTED_TABLES.map((name) => ({ name, count: count(name) })),
    };
  });

  app.post('/api/v2/gloperate/deleteComment', { preHandler: gloperatorsOnly }, async (request): Promise<OkResponse> => {
    const moderator = actorOf(request).id;
    const { id } = parseInput(idBody, request.body, 'body');
    const comment = db.prepare('SELECT user_id, text FROM comments WHERE id = ?').get(id) as { user_id: number; text: string } | undefined;
    if (!comment) throw notFound(`Comment ${id} does not exist.`);
    db.transaction(() => {
      db.prepare('DELETE FROM comments WHERE id = ?').run(id);
      log.run(moderator, 'deleteComment', comment.user_id, null, comment.text.slice(0, 200), now());
    })();
    return { ok: true };
  });

  app.post('/api/v2/gloperate/ban', { preHandler: gloperatorsOnly }, async (request): Promise<BanResponse> => {
    const moderator = actorOf(request).id;
    const { duration, reason, notes, uid } = parseInput(banBody, request.body, 'body');
    const nickname = nicknameOrThrow(uid);
    if (uid === moderator) throw badRequest('You cannot ban yourself.');
    const startMs = ctx.clock();
    const start = new Date(startMs).toISOString();
    const offenses = db.transaction(() => {
      const previous = db.prepare('SELECT coalesce(max(offenses), 0) FROM bans WHERE user_id = ?').pluck().get(uid) as number;
      const next = previous + 1;
      // A new warning replaces one the user has not accepted yet, so one Accept clears it.
      const pendingWarning = duration === 0 ? (db.prepare('SELECT id FROM bans WHERE user_id = ? AND duration = 0 AND accepted = 0').pluck().get(uid) as number | undefined) : undefined;
      if (pendingWarning !== undefined) {
        db.prepare('UPDATE bans SET date_start = ?, reason = ?, notes = ?, offenses = ?, by_user_id = ? WHERE id = ?').run(start, reason, notes, next, moderator, pendingWarning);
      } else {
        db.prepare('INSERT INTO bans (user_id, duration, date_start, date_end, reason, notes, offenses, accepted, by_user_id) VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?)').run(
          uid,
          duration,
          start,
          banEndDate(duration, startMs),
          reason,
          notes,
          next,
          moderator,
        );
      }
      log.run(moderator, duration === 0 ? 'warn' : 'ban', uid, null, `${banDurationLabel(duration)}: ${reason}`, start);
      return next;
    })();
    const message = duration === 0 ? `${nickname} has been warned.` : duration < 0 ? `${nickname} has been banned permanently.` : `${nickname} has been banned for ${suspensionLength(duration)}.`;
    return { message, offenses };
  });

  app.post('/api/v2/gloperate/feature', { preHandler: gloperatorsOnly }, async (request): Promise<ModeratorFeature> => {
    const moderator = actorOf(request);
    const { sketchId } = parseInput(sketchBody, request.body, 'body');
    const sketch = db.prepare('SELECT featured FROM sketches WHERE id = ?').get(sketchId) as { featured: number } | undefined;
    if (!sketch) throw notFound(`Sketch ${sketchId} does not exist.`);
    // The update toggles: a featured sketch leaves the featured sketches, any other joins them.
    const featured = sketch.featured !== 1;
    const date = featured ? now() : null;
    db.transaction(() => {
      db.prepare('UPDATE sketches SET featured = ?, featured_by = ?, featured_date = ? WHERE id = ?').run(featured ? 1 : 0, featured ? moderator.id : null, date, sketchId);
      log.run(moderator.id, featured ? 'feature' : 'unfeature', null, sketchId, '', now());
    })();
    return { featured, featuredByName: featured ? moderator.nickname : null, featuredByLink: featured ? `/user/${moderator.id}` : null, featuredDate: date };
  });

  app.post('/api/v2/admin/inviteAccepted', { preHandler: gloperatorsOnly }, async (request): Promise<ModerationMessage> => {
    const moderator = actorOf(request).id;
    const { sketchId } = parseInput(sketchBody, request.body, 'body');
    const invite = db
      .prepare('SELECT i.accepted_date, c.title FROM compo_invites i JOIN compos c ON c.id = i.compo_id WHERE i.sketch_id = ?')
      .get(sketchId) as { accepted_date: string | null; title: string } | undefined;
    if (!invite) throw notFound(`Sketch ${sketchId} has no compo invite.`);
    if (invite.accepted_date) throw new HttpError(409, 'conflict', `The invite of sketch ${sketchId} was accepted already.`);
    db.transaction(() => {
      db.prepare('UPDATE compo_invites SET accepted_by = ?, accepted_date = ? WHERE sketch_id = ?').run(moderator, now(), sketchId);
      log.run(moderator, 'inviteAccepted', null, sketchId, invite.title, now());
    })();
    return { message: `The invite to ${invite.title} is accepted.` };
  });

  app.post('/api/v2/admin/impersonate', { preHandler: gloperatorsOnly }, async (request, reply): Promise<MeResponse> => {
    const moderator = actorOf(request).id;
    const { userId } = parseInput(userBody, request.body, 'body');
    nicknameOrThrow(userId);
    if (userId === moderator) throw badRequest('You are signed in as this user already.');
    // The gloperator behind the session: this one, or the one already acting as this gloperator
    // (acting as someone from an account one acts as keeps the way back to one's own).
    const behind = ctx.sessions.moderatorId(request) ?? moderator;
    log.run(behind, 'impersonate', userId, null, '', now());
    // The moderator's session ends and one of the user's begins, which remembers the moderator:
    // the page says whom they act as, and back (or logging out) returns them to their own account.
    const returning = userId === behind;
    ctx.sessions.signIn(request, reply, userId, returning ? null : behind);
    return { user: currentUser(db, userId, ctx.clock()), moderator: returning ? null : actingModerator(db, behind) };
  });

  app.post('/api/v2/admin/editData', { preHandler: gloperatorsOnly }, async (request): Promise<EditDataResponse> => {
    const moderator = actorOf(request).id;
    const body = parseInput(editDataBody, request.body, 'body');
    const { label } = (EDIT_DATA_FIELDS[body.target] as Record<string, { label: string }>)[body.field] as { label: string };
    // The column names come from the validated literals above, never from the request as sent.
    const table = body.target === 'sketch' ? 'sketches' : 'users';
    const previous = db.prepare(`SELECT ${body.field} AS value FROM ${table} WHERE id = ?`).get(body.id) as { value: string | null } | undefined;
    if (!previous) throw notFound(body.target === 'sketch' ? `Sketch ${body.id} does not exist.` : `User ${body.id} does not exist.`);
    const was = previous.value ?? '';
    db.transaction(() => {
      db.prepare(`UPDATE ${table} SET ${body.field} = ? WHERE id = ?`).run(body.value, body.id);
      const details = `${body.field}: ${was.length > EDIT_LOG_PREVIOUS_MAX ? `${was.slice(0, EDIT_LOG_PREVIOUS_MAX)}…` : was}`;
      log.run(moderator, 'editData', body.target === 'user' ? body.id : null, body.target === 'sketch' ? body.id : null, details, now());
    })();
    const changed = was !== body.value;
    return {
      message: changed ? `${label} of ${body.target} ${body.id} saved.` : `${label} of ${body.target} ${body.id} was already this; nothing changed.`,
      target: body.target,
      id: body.id,
      field: body.field,
      value: body.value,
    };
  });

  app.post('/api/v2/admin/mergeTo', { preHandler: gloperatorsOnly }, async (request): Promise<MergeResponse> => {
    const moderator = actorOf(request).id;
    const { userId, targetUserId } = parseInput(mergeBody, request.body, 'body');
    if (userId === targetUserId) throw badRequest('A user cannot be merged into themselves.');
    const from = nicknameOrThrow(userId);
    const into = nicknameOrThrow(targetUserId);
    if (db.prepare('SELECT 1 FROM user_merges WHERE from_user_id = ?').pluck().get(userId)) {
      throw new HttpError(409, 'conflict', `${from} was merged into another account already.`);
    }
    const moved = db.transaction(() => {
      const sketches = db.prepare('UPDATE sketches SET user_id = ? WHERE user_id = ?').run(targetUserId, userId).changes;
      const comments = db.prepare('UPDATE comments SET user_id = ? WHERE user_id = ?').run(targetUserId, userId).changes;
      const albums = db.prepare('UPDATE albums SET user_id = ? WHERE user_id = ?').run(targetUserId, userId).changes;
      // Fans and hearts the target has already stay one; the rest move.
      db.prepare('INSERT OR IGNORE INTO follows (fan_id, artist_id, date, notes, notify_uploads, notify_stream) SELECT fan_id, ?, date, notes, notify_uploads, notify_stream FROM follows WHERE artist_id = ? AND fan_id <> ?').run(targetUserId, userId, targetUserId);
      db.prepare('INSERT OR IGNORE INTO follows (fan_id, artist_id, date, notes, notify_uploads, notify_stream) SELECT ?, artist_id, date, notes, notify_uploads, notify_stream FROM follows WHERE fan_id = ? AND artist_id <> ?').run(targetUserId, userId, targetUserId);
      db.prepare('DELETE FROM follows WHERE fan_id = ? OR artist_id = ?').run(userId, userId);
      db.prepare('UPDATE users SET glops = glops + (SELECT glops FROM users WHERE id = ?) WHERE id = ?').run(userId, targetUserId);
      db.prepare('UPDATE users SET glops = 0 WHERE id = ?').run(userId);
      db.prepare('INSERT INTO user_merges (from_user_id, into_user_id, by_user_id, sketches, comments, albums, date) VALUES (?, ?, ?, ?, ?, ?, ?)').run(userId, targetUserId, moderator, sketches, comments, albums, now());
      log.run(moderator, 'merge', userId, null, `into ${targetUserId}`, now());
      return { sketches, comments, albums };
    })();
    return { message: `${from} is merged into ${into}.`, ...moved };
  });
}
