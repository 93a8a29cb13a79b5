import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  AVATAR_PICK_SIZE,
  birthDateProblem,
  COVER_PICK_SIZE,
  EDIT_PROFILE_MAX_WIDTH,
  emailProblem,
  EMOTICON_SIZE,
  isCoverSized,
  nicknameProblem,
  patronAddress,
  PROFILE_TEXTS,
  slugify,
  slugProblem,
  watermarkLine,
  websiteProblem,
} from './profileRules';

describe('slugify (spec part 2 §5)', () => {
  it('lowercases, turns spaces into hyphens, drops non-word characters, collapses hyphens, drops leading ones', () => {
    expect(slugify('Paolo Paints')).toBe('paolo-paints');
    expect(slugify('  --Paolo  Paints!! the  ARTIST')).toBe('paolo-paints-the-artist');
    expect(slugify('Café ✏️ art_2')).toBe('caf-art_2');
    expect(slugify('a - - b')).toBe('a-b');
    expect(slugify('---')).toBe('');
  });

  it('shortens to 50 characters first', () => {
    expect(slugify('x'.repeat(60))).toHaveLength(50);
    expect(slugify(`${'a'.repeat(49)} bcd`)).toBe(`${'a'.repeat(49)}-`);
  });
});

describe('slugProblem', () => {
  it('takes a slug or nothing; refuses an unslugged, reserved or digits-only address', () => {
    expect(slugProblem('')).toBeNull();
    expect(slugProblem('paolo-paints')).toBeNull();
    expect(slugProblem('Paolo')).toBe(PROFILE_TEXTS.slugForm);
    expect(slugProblem('gallery')).toBe(PROFILE_TEXTS.slugReserved);
    expect(slugProblem('editprofile')).toBe(PROFILE_TEXTS.slugReserved);
    expect(slugProblem('2024')).toBe(PROFILE_TEXTS.slugDigits);
  });
});

describe('the previews', () => {
  it('shows the patron address, or the user-id path without a slug', () => {
    expect(patronAddress('https://sketchery.app', 'paolo', 2)).toBe('https://sketchery.app/paolo');
    expect(patronAddress('https://sketchery.app', '', 2)).toBe('https://sketchery.app/user/2');
  });

  it('shows the watermark as a copyright line with the year', () => {
    expect(watermarkLine(' Paolo P. ', 2026)).toBe('© 2026 Paolo P.');
  });
});

describe('field rules', () => {
  it('nicknames: 3 to 20 letters, digits, dots, dashes or underscores, not only digits', () => {
    for (const ok of ['Ada', 'Inky_Ada.2', 'a-b-c', 'x'.repeat(20)]) expect(nicknameProblem(ok)).toBeNull();
    for (const bad of ['ab', 'x'.repeat(21), 'has space', '12345', '<b>', 'née']) expect(nicknameProblem(bad)).toBe(PROFILE_TEXTS.nickname);
  });

  it('e-mail: empty or a plain address', () => {
    expect(emailProblem('')).toBeNull();
    expect(emailProblem('ada@example.org')).toBeNull();
    for (const bad of ['ada', 'a@b', 'a@b.c', '<a>@b.org', 'a b@c.org']) expect(emailProblem(bad)).toBe(PROFILE_TEXTS.email);
  });

  it('website: empty or an http(s) address', () => {
    expect(websiteProblem('')).toBeNull();
    expect(websiteProblem('https://ada.example.org/x')).toBeNull();
    for (const bad of ['javascript:alert(1)', 'ftp://x.org', 'ada.example.org', 'https://a b']) expect(websiteProblem(bad)).toBe(PROFILE_TEXTS.website);
  });

  it('birth date: both parts or neither, and a day the month has (29 February is one)', () => {
    expect(birthDateProblem(null, null)).toBeNull();
    expect(birthDateProblem(29, 2)).toBeNull();
    expect(birthDateProblem(30, 2)).toBe(PROFILE_TEXTS.birthDay);
    expect(birthDateProblem(31, 4)).toBe(PROFILE_TEXTS.birthDay);
    expect(birthDateProblem(3, null)).toBe(PROFILE_TEXTS.birthDate);
  });

  it('only 2048x506 sketches are covers', () => {
    expect(isCoverSized({ width: 2048, height: 506 })).toBe(true);
    expect(isCoverSized({ width: 2048, height: 507 })).toBe(false);
    expect(isCoverSized({ width: 1024, height: 253 })).toBe(false); // the proportions are not enough
  });
});

describe('the picker styles', () => {
  it('use the sizes of the spec (written out in the extracted CSS)', () => {
    const css = readFileSync(new URL('../screens/edit-profile/editProfileStyles.ts', import.meta.url), 'utf8');
    expect(css).toContain(`max-width: ${EDIT_PROFILE_MAX_WIDTH}px`);
    expect(css).toContain(`width: ${AVATAR_PICK_SIZE.large}px;\n    height: ${AVATAR_PICK_SIZE.large}px`);
    expect(css).toContain(`width: ${AVATAR_PICK_SIZE.small}px;\n      height: ${AVATAR_PICK_SIZE.small}px`);
    expect(css).toContain(`width: ${COVER_PICK_SIZE.large.width}px;\n    height: ${COVER_PICK_SIZE.large.height}px`);
    expect(css).toContain(`width: ${COVER_PICK_SIZE.small.width}px;\n      height: ${COVER_PICK_SIZE.small.height}px`);
    expect(css).toContain(`width: ${EMOTICON_SIZE}px;\n    height: ${EMOTICON_SIZE}px`);
  });
});
