// @vitest-environment node
// POST /api/dev/groupAdmin {empty} (development surface): the group admin's lists answer empty
// while it is on (their empty state, to see and to test) and come back whole when it is off;
// nothing is deleted, and bad input is a 400 that changes nothing.
import { describe, expect, it } from 'vitest';
import { ErrorBodySchema, OkSchema } from '../../src/api/schemas/common';
import { FeatureQueueSchema, GroupActivityPageSchema, GroupFeaturePageSchema, GroupStatsPageSchema } from '../../src/api/schemas/groupAdmin';
import { GroupRequestListSchema } from '../../src/api/schemas/groups';
import { expectShape } from '../testing/expectShape';
import { useTestApp } from '../testing/useTestApp';

const t = useTestApp();
const greta = t.client(3);
const visitor = t.client();

async function lists() {
  return {
    activity: expectShape(GroupActivityPageSchema, (await greta.get('/api/v2/assist/groupActivity')).json()),
    stats: expectShape(GroupStatsPageSchema, (await greta.get('/api/v2/assist/groupStats?sort=title')).json()),
    features: expectShape(GroupFeaturePageSchema, (await greta.post('/api/v2/assist/groupFeatures', { cursor: '' })).json()),
    queue: expectShape(FeatureQueueSchema, (await greta.get('/api/v2/assist/features?queue=1')).json()),
    requests: expectShape(GroupRequestListSchema, (await greta.post('/api/v2/group', { action: 'requests' })).json()),
  };
}

const sizes = (all: Awaited<ReturnType<typeof lists>>) => ({
  activity: all.activity.items.length,
  stats: all.stats.groups.length,
  features: all.features.features.length,
  queue: all.queue.sketches.length,
  requests: all.requests.requests.length,
});

describe('POST /api/dev/groupAdmin (development surface)', () => {
  it('empties every group admin list and brings them back, deleting nothing', async () => {
    const before = await lists();
    // The seed's lists all hold something (the many state).
    for (const size of Object.values(sizes(before))) expect(size).toBeGreaterThan(0);
    const rows = t.one<{ n: number }>('SELECT (SELECT count(*) FROM group_activity) + (SELECT count(*) FROM group_features) + (SELECT count(*) FROM group_requests) AS n').n;

    expect(expectShape(OkSchema, (await visitor.post('/api/dev/groupAdmin', { empty: true })).json())).toEqual({ ok: true });
    const empty = await lists();
    expect(sizes(empty)).toEqual({ activity: 0, stats: 0, features: 0, queue: 0, requests: 0 });
    expect([empty.activity.cursor, empty.stats.cursor, empty.features.cursor]).toEqual(['', '', '']);

    await visitor.post('/api/dev/groupAdmin', { empty: false });
    expect(await lists()).toEqual(before);
    expect(t.one<{ n: number }>('SELECT (SELECT count(*) FROM group_activity) + (SELECT count(*) FROM group_features) + (SELECT count(*) FROM group_requests) AS n').n).toBe(rows);
  });

  it('refuses bad input with the error shape and changes nothing', async () => {
    const before = await lists();
    for (const body of [{}, { empty: 'yes' }, { empty: 1 }, null]) {
      const response = await visitor.post('/api/dev/groupAdmin', body);
      expect(response.statusCode).toBe(400);
      expectShape(ErrorBodySchema, response.json());
    }
    expect(await lists()).toEqual(before);
  });
});
