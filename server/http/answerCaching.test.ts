// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/useTestApp';
import { SKETCH_IMAGE_CACHE } from '../routes/images';
import { UNSAID_ANSWER_CACHE } from './answerCaching';

const t = useTestApp();
const { ada } = t.demoClients();
const asJson = { accept: 'application/json' };

describe('caching of answers that name none', () => {
  it("keeps a viewer's own answers out of every cache: their e-mail, their groups, whom they may message", async () => {
    for (const url of ['/editProfile?format=json', '/api/v2/user/groups_recents', '/api/v2/message/to/2']) {
      const response = await ada.get(url, asJson);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe(UNSAID_ANSWER_CACHE);
    }
  });

  it('keeps the errors out too, and leaves a route its own caching', async () => {
    expect((await ada.get('/api/v2/no-such-thing', asJson)).headers['cache-control']).toBe(UNSAID_ANSWER_CACHE);
    expect((await ada.get('/img/sketch/3/300.jpg', { accept: 'image/*' })).headers['cache-control']).toBe(SKETCH_IMAGE_CACHE);
  });
});
