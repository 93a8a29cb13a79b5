// The two transaction helpers, with two connections to one database file: what two server
// processes sharing it (server/realtime's cluster) do to each other.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, readTransaction, writeTransaction, type Db } from './database';

let dir: string;
let first: Db;
let second: Db;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'sketchery-db-'));
  const file = path.join(dir, 'test.db');
  first = openDatabase(file);
  second = openDatabase(file);
  // The other process's writes fail at once instead of waiting 5 s for a lock this thread holds.
  second.pragma('busy_timeout = 0');
  first.exec('CREATE TABLE counters (name TEXT PRIMARY KEY, value INTEGER NOT NULL)');
  first.prepare("INSERT INTO counters VALUES ('offenses', 0)").run();
});

afterEach(() => {
  first.close();
  second.close();
  rmSync(dir, { recursive: true, force: true });
});

const read = (db: Db) => (db.prepare("SELECT value FROM counters WHERE name = 'offenses'").get() as { value: number }).value;
const write = (db: Db, value: number) => db.prepare("UPDATE counters SET value = ? WHERE name = 'offenses'").run(value);

describe('writeTransaction', () => {
  it('holds the write lock from its start: no other connection writes between its read and its write', () => {
    let otherWrite: unknown = null;
    writeTransaction(first, () => {
      const count = read(first);
      try {
        write(second, 7);
      } catch (error) {
        otherWrite = error;
      }
      write(first, count + 1);
    });
    expect(otherWrite).toMatchObject({ code: 'SQLITE_BUSY' });
    expect(read(second)).toBe(1);
  });

  it('is what a deferred transaction that reads, then writes, is not: there the other write lands and the first fails', () => {
    // Why the helper exists: better-sqlite3's default (deferred) transaction, as the routes used.
    // eslint-disable-next-line no-restricted-syntax -- the raw transaction the rule forbids, shown failing
    const deferred = first.transaction(() => {
      const count = read(first);
      write(second, 7);
      write(first, count + 1);
    });
    expect(() => deferred()).toThrow(expect.objectContaining({ code: expect.stringMatching(/^SQLITE_BUSY/) }));
    expect(read(first)).toBe(7);
  });

  it('rolls back when its work throws, and nests as a savepoint', () => {
    expect(() =>
      writeTransaction(first, () => {
        write(first, 3);
        throw new Error('refused');
      }),
    ).toThrow('refused');
    expect(read(first)).toBe(0);
    writeTransaction(first, () => {
      write(first, 1);
      expect(() =>
        writeTransaction(first, () => {
          write(first, 2);
          throw new Error('inner refused');
        }),
      ).toThrow('inner refused');
    });
    expect(read(second)).toBe(1);
  });
});

describe('readTransaction', () => {
  it('sees one moment and never blocks a writer', () => {
    const seen = readTransaction(first, () => {
      const before = read(first);
      write(second, 5);
      return [before, read(first)];
    });
    expect(seen).toEqual([0, 0]);
    expect(read(first)).toBe(5);
  });
});
