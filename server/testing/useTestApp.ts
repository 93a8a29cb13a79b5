// The set-up every route test file shares, in one line: `const t = useTestApp();` creates a
// fresh app before the file's tests and closes it after them. Clients made with t.client(id)
// are signed in before the first test, so a file names its users at the top:
//   const t = useTestApp();
//   const ada = t.client(1);
//   const visitor = t.client();
// or, for the seed's demo accounts: `const { ada, paolo, visitor } = t.demoClients();`
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll } from 'vitest';
import { DATABASE_FILE } from '../app';
import { demoAccountByRole, type DemoRole } from '../seed/demoAccounts';
import { createTestApp, TestClient, type TestApp, type TestAppOptions } from './testApp';

/** The demo accounts (server/seed/demoAccounts.ts) by the names the tests know them by. */
const DEMO_CLIENTS = { ada: 'artist', paolo: 'patron', greta: 'groupAdmin', gus: 'gloperator', wes: 'warned', banned: 'banned' } as const satisfies Record<string, DemoRole>;
export type DemoClients = Record<keyof typeof DEMO_CLIENTS | 'visitor', TestClient>;

/** A TestApp whose closing is the harness's job (afterAll). */
export interface TestHarness extends Omit<TestApp, 'close'> {
  /** A client for the whole file: signed in as `userId` before the tests run, a visitor without one. */
  client: (userId?: number) => TestClient;
  /** File-wide clients of the demo accounts and a visitor, made as `client` makes them when a file
   * first takes one (destructuring takes only those it names). */
  demoClients: () => DemoClients;
  /** A new client signed in now as `userId` (null: a visitor), for a test that needs its own cookies. */
  clientAs: (userId: number | null) => Promise<TestClient>;
  /** The first row of a query through the read-only connection. */
  one: <T = Record<string, unknown>>(sql: string, ...params: unknown[]) => T;
  /** Changes the app's data directly, to set up a case the seed does not have. */
  write: (sql: string, ...params: unknown[]) => Database.RunResult;
}

export function useTestApp(options: TestAppOptions = {}): TestHarness {
  let current: TestApp | null = null;
  let writer: Database.Database | null = null;
  const toSignIn: { client: TestClient; userId: number }[] = [];
  const live = (): TestApp => {
    if (!current) throw new Error('The test app exists only while the tests of this file run (beforeAll to afterAll).');
    return current;
  };

  beforeAll(async () => {
    current = await createTestApp(options);
    for (const { client, userId } of toSignIn) await client.signIn(userId);
  });
  afterAll(async () => {
    writer?.close();
    writer = null;
    await current?.close();
    current = null;
  });

  const newClient = () => new TestClient(() => live().app);
  const client = (userId?: number) => {
    const made = newClient();
    if (userId !== undefined) toSignIn.push({ client: made, userId });
    return made;
  };
  // Getters, so that a file signs in only the accounts it names (as it did with t.client).
  const demoClients = () => {
    const taken = new Map<keyof DemoClients, TestClient>();
    const take = (name: keyof DemoClients) => {
      let made = taken.get(name);
      if (!made) {
        made = client(name === 'visitor' ? undefined : demoAccountByRole(DEMO_CLIENTS[name]).id);
        taken.set(name, made);
      }
      return made;
    };
    const names = [...Object.keys(DEMO_CLIENTS), 'visitor'] as (keyof DemoClients)[];
    return Object.defineProperties({}, Object.fromEntries(names.map((name) => [name, { enumerable: true, get: () => take(name) }]))) as DemoClients;
  };
  return {
    get app() {
      return live().app;
    },
    get dataDir() {
      return live().dataDir;
    },
    get distDir() {
      return live().distDir;
    },
    advance: (ms) => live().advance(ms),
    query: <T,>(sql: string, ...params: unknown[]) => live().query<T>(sql, ...params),
    client,
    demoClients,
    clientAs: async (userId) => {
      const client = newClient();
      if (userId !== null) await client.signIn(userId);
      return client;
    },
    one: <T,>(sql: string, ...params: unknown[]) => live().query<T>(sql, ...params)[0] as T,
    write: (sql, ...params) => {
      writer ??= new Database(path.join(live().dataDir, DATABASE_FILE));
      return writer.prepare(sql).run(...params);
    },
  };
}
