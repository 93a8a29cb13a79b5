// @vitest-environment node
// A user's groups read in a reader's order, whatever their titles' letters.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/useTestApp';
import { groupRowsOfUser } from './groups';

const t = useTestApp();

describe("a user's groups", () => {
  it("are in a reader's order: an accented first letter with its plain one, not after every other", () => {
    const user = 402; // NewcomerNia: in no group
    expect(groupRowsOfUser(t.app.ctx.db, user)).toEqual([]);
    const titles = ['Stillwater Order Test', 'Çizim Order Test', 'inkwell order test', 'Ébauches Order Test', 'Zebra Order Test', 'Chibi Order Test'];
    titles.forEach((title, index) => {
      const id = 90_000 + index;
      t.write("INSERT INTO groups (id, title, description, official, created_by, created) VALUES (?, ?, '', 0, 1, '2025-01-01T00:00:00Z')", id, title);
      t.write("INSERT INTO group_members (group_id, user_id, joined) VALUES (?, ?, '2025-01-01T00:00:00Z')", id, user);
    });
    expect(groupRowsOfUser(t.app.ctx.db, user).map((row) => row.title)).toEqual(['Chibi Order Test', 'Çizim Order Test', 'Ébauches Order Test', 'inkwell order test', 'Stillwater Order Test', 'Zebra Order Test']);
  });
});
