import { describe, expect, it } from 'vitest';
import { hashPathOf } from './hashPath';

describe('hashPathOf', () => {
  it("reads an old app link's page from the root's hash", () => {
    expect(hashPathOf('/', '', '#/sketch/12')).toEqual({ path: '/sketch/12', search: '' });
    expect(hashPathOf('/e/', '', '#/user/3?tab=fans')).toEqual({ path: '/user/3', search: '?tab=fans' });
    expect(hashPathOf('/', '?a=1', '#/forums')).toEqual({ path: '/forums', search: '?a=1' });
  });

  it('is none off the root or without a hash path', () => {
    expect(hashPathOf('/sketch/1', '', '#/user/3')).toBeNull();
    expect(hashPathOf('/', '', '#comments')).toBeNull();
  });

  it('never names another site, in any form a browser reads as one', () => {
    for (const hash of ['#//example.org/phish', '#/\\example.org/phish', '#/\t/example.org', '#/\n/example.org', '#/\\/example.org', '#//localhost:4736/forums']) {
      expect(hashPathOf('/', '?a=1', hash)).toBeNull();
    }
  });
});
