// @vitest-environment node
// The site's other parts: the reference server answers the forum, classes and the legacy page
// with a stand-in page (not the app, whose router would show "not found" for them).
import { describe, expect, it } from 'vitest';
import { OTHER_SITE_PARTS } from '../../src/lib/otherSiteParts';
import { BROWSER_ACCEPT, TestClient } from '../testing/testApp';
import { useTestApp } from '../testing/useTestApp';
import { standInText } from './otherSiteParts';

const t = useTestApp();

describe("the site's other parts", () => {
  it.each([
    ['/forums', OTHER_SITE_PARTS.forums],
    ['/forums/topic/3?page=2', OTHER_SITE_PARTS.forums],
    ['/classes', OTHER_SITE_PARTS.classes],
    ['/old/', OTHER_SITE_PARTS.legacy],
    ['/old', OTHER_SITE_PARTS.legacy],
    ['/old/e/sketch/12', OTHER_SITE_PARTS.legacy],
  ])('%s: a stand-in page that names the part and links home, not the app', async (url, part) => {
    const response = await new TestClient(t.app).get(url, { accept: BROWSER_ACCEPT });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain(standInText(part));
    expect(response.body).toContain('<a href="/">Home</a>');
    expect(response.body).not.toContain('/boot.js');
  });

  it('still gives the app for a page whose first segment only starts alike (a patron address)', async () => {
    const response = await new TestClient(t.app).get('/oldmaster', { accept: BROWSER_ACCEPT });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('/boot.js');
  });
});
