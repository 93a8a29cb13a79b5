// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AlbumSchema } from '../../src/api/schemas/albums';
import { CommentSchema } from '../../src/api/schemas/comments';
import { IdResponseSchema } from '../../src/api/schemas/common';
import { expectError, expectShape } from '../testing/expectShape';
import { useTestApp } from '../testing/useTestApp';
import { MAY_NEED_PLAIN_STRINGS, plainStrings, plainText } from './plainStrings';

describe('plainText', () => {
  it('drops the control characters nobody types and keeps tab, line breaks and the bidi isolates', () => {
    expect(plainText('a\u0000b\u0007c\u001bd\u007fe')).toBe('abcde');
    expect(plainText('left \u202eevil.exe\u202c right')).toBe('left evil.exe right');
    expect(plainText('one\ttwo\r\nthree\nfour')).toBe('one\ttwo\r\nthree\nfour');
    expect(plainText('\u2067שלום\u2069 and 🎨 and zero\u200bwidth')).toBe('\u2067שלום\u2069 and 🎨 and zero\u200bwidth');
  });

  it('makes a text of only spaces and invisible characters empty, and keeps them inside other text', () => {
    expect(plainText('\u200b')).toBe('');
    expect(plainText(' \u3164\u200b\n')).toBe('');
    expect(plainText('\u0000\u200b')).toBe('');
    expect(plainText(' \u200bhi ')).toBe(' \u200bhi ');
  });

  it('makes a lone surrogate U+FFFD and keeps a pair', () => {
    expect(plainText('x\ud83dy')).toBe('x\ufffdy');
    expect(plainText('\ude00')).toBe('\ufffd');
    expect(plainText('\ud83c\udfa8')).toBe('🎨');
  });
});

describe('plainStrings', () => {
  it('cleans strings at any depth, in arrays and objects, and leaves other values', () => {
    const input = { a: '\u0000x', b: [1, '\u202ey', { c: 'z\u0001' }], d: null, e: true };
    expect(plainStrings(input)).toEqual({ a: 'x', b: [1, 'y', { c: 'z' }], d: null, e: true });
    expect(plainStrings('\u0000')).toBe('');
    expect(plainStrings(42)).toBe(42);
  });

  it('walks a deeply nested value without recursion', () => {
    let deep: unknown = '\u0000end';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(() => plainStrings(deep)).not.toThrow();
  });

  it('is looked for in the raw JSON of every text plainStrings would change', () => {
    for (const text of ['\u0000', '\u0008', '\u000c', '\u001f', '\u007f', '\u202a', '\u202e', '\ud83d', '\u200b', '\u200d', '\u2060', '\ufeff', '\u115f', '\u1160', '\u3164', '\uffa0', '\u2800', '\u00ad', '\u034f', '\u200e', '\u200f', '\ufe0f', '\u180e', '\u17b4']) {
      expect(MAY_NEED_PLAIN_STRINGS.test(JSON.stringify({ text })), JSON.stringify(text)).toBe(true);
      // As an escape too (JSON.stringify writes the characters as they are).
      const escaped = `{"text":"\\u${text.charCodeAt(0).toString(16).padStart(4, '0')}"}`;
      expect(MAY_NEED_PLAIN_STRINGS.test(escaped), escaped).toBe(true);
    }
    expect(MAY_NEED_PLAIN_STRINGS.test(JSON.stringify({ text: 'plain words, line\nbreaks, tabs\t and 🎨' }))).toBe(false);
  });
});

describe('every way in', () => {
  const t = useTestApp();
  const { ada } = t.demoClients();

  it('a JSON body: a title of only a NUL is refused as an empty one; a comment keeps its words, not the controls', async () => {
    expectError(await ada.post('/album/create', { title: '\u0000' }), 400);
    expectError(await ada.post('/album/create', { title: '\u202e\u0001 ' }), 400);
    const { id } = expectShape(IdResponseSchema, (await ada.post('/album/create', { title: 'Sk\u0000etch\u202eboo\u007fk' })).json());
    expect(expectShape(AlbumSchema, (await ada.get(`/album/info?userId=1&albumId=${id}`)).json()).title).toBe('Sketchbook');
    const sketch = t.one<{ id: number }>('SELECT id FROM sketches WHERE user_id = 2 AND unlisted = 0 ORDER BY id LIMIT 1').id;
    const response = await ada.post('/comment', { key: 'plain-1', comment: 'a\u0000b \u202elovely\u202c\nline', type: 'sketch', which: sketch });
    expect(expectShape(CommentSchema, response.json()).comment).toBe('ab lovely\nline');
    // A comment that shows nothing is empty (spec part 1 §5).
    const comments = () => t.one<{ n: number }>('SELECT count(*) AS n FROM comments WHERE user_id = 1').n;
    const before = comments();
    expectError(await ada.post('/comment', { key: 'plain-2', comment: '\u200b \u3164', type: 'sketch', which: sketch }), 400);
    expect(comments()).toBe(before);
  });

  it('a path: a name with a NUL or a bidi override names nothing, not the name without it', async () => {
    expect((await ada.get('/api/v2/profile/InkyAda')).statusCode).toBe(200);
    for (const path of ['/api/v2/profile/Inky%00Ada', '/api/v2/profile/InkyAda%E2%80%AE', '/api/v2/profile/%E2%80%8B']) {
      expectError(await ada.get(path), 404);
    }
  });

  it('a query string: a NUL in a search is not searched for', async () => {
    const response = await ada.get('/api/v2/search/user?query=Inky%00Ada');
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(JSON.stringify(response.json())).toContain('InkyAda');
  });
});
