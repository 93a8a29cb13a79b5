// Files of the build that the server reads for every page (index.html, boot.js, the route
// preloads) are read again only when they change: a rebuild still shows on the next request
// (the file's time or size differs), but a page no longer waits on reading them, and what is
// made of a file (boot.js's inlined form and its hash) is made once per version.
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

interface Version {
  mtimeMs: number;
  size: number;
  value: Promise<unknown>;
}

const versions = new Map<string, Version>();

/**
 * `derive(text)` of the file's current version, or null when it cannot be read. Each file has
 * one use (one `derive`); a file that is missing is asked again next time.
 */
export function readBuilt<T>(file: string, derive: (text: string) => T): Promise<T | null> {
  let stat: { mtimeMs: number; size: number };
  try {
    stat = statSync(file);
  } catch {
    versions.delete(file);
    return Promise.resolve(null);
  }
  const known = versions.get(file);
  if (known && known.mtimeMs === stat.mtimeMs && known.size === stat.size) return known.value as Promise<T | null>;
  const value = readFile(file, 'utf8').then(derive, () => null);
  versions.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, value });
  void value.then((found) => found === null && versions.get(file)?.value === value && versions.delete(file));
  return value;
}
