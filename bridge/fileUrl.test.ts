// A file path must stay on the page's origin however it is spelled: resolved and compared, the
// way fetch would read it, not matched against a pattern.
import { describe, expect, it } from 'vitest';
import { resolveFileUrl } from './fileUrl';

const PAGE = 'https://sketchery.test';

describe('resolveFileUrl', () => {
  it.each([
    '/\\evil.test/x.png', // a backslash is a slash in http URLs: //evil.test
    '/\\\\evil.test/x.png',
    '/\\/evil.test/x.png',
    '\\\\evil.test/x.png',
    '//evil.test/x.png', // protocol-relative
    '/\t/evil.test/x.png', // the parser drops tabs and newlines anywhere
    '/\n/evil.test/x.png',
    ' //evil.test/x.png', // and leading spaces
  ])('refuses the path %j, which leaves the origin', (path) => {
    expect(new URL(path, PAGE).origin).not.toBe(PAGE); // what a browser would fetch
    expect(resolveFileUrl(path, PAGE)).toBeNull();
  });

  it.each([
    ['/img/s/1.png', '/img/s/1.png'],
    ['/%5Cevil.test/x.png', '/%5Cevil.test/x.png'], // encoded: stays a path on this origin
    ['/%2F%2Fevil.test/x.png', '/%2F%2Fevil.test/x.png'],
    ['/%5C%5Cevil.test/x.png', '/%5C%5Cevil.test/x.png'],
    ['/a/..\\..\\x.png', '/x.png'], // dot segments cannot climb out of the path
  ])('keeps the path %j on the page origin', (path, pathname) => {
    const url = resolveFileUrl(path, PAGE);
    expect(url?.origin).toBe(PAGE);
    expect(url?.pathname).toBe(pathname);
  });

  it("takes an absolute URL of the page's origin only (the CSP lets the page connect nowhere else), and nothing but http(s)", () => {
    expect(resolveFileUrl(`${PAGE}/s.png`, PAGE)?.href).toBe(`${PAGE}/s.png`);
    expect(resolveFileUrl('https://cdn.example/s.png', PAGE)).toBeNull();
    expect(resolveFileUrl(PAGE.replace('https:', 'http:') + '/s.png', PAGE)).toBeNull();
    for (const value of ['data:image/png;base64,AAAA', 'blob:https://sketchery.test/1', 'javascript:alert(1)', 'file:///etc/passwd']) {
      expect(resolveFileUrl(value, PAGE)).toBeNull();
    }
    expect(resolveFileUrl('/img/s/1.png', 'null')).toBeNull(); // an opaque origin has no paths
  });
});
