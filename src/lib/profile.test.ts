import { describe, expect, it } from 'vitest';
import { birthdayText, fanTabLabel, isLongAbout, profileFacts, profileSections, sectionFor, showsViews } from './profile';
import { fallbackProfile, isRoutedProfileSection } from './profileRoutes';

describe('profile rules', () => {
  it('opens About for visitors and others, Sketches for the owner; Blocks only for the owner', () => {
    expect(sectionFor(undefined, false)).toBe('about');
    expect(sectionFor(undefined, true)).toBe('sketches');
    expect(sectionFor('likes', false)).toBe('likes');
    expect(sectionFor('blocks', false)).toBe('about');
    expect(sectionFor('blocks', true)).toBe('blocks');
    expect(profileSections(false)).not.toContain('blocks');
  });

  it("names the fan tabs 'Your fans' (own), 'Fans' (someone else's) and 'Fan of'", () => {
    expect(fanTabLabel('fans', true)).toBe('Your fans');
    expect(fanTabLabel('fans', false)).toBe('Fans');
    expect(fanTabLabel('fanof', true)).toBe('Fan of');
  });

  it('shows views over 10 only; an about over 1024 characters is long', () => {
    expect(showsViews(10)).toBe(false);
    expect(showsViews(11)).toBe(true);
    expect(isLongAbout('x'.repeat(1024))).toBe(false);
    expect(isLongAbout('x'.repeat(1025))).toBe(true);
  });

  it('writes the birthday as day and month, and leaves out missing facts', () => {
    expect(birthdayText(1, 12)).toBe('December 1');
    expect(birthdayText(null, 12)).toBe('');
    const facts = profileFacts({ joined: '2020-01-05T00:00:00Z', birthDay: null, birthMonth: null, gender: '', countryName: null, patron: false, patronSince: null, views: 3 });
    expect(facts.map((f) => f.key)).toEqual(['joined']);
  });

  it('takes any other one-segment path, or a name and a profile section, as a profile by name', () => {
    expect(fallbackProfile('/paolo')).toEqual({ user: 'paolo' });
    expect(fallbackProfile('/paolo/sketches')).toEqual({ user: 'paolo', section: 'sketches' });
    expect(fallbackProfile('/paolo/other')).toBeNull();
    expect(fallbackProfile('/sketch/abc')).toBeNull();
    expect(fallbackProfile('/group/2')).toBeNull();
    // A screen not built yet is a name like any other: the server finds no such user (not found).
    expect(fallbackProfile('/Groups')).toEqual({ user: 'Groups' });
    expect(fallbackProfile('/%E0%A4%A')).toBeNull();
    expect(fallbackProfile('/a/b/c')).toBeNull();
    expect(isRoutedProfileSection('albums')).toBe(false);
  });
});
