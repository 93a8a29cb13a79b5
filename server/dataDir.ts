// The data folder checked before the server starts (main.ts): a folder the server cannot write, or
// a database that is damaged or not ours, is said in words that name DATA_DIR and what to do,
// instead of a stack trace, or a server that starts and fails later on every upload or on
// whatever reads the damaged pages.
import { accessSync, constants, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Db } from './db/database';
import { UPLOADS_DIR } from './images/sketchSource';

/** A problem the server cannot start with, said to the operator as it is (main.ts). */
export class StartupProblem extends Error {}

const MOVE_AWAY = 'Restore it from a backup, or move DATA_DIR away to start over with the demo data.';

/** What keeps the server from using `dataDir` (and its uploads folder), or null: made if missing, and writable. */
export function dataDirProblem(dataDir: string): string | null {
  for (const folder of [dataDir, path.join(dataDir, UPLOADS_DIR)]) {
    try {
      mkdirSync(folder, { recursive: true });
      if (!statSync(folder).isDirectory()) return `${folder} is not a folder. Set DATA_DIR to a folder the server may write.`;
      accessSync(folder, constants.W_OK);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'an error';
      return `The server cannot use ${folder} (${code}). Set DATA_DIR to a folder the server may write.`;
    }
  }
  return null;
}

/** What is wrong with the database SQLite's quick check finds (about 0.3 s for the demo's), or null. */
export function databaseProblem(db: Db, file: string): string | null {
  const result = db.pragma('quick_check', { simple: true });
  return result === 'ok' ? null : `The database ${file} is damaged (SQLite's quick check: ${String(result)}). ${MOVE_AWAY}`;
}

/** The words for an error the server's start failed with: a StartupProblem's, or a damaged database's; null for any other. */
export function startupProblemText(error: unknown, file: string): string | null {
  if (error instanceof StartupProblem) return error.message;
  const code = (error as { code?: unknown }).code;
  if (code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT') return `The database ${file} is damaged or not this server's (${code}). ${MOVE_AWAY}`;
  return null;
}
