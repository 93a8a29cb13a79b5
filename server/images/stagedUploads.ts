// An upload is stored as `0-<secret>.<type>` before its row exists, and renamed to the row's id in
// the write that makes the row (routes/upload.ts). A process that stops between the two leaves the
// staged file with no row; the next start removes those. Only old ones: with REDIS_URL another
// process may share this data dir and be reading its own upload right now.
import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { UPLOADS_DIR } from './sketchSource';

/** Longer than any upload takes from its file being stored to its row's write. */
export const STAGED_UPLOAD_MAX_AGE_MS = 60 * 60 * 1000;

const STAGED_FILE = /^0-[a-z0-9]{6,32}\.(png|jpg)$/;

/** Removes staged uploads older than STAGED_UPLOAD_MAX_AGE_MS; returns how many went. */
export function removeLeftStagedUploads(dataDir: string, now: number): number {
  const folder = path.join(dataDir, UPLOADS_DIR);
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return 0; // no upload yet
  }
  let removed = 0;
  for (const name of names) {
    if (!STAGED_FILE.test(name)) continue;
    const file = path.join(folder, name);
    try {
      if (now - statSync(file).mtimeMs < STAGED_UPLOAD_MAX_AGE_MS) continue;
      rmSync(file, { force: true });
      removed += 1;
    } catch {
      // gone meanwhile (another process finished or removed it)
    }
  }
  return removed;
}
