// @vitest-environment node
// The landing pages (home, a gallery, a sketch page) are what artists open most, and the server
// renders them for each signed-in viewer: each statement they run must seek its rows through an
// index (or read one in its order up to a limit), never read a whole table that grows with the
// site. Recorded here as the app runs them: each page's HTML, the reads the page makes before it
// shows (http/firstAnswers.ts, as the server's render makes them) and the header's counts, each
// statement explained with the values it first ran with, on the seeded data.
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../app';
import { firstRequestsOf } from '../http/firstAnswers';
import { BROWSER_ACCEPT } from '../testing/testApp';
import { useTestApp } from '../testing/useTestApp';

/** Whole-table reads that are meant: the site's counts on home, counted once a second for every viewer (homeIndex.ts homeStats). */
const COUNTED_ONCE_A_SECOND = [/^SELECT count\(\*\) FROM sketches WHERE unlisted = 0$/];

/** A plan's step that reads every row of something: a SCAN without an index (an index read in its order, up to a limit, is a seek). */
const SCAN = /^SCAN (\w+)\s*$/;
/** A plan's step that makes the rows of a subquery (a list of constants, a union) for a later SCAN of them. */
const SUBQUERY = /^(?:MATERIALIZE|CO-ROUTINE) (\w+)/;

/** The names a plan reads every row of that are tables (by name or alias), not subqueries. */
function tablesScanned(plan: readonly string[]): string[] {
  const subqueries = new Set(plan.flatMap((step) => SUBQUERY.exec(step)?.[1] ?? []));
  return plan.flatMap((step) => {
    const scanned = SCAN.exec(step)?.[1];
    return scanned === undefined || subqueries.has(scanned) ? [] : [step.trim()];
  });
}

type Ran = Map<string, unknown[]>;

/** Every read statement prepared while `run` runs, with the values of its first run. */
async function statementsRunBy(run: () => Promise<void>): Promise<Ran> {
  const prototype = Database.prototype as unknown as { prepare: (sql: string) => Database.Statement };
  const prepare = prototype.prepare;
  const ran: Ran = new Map();
  prototype.prepare = function (this: Database.Database, sql: string) {
    const statement = prepare.call(this, sql) as unknown as Record<string, (...args: unknown[]) => unknown>;
    for (const method of ['get', 'all', 'iterate']) {
      const original = statement[method]!;
      statement[method] = function (this: unknown, ...args: unknown[]) {
        if (!ran.has(sql)) ran.set(sql, args);
        return original.apply(this, args);
      };
    }
    return statement as unknown as Database.Statement;
  };
  try {
    await run();
  } finally {
    prototype.prepare = prepare;
  }
  return ran;
}

const t = useTestApp();
const { ada } = t.demoClients();
let reader: Database.Database;
beforeAll(() => {
  reader = new Database(`${t.dataDir}/${DATABASE_FILE}`, { readonly: true });
});
afterAll(() => reader.close());

describe('tablesScanned', () => {
  it('names a table read whole, by name or alias, and not a subquery made for the plan', () => {
    expect(tablesScanned(['SCAN s ', 'SEARCH u USING INTEGER PRIMARY KEY (rowid=?)'])).toEqual(['SCAN s']);
    expect(tablesScanned(['MATERIALIZE k', 'SCAN CONSTANT ROW', 'SCAN k', 'SCAN (subquery-6)', 'SCAN s USING INDEX sketches_by_created'])).toEqual([]);
  });
});

describe("the landing pages' statements, signed in", () => {
  it('seek their rows: none reads a whole table', async () => {
    const sketchId = t.one<{ id: number }>('SELECT max(id) AS id FROM sketches WHERE unlisted = 0 AND violation IS NULL').id;
    // The app is fresh: the pages' statements are compiled (once per database) while they run.
    const ran = await statementsRunBy(async () => {
      for (const page of ['/', '/gallery/recent', `/sketch/${sketchId}`]) {
        const html = await ada.get(page, { accept: BROWSER_ACCEPT });
        expect(html.statusCode, page).toBe(200);
        for (const { method, url, body } of firstRequestsOf(page)) {
          const answer = method === 'GET' ? await ada.get(url) : await ada.post(url, body);
          expect(answer.statusCode, url).toBe(200);
        }
      }
      expect((await ada.get('/api/v2/unread')).statusCode).toBe(200);
    });
    const scans: string[] = [];
    let explained = 0;
    for (const [sql, values] of ran) {
      const text = sql.replace(/\s+/g, ' ').trim();
      // The trending ranking is a table of this connection's own (its plan: feeds.test.ts).
      if (text.includes('temp.') || COUNTED_ONCE_A_SECOND.some((meant) => meant.test(text))) continue;
      const plan = reader.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...values) as { detail: string }[];
      explained += 1;
      for (const step of tablesScanned(plan.map(({ detail }) => detail))) scans.push(`${step}: ${text.slice(0, 120)}`);
    }
    expect(explained).toBeGreaterThan(40);
    expect(scans).toEqual([]);
  });
});
