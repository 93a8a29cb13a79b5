// `/report {profile link}` in the chat: the link names the reported user by id or nickname
// (https://host/user/12, /user/InkyAda, ...). Anything else answers with the usage text.
import type { Db } from '../../db/database';

export function reportedUserId(db: Db, link: string): number | null {
  const match = /\/user\/([^/?#\s]+)/.exec(link.trim());
  if (!match?.[1]) return null;
  let key: string;
  try {
    key = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  const sql = /^\d+$/.test(key) ? 'SELECT id FROM users WHERE id = ?' : 'SELECT id FROM users WHERE nickname = ? COLLATE NOCASE';
  const id = db.prepare(sql).pluck().get(/^\d+$/.test(key) ? Number(key) : key) as number | undefined;
  return id ?? null;
}
