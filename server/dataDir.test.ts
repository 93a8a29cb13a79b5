// @vitest-environment node
import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeTransaction } from './db/database';
import { databaseProblem, dataDirProblem, startupProblemText, StartupProblem } from './dataDir';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'sketchery-datadir-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the data folder before the server starts', () => {
  it('makes a missing folder and its uploads folder, and names one that is a file', () => {
    expect(dataDirProblem(path.join(root, 'new'))).toBeNull();
    writeFileSync(path.join(root, 'file'), 'x');
    expect(dataDirProblem(path.join(root, 'file'))).toMatch(/^The server cannot use .*file \(EEXIST\)\. Set DATA_DIR to a folder the server may write\.$/);
    const data = path.join(root, 'data');
    expect(dataDirProblem(data)).toBeNull();
    rmSync(path.join(data, 'uploads'), { recursive: true });
    writeFileSync(path.join(data, 'uploads'), 'x');
    expect(dataDirProblem(data)).toMatch(/cannot use .*uploads/);
  });

  it('says a file that is no database, and a damaged database, in words', () => {
    const file = path.join(root, 'sketchery.db');
    writeFileSync(file, 'not a database at all, just text of some length '.repeat(100));
    let error: unknown;
    try {
      new Database(file).pragma('user_version');
    } catch (caught) {
      error = caught;
    }
    expect(startupProblemText(error, file)).toBe(`The database ${file} is damaged or not this server's (SQLITE_NOTADB). Restore it from a backup, or move DATA_DIR away to start over with the demo data.`);
    expect(startupProblemText(new StartupProblem('As it is.'), file)).toBe('As it is.');
    expect(startupProblemText(new Error('other'), file)).toBeNull();

    rmSync(file);
    const db = new Database(file);
    db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, text TEXT); CREATE INDEX t_text ON t (text);');
    const insert = db.prepare('INSERT INTO t (text) VALUES (?)');
    writeTransaction(db, () => {
      for (let i = 0; i < 2000; i += 1) insert.run(`row ${i} `.repeat(20));
    });
    expect(databaseProblem(db, file)).toBeNull();
    db.close();
    // Garbage over a page in the middle, as a bad disk or a copy cut short would leave it.
    const fd = openSync(file, 'r+');
    writeSync(fd, Buffer.alloc(4096, 0x5a), 0, 4096, 40 * 4096);
    closeSync(fd);
    const damaged = new Database(file);
    expect(databaseProblem(damaged, file)).toMatch(/^The database .* is damaged \(SQLite's quick check: .+\)\. Restore it from a backup/s);
    damaged.close();
  });
});
