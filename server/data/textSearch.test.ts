// @vitest-environment node
// A search finds a word in whatever form a keyboard or a paste gives it.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/useTestApp';
import { foldCase, textMatch } from './textSearch';

describe('foldCase', () => {
  it('folds the forms of one word to one', () => {
    expect(foldCase('Re\u0301sume\u0301')).toBe(foldCase('RÉSUMÉ'));
    expect(foldCase('ｉｎｋｙ')).toBe('inky');
    expect(foldCase('Inky\u200b')).toBe('inky');
    expect(foldCase('İstanbul')).toBe('istanbul');
    expect(foldCase('ISTANBUL')).toBe('istanbul');
  });

  it('takes a query that is ASCII once in its one form by the fast path', () => {
    expect(textMatch('ｉｎｋｙ').contains).toBe('%inky%');
    expect(textMatch('Inky\u200b').startsWith).toBe('Inky%');
  });
});

const t = useTestApp();
const ada = t.client(1);

describe('searches', () => {
  it('find a sketch titled with combining accents by the title typed precomposed, and an artist by a full-width or pasted name', async () => {
    const sketch = t.one<{ id: number }>('SELECT id FROM sketches WHERE user_id = 1 ORDER BY id LIMIT 1');
    t.write('UPDATE sketches SET title = ? WHERE id = ?', 'Re\u0301sume\u0301 in İstanbul', sketch.id);
    const found = async (query: string) => {
      const response = await ada.get(`/api/v2/search/sketches?query=${encodeURIComponent(query)}&sort=recent`);
      expect(response.statusCode).toBe(200);
      return JSON.stringify(response.json()).includes(`"id":${sketch.id},`);
    };
    expect([await found('résumé'), await found('RÉSUMÉ'), await found('İSTANBUL')]).toEqual([true, true, true]);
    const artists = async (query: string) => JSON.stringify((await ada.get(`/api/v2/search/user?query=${encodeURIComponent(query)}`)).json());
    expect(await artists('ｉｎｋｙａｄａ')).toContain('"InkyAda"');
    expect(await artists('InkyAda\u200b')).toContain('"InkyAda"');
  });
});
