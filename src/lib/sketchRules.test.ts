import { describe, expect, it } from 'vitest';
import { normalizeTag, parseTags, takesPicturesDown, UPLOAD_MAX_BYTES, UPLOAD_MAX_SIDE, uploadResolutionProblem, uploadSizeProblem, uploadTypeProblem, VIDEO_URL_MAX, videoAddress, videoProblem } from './sketchRules';

describe('upload limits', () => {
  it('are those of the spec', () => {
    expect(UPLOAD_MAX_BYTES).toBe(16777216);
    expect(UPLOAD_MAX_SIDE).toBe(4000);
  });

  it('accept a file of exactly the largest size and refuse one byte more', () => {
    expect(uploadSizeProblem(UPLOAD_MAX_BYTES)).toBeNull();
    expect(uploadSizeProblem(UPLOAD_MAX_BYTES + 1)).toBe('That image is 16,777,217 bytes; the largest upload is 16,777,216 bytes (16 MB).');
    expect(uploadSizeProblem(0)).toMatch(/empty/);
  });

  it('accept 4000 pixels on either side and refuse more', () => {
    expect(uploadResolutionProblem(4000, 4000)).toBeNull();
    expect(uploadResolutionProblem(4001, 10)).toBe('That image is 4,001 × 10 pixels; the largest is 4,000 pixels on either side.');
    expect(uploadResolutionProblem(10, 4001)).not.toBeNull();
    expect(uploadResolutionProblem(0, 0)).toMatch(/could not be read/);
  });

  it('accept PNG and JPEG only', () => {
    expect(uploadTypeProblem('image/png')).toBeNull();
    expect(uploadTypeProblem('image/jpeg')).toBeNull();
    expect(uploadTypeProblem('image/gif')).toBe('Only PNG and JPEG images can be uploaded.');
  });
});

describe('tags', () => {
  it('normalises a tag', () => {
    expect(normalizeTag('  #Sea Shore! ')).toBe('sea-shore');
    expect(normalizeTag('Café')).toBe('café');
    // Marks stay with their letters: a Devanagari word keeps its vowel signs, a decomposed accent composes.
    expect(normalizeTag('नमस्ते')).toBe('नमस्ते');
    expect(normalizeTag('e\u0301')).toBe('\u00e9');
    expect(normalizeTag('ภาษาไทย')).toBe('ภาษาไทย');
    expect(normalizeTag('\u0301!x')).toBe('x');
    expect(normalizeTag('x'.repeat(40))).toHaveLength(32);
    // Cut on a whole character: a letter beyond the first plane is two UTF-16 units.
    expect(normalizeTag(`a${'𐐷'.repeat(20)}`)).toBe(`a${'𐐷'.repeat(15)}`);
  });

  it('takes one form of a tag, whatever the keyboard or the paste gave', () => {
    expect(normalizeTag('ＡＲＴ')).toBe('art');
    expect(normalizeTag('İstanbul')).toBe('istanbul');
    expect(normalizeTag('👩‍👩‍👧 family')).toBe('family');
    expect(normalizeTag('art ✨')).toBe('art');
    expect(normalizeTag('🇯🇵')).toBe('');
    expect(normalizeTag('sea-shore')).toBe('sea-shore');
  });

  it('parses text and lists into unique tags', () => {
    expect(parseTags('sea, Sea, #boats,,')).toEqual(['sea', 'boats']);
    // Commas separate tags, as the form says; a space inside a tag joins its words.
    expect(parseTags('qa, test tag')).toEqual(['qa', 'test-tag']);
    expect(parseTags(['a b', 'A-B', '!!'])).toEqual(['a-b']);
  });
});

const isVideoUrl = (text: string) => videoProblem(text) === null;

describe('videoProblem', () => {
  it('accepts http(s) links and empty', () => {
    expect(isVideoUrl('')).toBe(true);
    expect(isVideoUrl('https://videos.example.com/t/1.mp4')).toBe(true);
    expect(isVideoUrl(' http://youtu.be/abc ')).toBe(true);
  });
  it('refuses other text', () => {
    expect(isVideoUrl('javascript:alert(1)')).toBe(false);
    expect(isVideoUrl('not a url')).toBe(false);
    expect(isVideoUrl('https://localhost/x')).toBe(false);
    expect(isVideoUrl(`https://a.b/${'x'.repeat(500)}`)).toBe(false);
  });
  it('counts the address as it is kept: a link the server keeps opens the form again without a problem', () => {
    // 130 characters as typed, 637 as kept: each 'ñ' is '%C3%B1'.
    const typed = `https://vimeo.com/éaaaaaaaaaa ${'ñ'.repeat(100)}`;
    expect(typed.length).toBeLessThan(VIDEO_URL_MAX);
    expect(videoAddress(typed)!.length).toBeGreaterThan(VIDEO_URL_MAX);
    expect(videoProblem(typed)).toBe('The video address is too long: at most 500 characters, written as a web address.');
    const fits = `https://vimeo.com/${'é'.repeat(80)}`;
    expect(videoProblem(fits)).toBeNull();
    expect(videoProblem(videoAddress(fits)!)).toBeNull();
    expect(videoAddress(fits)).toBe(`https://vimeo.com/${'%C3%A9'.repeat(80)}`);
    expect(videoAddress("https://a.b/it's <here>")).toBe('https://a.b/it%27s%20%3Chere%3E');
  });
});

describe('takesPicturesDown', () => {
  it('takes a sketch’s pictures down for a copyright or guidelines violation, not for one marked as not a sketch', () => {
    expect(takesPicturesDown('copyright')).toBe(true);
    expect(takesPicturesDown('inappropriate')).toBe(true);
    expect(takesPicturesDown('notsketch')).toBe(false);
    expect(takesPicturesDown(null)).toBe(false);
  });
});
