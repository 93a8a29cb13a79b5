// What route modules share: the store, the clock, the token secret and the session store.
import type { Db } from './db/database';
import type { SessionStore } from './auth/sessions';

export interface AppContext {
  db: Db;
  /** Milliseconds since the epoch; injectable so tests can move time forward. */
  clock: () => number;
  secret: Buffer;
  sessions: SessionStore;
  dataDir: string;
  devTools: boolean;
}
