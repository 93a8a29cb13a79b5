import { describe, expect, it } from 'vitest';
import { XSS_PAYLOADS } from '../../server/testing/security/xssCorpus';
import { textLinkParts, type TextPart } from './textLinks';

const links = (text: string) => textLinkParts(text).filter((part): part is Extract<TextPart, { kind: 'link' }> => part.kind === 'link');
const joined = (text: string) => textLinkParts(text).map((part) => part.text).join('');

describe('textLinkParts', () => {
  it('splits text into text and http(s) links, in order', () => {
    expect(textLinkParts('see https://sketchery.app/sketch/12 and http://example.com/a?b=1#c too')).toEqual([
      { kind: 'text', text: 'see ' },
      { kind: 'link', text: 'https://sketchery.app/sketch/12', href: 'https://sketchery.app/sketch/12' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'http://example.com/a?b=1#c', href: 'http://example.com/a?b=1#c' },
      { kind: 'text', text: ' too' },
    ]);
    expect(textLinkParts('https://a.example')).toEqual([{ kind: 'link', text: 'https://a.example', href: 'https://a.example/' }]);
    expect(textLinkParts('HTTPS://A.EXAMPLE/X')).toEqual([{ kind: 'link', text: 'HTTPS://A.EXAMPLE/X', href: 'https://a.example/X' }]);
  });

  it('leaves text without an address as one text part, and nothing for nothing', () => {
    expect(textLinkParts('Hi everyone!')).toEqual([{ kind: 'text', text: 'Hi everyone!' }]);
    expect(textLinkParts('')).toEqual([]);
  });

  it('keeps trailing punctuation and unmatched closing brackets as text', () => {
    expect(links('Look: https://a.example/x. Nice')[0]?.text).toBe('https://a.example/x');
    expect(links('https://a.example/x, https://b.example/y!')).toMatchObject([{ text: 'https://a.example/x' }, { text: 'https://b.example/y' }]);
    expect(links('really?! https://a.example/x?!')[0]?.text).toBe('https://a.example/x');
    expect(links('(see https://a.example/x)')[0]?.text).toBe('https://a.example/x');
    expect(links('[https://a.example/x]')[0]?.text).toBe('https://a.example/x');
    expect(links('https://en.wikipedia.org/wiki/Fox_(disambiguation)')[0]?.text).toBe('https://en.wikipedia.org/wiki/Fox_(disambiguation)');
    expect(links('(https://en.wikipedia.org/wiki/Fox_(disambiguation)).')[0]?.text).toBe('https://en.wikipedia.org/wiki/Fox_(disambiguation)');
    expect(joined('Look: (https://a.example/x).')).toBe('Look: (https://a.example/x).');
  });

  it('ends an address at white space, quotes, angle brackets and backticks', () => {
    expect(links('"https://a.example/x"')[0]?.text).toBe('https://a.example/x');
    expect(links("'https://a.example/x'")[0]?.text).toBe('https://a.example/x');
    expect(links('<https://a.example/x>')[0]?.text).toBe('https://a.example/x');
    expect(links('`https://a.example/x`')[0]?.text).toBe('https://a.example/x');
    expect(links('https://a.example/x\nhttps://b.example/')).toMatchObject([{ text: 'https://a.example/x' }, { text: 'https://b.example/' }]);
  });

  it("ends an address where Chinese or Japanese text or punctuation follows it, and at Arabic's sentence punctuation", () => {
    expect(links('see https://sketchery.app/sketch/12を見てね')[0]?.text).toBe('https://sketchery.app/sketch/12');
    expect(links('（https://sketchery.app/sketch/12）。')[0]?.text).toBe('https://sketchery.app/sketch/12');
    expect(links('链接https://a.example/x，谢谢')[0]?.text).toBe('https://a.example/x');
    expect(links('انظر https://a.example/x، شكرا')[0]?.text).toBe('https://a.example/x');
    expect(links('هل رأيت https://a.example/x؟')[0]?.text).toBe('https://a.example/x');
    expect(joined('see https://sketchery.app/sketch/12を見てね')).toBe('see https://sketchery.app/sketch/12を見てね');
  });

  it('makes nothing but http and https addresses with a host into links', () => {
    for (const text of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'ftp://files.example/x',
      'mailto:someone@example.com',
      'file:///etc/passwd',
      '//evil.example/x',
      'www.example.com',
      'https://',
      'http:///x',
      'https://.',
      'xhttps://a.example/',
      'ｈｔｔｐｓ://a.example/',
      '[click](javascript:alert(1))',
      'https://bank.example@evil.example/',
      'https://user:pass@evil.example/',
    ]) {
      expect(links(text), text).toEqual([]);
    }
  });

  it('never puts markup or a script address into a link (the XSS corpus)', () => {
    for (const payload of XSS_PAYLOADS) {
      const parts = textLinkParts(payload.text);
      // The text comes back whole: a view of the parts shows exactly what was written.
      expect(parts.map((part) => part.text).join(''), payload.text).toBe(payload.text);
      for (const link of links(payload.text)) {
        expect(new URL(link.href).protocol, payload.text).toMatch(/^https?:$/);
        expect(link.href, payload.text).not.toMatch(/[\s<>"'`]|javascript:|onmouseover|onerror|script/i);
      }
    }
    expect(links('https://example.com/"onmouseover="__xss(1)')).toEqual([{ kind: 'link', text: 'https://example.com/', href: 'https://example.com/' }]);
    expect(links("https://example.com/'onmouseover='__xss(1)")).toEqual([{ kind: 'link', text: 'https://example.com/', href: 'https://example.com/' }]);
    expect(links('https://example.com/<script>__xss(1)</script>')).toEqual([{ kind: 'link', text: 'https://example.com/', href: 'https://example.com/' }]);
    expect(links("http://x.test/?a=1&b='><img src=x onerror=__xss(1)>")).toEqual([{ kind: 'link', text: 'http://x.test/?a=1&b=', href: 'http://x.test/?a=1&b=' }]);
    // A script address before a real one: only the real one is a link.
    expect(textLinkParts('JAVASCRIPT:__xss(1)//https://example.com/')).toEqual([
      { kind: 'text', text: 'JAVASCRIPT:__xss(1)//' },
      { kind: 'link', text: 'https://example.com/', href: 'https://example.com/' },
    ]);
  });

  it('gives back the text exactly when joined', () => {
    for (const text of ['a https://b.example/c. d', 'x\u0000https://a.example/\u0007y', 'https://a.example/ https://a.example/', '((https://a.example/)))']) {
      expect(joined(text)).toBe(text);
    }
  });
});
