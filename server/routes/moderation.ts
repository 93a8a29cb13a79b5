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
import { actorOf, requireRole } from '../auth/guards';
import type { DomainApp, DomainOptions } from '../context';
import { deleteComment } from '../data/comments';
import { acceptCompoInvite, findCompoInvite } from '../data/compos';
import {
  bansPage,
  commentForLog,
  commentReporters,
  COUNTED_TABLES,
  editableValue,
  insertBan,
  latestOffense,
  logModeration,
  mergeUser,
  pendingWarningId,
  renewWarning,
  reportedCommentsPage,
  setEditableValue,
  sketchReportsPage,
  tableRowCount,
  wasMerged,
} from '../data/moderation';
import { isFeatured, setFeatured } from '../data/sketches';
import { nicknameOf } from '../data/users';
import { userSummaryOf } from '../entities/community';
import { avatarUrl, sketchImageUrl } from '../entities/urls';
import { badRequest, HttpError, notFound } from '../http/errors';
import { IdBody } from '../../src/api/schemas/requestFields';
import { UserIdBody, type UserSummary } from '../../src/api/schemas/users';
import { actingModerator, currentUser } from '../users/currentUser';
import { suspensionLength } from '../../src/lib/ban';
import { banDurationLabel, banEndDate, EDIT_DATA_FIELDS, MODERATION_PAGE_SIZE, MODERATION_TEXTS } from '../../src/lib/moderation';
import type { MeResponse } from '../../src/api/schemas/session';
import type { OkResponse } from '../../src/api/schemas/common';
import {
  BanBody,
  EditDataBody,
  MergeBody,
  ModerationPageQuery,
  ModerationSketchBody,
  type BanResponse,
  type BansPage,
  type EditDataResponse,
  type ModeratorFeature,
  type MergeResponse,
  type ModerationBan,
  type ModerationMessage,
  type ReportedCommentsPage,
  type ReportedSketchesPage,
  type UsageReport,
} from '../../src/api/schemas/moderation';
import { writeTransaction } from '../db/database';
import { cutText } from '../../src/lib/cutText';

const ONLY_GLOPERATORS = 'Only gloperators can use the moderator tools.';

/** How much of the value it replaced the log keeps. */
const EDIT_LOG_PREVIOUS_MAX = 200;

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

export async function moderationRoutes(app: DomainApp, { ctx }: DomainOptions): Promise<void> {
  const { db } = ctx;
  const gloperatorsOnly = requireRole('m', ONLY_GLOPERATORS);
  const now = () => new Date(ctx.clock()).toISOString();
  const startedMs = ctx.clock();
  const log = (moderatorId: number, action: string, userId: number | null, sketchId: number | null, details: string, date: string) =>
    logModeration(db, { moderatorId, action, userId, sketchId, details, date });
  const nicknameOrThrow = (userId: number): string => {
    const nickname = nicknameOf(db, userId);
    if (nickname === undefined) throw notFound(`User ${userId} does not exist.`);
    return nickname;
  };
  const paged = <T>(rows: T[]) => ({ items: rows.slice(0, MODERATION_PAGE_SIZE), more: rows.length > MODERATION_PAGE_SIZE });
  const offsetOf = (page: number) => (page - 1) * MODERATION_PAGE_SIZE;

  app.get('/api/v2/gloperate/bans', { schema: { querystring: ModerationPageQuery }, preHandler: gloperatorsOnly }, async (request): Promise<BansPage> => {
    const { page } = request.query;
    const rows = bansPage(db, MODERATION_PAGE_SIZE + 1, offsetOf(page));
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

  app.get('/api/v2/gloperate/reportedComments', { schema: { querystring: ModerationPageQuery }, preHandler: gloperatorsOnly }, async (request): Promise<ReportedCommentsPage> => {
    const { page } = request.query;
    const rows = reportedCommentsPage(db, MODERATION_PAGE_SIZE + 1, offsetOf(page));
    const { items, more } = paged(rows);
    // Who reported each comment of the page: the usual user summaries.
    const reporters = new Map<number, UserSummary[]>();
    for (const u of commentReporters(db, items.map((row) => row.id))) {
      const by = reporters.get(u.comment_id) ?? [];
      by.push(userSummaryOf(u));
      reporters.set(u.comment_id, by);
    }
    return {
      comments: items.map((row) => {
        const userAvatar = avatarUrl(row.user_id, row.avatar_sketch_id);
        return {
          id: row.id,
          userId: row.user_id,
          text: row.text,
          date: row.date,
          by: reporters.get(row.id) ?? [],
          comment: { id: row.id, comment: row.text, date: row.date, userId: row.user_id, userNickname: row.nickname, userAvatar, type: row.target_type, which: row.target_id },
          reports: row.reports,
          lastReport: row.last_report,
        };
      }),
      more,
    };
  });

  app.get('/api/v2/gloperate/reportedSketches', { schema: { querystring: ModerationPageQuery }, preHandler: gloperatorsOnly }, async (request): Promise<ReportedSketchesPage> => {
    const { page } = request.query;
    const rows = sketchReportsPage(db, MODERATION_PAGE_SIZE + 1, offsetOf(page));
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

  app.get('/api/v2/gloperate/usage', { preHandler: gloperatorsOnly }, async (_request, reply): Promise<UsageReport> => {
    reply.header('Cache-Control', 'no-store');
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
      counts: COUNTED_TABLES.map((name) => ({ name, count: tableRowCount(db, name) })),
    };
  });

  app.post('/api/v2/gloperate/deleteComment', { schema: { body: IdBody }, preHandler: gloperatorsOnly }, async (request): Promise<OkResponse> => {
    const moderator = actorOf(request).id;
    const { id } = request.body;
    const comment = commentForLog(db, id);
    if (!comment) throw notFound(`Comment ${id} does not exist.`);
    writeTransaction(db, () => {
      deleteComment(db, id);
      log(moderator, 'deleteComment', comment.user_id, null, cutText(comment.text, 200), now());
    });
    return { ok: true };
  });

  app.post('/api/v2/gloperate/ban', { schema: { body: BanBody }, preHandler: gloperatorsOnly }, async (request): Promise<BanResponse> => {
    const moderator = actorOf(request).id;
    const { duration, reason, notes, uid } = request.body;
    const nickname = nicknameOrThrow(uid);
    if (uid === moderator) throw badRequest('You cannot ban yourself.');
    const startMs = ctx.clock();
    const start = new Date(startMs).toISOString();
    // Each write here takes the write lock first (immediate). A deferred transaction that reads and
    // then writes fails at once with SQLITE_BUSY, without waiting, when another process sharing the
    // database wrote in between: the likely cause of a 500 the two-process test saw once under
    // load (its server's log was not kept, so not proven).
    const offenses = writeTransaction(db, () => {
      const next = latestOffense(db, uid) + 1;
      // A new warning replaces one the user has not accepted yet, so one Accept clears it.
      const pendingWarning = duration === 0 ? pendingWarningId(db, uid) : undefined;
      if (pendingWarning !== undefined) {
        renewWarning(db, pendingWarning, { dateStart: start, reason, notes, offenses: next, byUserId: moderator });
      } else {
        insertBan(db, { userId: uid, duration, dateStart: start, dateEnd: banEndDate(duration, startMs), reason, notes, offenses: next, byUserId: moderator });
      }
      log(moderator, duration === 0 ? 'warn' : 'ban', uid, null, `${banDurationLabel(duration)}: ${reason}`, start);
      return next;
    });
    const message = duration === 0 ? `${nickname} has been warned.` : duration < 0 ? `${nickname} has been banned permanently.` : `${nickname} has been banned for ${suspensionLength(duration)}.`;
    return { message, offenses };
  });

  app.post('/api/v2/gloperate/feature', { schema: { body: ModerationSketchBody }, preHandler: gloperatorsOnly }, async (request): Promise<ModeratorFeature> => {
    const moderator = actorOf(request);
    const { sketchId } = request.body;
    const wasFeatured = isFeatured(db, sketchId);
    if (wasFeatured === undefined) throw notFound(`Sketch ${sketchId} does not exist.`);
    // The update toggles: a featured sketch leaves the featured sketches, any other joins them.
    const featured = !wasFeatured;
    const date = featured ? now() : null;
    writeTransaction(db, () => {
      setFeatured(db, sketchId, date === null ? null : { userId: moderator.id, date });
      log(moderator.id, featured ? 'feature' : 'unfeature', null, sketchId, '', now());
    });
    return { featured, featuredByName: featured ? moderator.nickname : null, featuredByLink: featured ? `/user/${moderator.id}` : null, featuredDate: date };
  });

  app.post('/api/v2/admin/inviteAccepted', { schema: { body: ModerationSketchBody }, preHandler: gloperatorsOnly }, async (request): Promise<ModerationMessage> => {
    const moderator = actorOf(request).id;
    const { sketchId } = request.body;
    const invite = findCompoInvite(db, sketchId);
    if (!invite) throw notFound(`Sketch ${sketchId} has no compo invite.`);
    if (invite.accepted_date) throw new HttpError(409, 'conflict', `The invite of sketch ${sketchId} was accepted already.`);
    writeTransaction(db, () => {
      acceptCompoInvite(db, sketchId, moderator, now());
      log(moderator, 'inviteAccepted', null, sketchId, invite.title, now());
    });
    return { message: `The invite to ${invite.title} is accepted.` };
  });

  app.post('/api/v2/admin/impersonate', { schema: { body: UserIdBody }, preHandler: gloperatorsOnly }, async (request, reply): Promise<MeResponse> => {
    const moderator = actorOf(request).id;
    const { userId } = request.body;
    nicknameOrThrow(userId);
    if (userId === moderator) throw badRequest('You are signed in as this user already.');
    // The gloperator behind the session: this one, or the one already acting as this gloperator
    // (acting as someone from an account one acts as keeps the way back to one's own).
    const behind = ctx.sessions.moderatorId(request) ?? moderator;
    log(behind, 'impersonate', userId, null, '', now());
    // The moderator's session ends and one of the user's begins, which remembers the moderator:
    // the page says whom they act as, and back (or logging out) returns them to their own account.
    const returning = userId === behind;
    ctx.sessions.signIn(request, reply, userId, returning ? null : behind);
    return { user: currentUser(db, userId, ctx.clock()), moderator: returning ? null : actingModerator(db, behind) };
  });

  app.post('/api/v2/admin/editData', { schema: { body: EditDataBody }, preHandler: gloperatorsOnly }, async (request): Promise<EditDataResponse> => {
    const moderator = actorOf(request).id;
    const body = request.body;
    const { label } = (EDIT_DATA_FIELDS[body.target] as Record<string, { label: string }>)[body.field] as { label: string };
    const previous = editableValue(db, body, body.id);
    if (!previous) throw notFound(body.target === 'sketch' ? `Sketch ${body.id} does not exist.` : `User ${body.id} does not exist.`);
    const was = previous.value ?? '';
    writeTransaction(db, () => {
      setEditableValue(db, body, body.id, body.value);
      const details = `${body.field}: ${was.length > EDIT_LOG_PREVIOUS_MAX ? `${cutText(was, EDIT_LOG_PREVIOUS_MAX)}…` : was}`;
      log(moderator, 'editData', body.target === 'user' ? body.id : null, body.target === 'sketch' ? body.id : null, details, now());
    });
    const changed = was !== body.value;
    return {
      message: changed ? `${label} of ${body.target} ${body.id} saved.` : `${label} of ${body.target} ${body.id} was already this; nothing changed.`,
      target: body.target,
      id: body.id,
      field: body.field,
      value: body.value,
    };
  });

  app.post('/api/v2/admin/mergeTo', { schema: { body: MergeBody }, preHandler: gloperatorsOnly }, async (request): Promise<MergeResponse> => {
    const moderator = actorOf(request).id;
    const { userId, targetUserId } = request.body;
    if (userId === targetUserId) throw badRequest(MODERATION_TEXTS.mergeSelf);
    if (userId === moderator) throw badRequest(MODERATION_TEXTS.mergeOwnAccount);
    const from = nicknameOrThrow(userId);
    const into = nicknameOrThrow(targetUserId);
    if (wasMerged(db, userId)) {
      throw new HttpError(409, 'conflict', `${from} was merged into another account already.`);
    }
    // Content moved to a merged-away account would land where nobody may act any more.
    if (wasMerged(db, targetUserId)) {
      throw new HttpError(409, 'conflict', `${into} was merged into another account: merge into that one.`);
    }
    const moved = writeTransaction(db, () => {
      const counts = mergeUser(db, userId, targetUserId, moderator, now());
      log(moderator, 'merge', userId, null, `into ${targetUserId}`, now());
      return counts;
    });
    return { message: `${from} is merged into ${into}.`, ...moved };
  });
}
