// @vitest-environment node
// Every answer that reaches routing carries the security headers (security.ts), whatever its
// kind: a page, an API answer for a visitor or a signed-in user, an address that does not exist,
// a refused write. The answers the framework gives before routing are tried in
// testing/security/defects.test.ts.
import { describe, expect, it } from 'vitest';
import { BROWSER_ACCEPT } from '../testing/testApp';
import { useTestApp } from '../testing/useTestApp';
import { SECURITY_HEADERS } from './security';

const t = useTestApp();
const ada = t.client(1);
const visitor = t.client();

describe('the security headers', () => {
  it('are the policy and the protections a browser needs, with no inline script or style allowed', () => {
    expect(SECURITY_HEADERS['content-security-policy']).toContain("script-src 'self'");
    expect(SECURITY_HEADERS['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(SECURITY_HEADERS['x-content-type-options']).toBe('nosniff');
    expect(SECURITY_HEADERS['strict-transport-security']).toBeUndefined();
  });

  it('are on every kind of answer, the same each time', async () => {
    const answers = {
      'an API answer to a visitor': await visitor.get('/api/v2/index/recentSketches?page=1'),
      'an API answer to a signed-in user': await ada.get('/api/v2/user/me'),
      'an API address that does not exist': await visitor.get('/api/v2/no-such-thing'),
      'a write without its CSRF token': await t.app.inject({ method: 'POST', url: '/api/v2/index', payload: {} }),
      'a page to a visitor': await visitor.get('/sketch/1/edit', { accept: BROWSER_ACCEPT }),
      'a page to a signed-in user': await ada.get('/sketch/1/edit', { accept: BROWSER_ACCEPT }),
    };
    expect(answers['an API answer to a visitor'].statusCode).toBe(200);
    expect(answers['an API address that does not exist'].statusCode).toBe(404);
    expect(answers['a write without its CSRF token'].statusCode).toBe(403);
    for (const [kind, response] of Object.entries(answers)) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers[name], `${kind}: ${name}`).toBe(value);
    }
  });
});
