// @vitest-environment node
// Each table's row type against the migrated schema: its column list (checked against the row
// type's keys when it compiles, data/columns.ts) names exactly the table's columns.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../db/database';
import { MAIL_COLUMNS, PROVIDER_PAYMENT_COLUMNS, RECOVERY_KEY_COLUMNS, STORE_PURCHASE_COLUMNS } from './accounts';
import { ALBUM_COLUMNS } from './albums';
import { ANALYTICS_COLUMNS } from './analytics';
import { CHAT_CHANNEL_COLUMNS, CHAT_MESSAGE_COLUMNS } from './chat';
import { COMPO_COLUMNS } from './compos';
import { GROUP_REQUEST_COLUMNS } from './groups';
import { REQUEST_ANSWER_COLUMNS } from './requestAnswers';
import { SESSION_COLUMNS } from './sessions';
import { SKETCH_COLUMNS } from './sketches';
import { SKETCH_STATS_COLUMNS, USER_STATS_COLUMNS } from './stats';
import { USER_COLUMNS } from './users';

const ROW_TYPES: Record<string, readonly string[]> = {
  users: USER_COLUMNS,
  sketches: SKETCH_COLUMNS,
  albums: ALBUM_COLUMNS,
  sketch_stats: SKETCH_STATS_COLUMNS,
  user_stats: USER_STATS_COLUMNS,
  compos: COMPO_COLUMNS,
  group_requests: GROUP_REQUEST_COLUMNS,
  store_purchases: STORE_PURCHASE_COLUMNS,
  provider_payments: PROVIDER_PAYMENT_COLUMNS,
  recovery_keys: RECOVERY_KEY_COLUMNS,
  mail_outbox: MAIL_COLUMNS,
  sessions: SESSION_COLUMNS,
  chat_channels: CHAT_CHANNEL_COLUMNS,
  chat_messages: CHAT_MESSAGE_COLUMNS,
  analytics: ANALYTICS_COLUMNS,
  request_answers: REQUEST_ANSWER_COLUMNS,
};

describe('row types', () => {
  const db = new Database(':memory:');
  migrate(db);
  const columnsOfTable = (table: string) => (db.prepare('SELECT name FROM pragma_table_info(?)').pluck().all(table) as string[]).sort();

  it.each(Object.entries(ROW_TYPES))('%s: the row type has every column of the migrated table and no other', (table, columns) => {
    expect(columnsOfTable(table).length).toBeGreaterThan(0);
    expect([...columns].sort()).toEqual(columnsOfTable(table));
  });
});
