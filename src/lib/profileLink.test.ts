import { describe, expect, it } from 'vitest';
import { profileLinkName } from './profileLink';

describe('profileLinkName', () => {
  it('reads the name under /user/ on any host or none', () => {
    expect(profileLinkName('https://sketchery.app/user/12')).toEqual({ kind: 'user', name: '12' });
    expect(profileLinkName('/user/InkyAda/sketches')).toEqual({ kind: 'user', name: 'InkyAda' });
    expect(profileLinkName('  https://sketchery.app/user/elif%2Eink?tab=about ')).toEqual({ kind: 'user', name: 'elif.ink' });
  });

  it("reads a one-part path as a patron's web address or a nickname", () => {
    expect(profileLinkName('https://sketchery.app/paolo-art')).toEqual({ kind: 'path', name: 'paolo-art' });
    expect(profileLinkName('/MistyEmil/')).toEqual({ kind: 'path', name: 'MistyEmil' });
    expect(profileLinkName('http://127.0.0.1:8080/elifink#top')).toEqual({ kind: 'path', name: 'elifink' });
  });

  it('is null for what is no profile link', () => {
    for (const text of ['', 'garbage', 'InkyAda', 'https://sketchery.app/', 'https://sketchery.app/sketch/5', '/123', '/user/', '/user/%E0%A4%A', 'ftp://x/name']) {
      expect(profileLinkName(text), text).toBeNull();
    }
  });
});
