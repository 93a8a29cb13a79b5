import { describe, expect, it } from 'vitest';
import { groupActivityParts, groupActivityText, groupLinkName, mayAdminGroups, parseGroupLink } from './groupAdminRules';

describe('parseGroupLink', () => {
  it('takes the product’s own host (or a host given) with group/{letters, digits or dashes}', () => {
    expect(parseGroupLink('https://sketchery.app/group/ink-club')).toBe('ink-club');
    expect(parseGroupLink('  http://www.sketchery.app/e/group/42/  ')).toBe('42');
    expect(parseGroupLink('sketchery.app/group/Night-Owls?x=1')).toBe('Night-Owls');
    expect(parseGroupLink('http://127.0.0.1:8080/group/ink-club', ['127.0.0.1:8080'])).toBe('ink-club');
  });

  it('refuses other hosts, other names and other pages', () => {
    expect(parseGroupLink('https://elsewhere.com/group/ink-club')).toBeNull();
    expect(parseGroupLink('https://sketchery.app.evil.com/group/ink-club')).toBeNull();
    expect(parseGroupLink('https://sketchery.app/group/ink_club')).toBeNull();
    expect(parseGroupLink('https://sketchery.app/sketch/12')).toBeNull();
    expect(parseGroupLink('https://sketchery.app/group/')).toBeNull();
    expect(parseGroupLink('')).toBeNull();
  });
});

describe('the rest of the rules', () => {
  it('name a group in a link as the server finds it', () => {
    expect(groupLinkName('Cat Appreciation Society')).toBe('cat-appreciation-society');
    expect(groupLinkName('  Sci-Fi: Shipyard! ')).toBe('sci-fi-shipyard');
  });

  it('let group admins and gloperators in', () => {
    expect(mayAdminGroups({ icons: ['g'] })).toBe(true);
    expect(mayAdminGroups({ icons: ['m', 'p'] })).toBe(true);
    expect(mayAdminGroups({ icons: ['p'] })).toBe(false);
    expect(mayAdminGroups(null)).toBe(false);
  });

  it('say what happened in one line', () => {
    const base = { user: { nickname: 'Nia' }, group: { title: 'Ink Club' }, sketch: { title: '' } };
    expect(groupActivityText({ ...base, kind: 'add' })).toBe('Nia added “Untitled” to Ink Club');
    expect(groupActivityText({ ...base, kind: 'add', sketch: { title: 'null' } })).toBe('Nia added “Untitled” to Ink Club');
    expect(groupActivityText({ ...base, kind: 'official', sketch: null })).toBe('Nia made Ink Club official');
    expect(groupActivityText({ ...base, kind: 'join', user: null, sketch: null })).toBe('Someone joined Ink Club');
  });

  it('keep what users wrote apart from the sentence, to be isolated (bidi)', () => {
    const base = { user: { nickname: 'Nia' }, group: { title: 'Ink Club' }, sketch: { title: 'Moon' } };
    expect(groupActivityParts({ ...base, kind: 'add' })).toEqual([{ user: 'Nia' }, ' added “', { user: 'Moon' }, '” to ', { user: 'Ink Club' }]);
    // 'Someone' and 'a sketch' are the UI's own words.
    expect(groupActivityParts({ ...base, kind: 'suggest', user: null, sketch: null })).toEqual(['Someone suggested a sketch to ', { user: 'Ink Club' }]);
  });
});
