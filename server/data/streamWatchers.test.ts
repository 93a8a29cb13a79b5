// @vitest-environment node
// A stream's count of those watching now survives a process that crashed: started again under its
// name, the process takes back the watchers it counted, and no one else's.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/useTestApp';
import { addViewer, releaseWatchersOf, removeViewer } from './streams';

const t = useTestApp();
const viewersOf = (id: number) => t.one<{ viewers: number }>('SELECT viewers FROM streams WHERE id = ?', id).viewers;

describe("a stream's watchers by process", () => {
  it('counts each user once per process, and back down as they leave', () => {
    const db = t.app.ctx.db;
    const stream = t.one<{ id: number }>('SELECT id FROM streams WHERE ended IS NULL ORDER BY id LIMIT 1').id;
    const before = viewersOf(stream);
    addViewer(db, stream, 1, 'a:1');
    addViewer(db, stream, 1, 'a:1');
    addViewer(db, stream, 2, 'a:1');
    expect(viewersOf(stream)).toBe(before + 2);
    removeViewer(db, stream, 1, 'a:1');
    removeViewer(db, stream, 1, 'a:1');
    expect(viewersOf(stream)).toBe(before + 1);
    removeViewer(db, stream, 2, 'a:1');
    expect(viewersOf(stream)).toBe(before);
  });

  it("takes back what a crashed process counted when it starts again, and leaves another process's watchers", () => {
    const db = t.app.ctx.db;
    const [first, second] = t.query<{ id: number }>('SELECT id FROM streams WHERE ended IS NULL ORDER BY id LIMIT 2').map((row) => row.id) as [number, number];
    const before = [viewersOf(first), viewersOf(second)];
    addViewer(db, first, 1, 'crashed:8080');
    addViewer(db, first, 2, 'crashed:8080');
    addViewer(db, second, 3, 'crashed:8080');
    addViewer(db, first, 4, 'alive:8081');
    // The first process dies without counting anyone down, and starts again.
    expect(releaseWatchersOf(db, 'crashed:8080')).toBe(3);
    expect([viewersOf(first), viewersOf(second)]).toEqual([before[0]! + 1, before[1]]);
    // A leave it could not have seen changes nothing; the other process's viewer still counts down.
    removeViewer(db, first, 1, 'crashed:8080');
    expect(viewersOf(first)).toBe(before[0]! + 1);
    removeViewer(db, first, 4, 'alive:8081');
    expect(viewersOf(first)).toBe(before[0]);
  });
});
