// @vitest-environment jsdom
// The server's HTML of user text and the client's sanitizer, against the whole XSS corpus:
// - textToHtml (album descriptions' descriptionHtml) makes nothing but text, <br> and http(s)
//   links out of any payload;
// - DOMPurify as the client runs it (src/lib/safeHtml.ts) leaves no active content, whether
//   it gets the server's HTML or a payload as raw HTML (a server that forgot to escape);
// - and nothing runs: each result is put into a document that runs scripts, and every event a
//   handler could wait for is fired at every element. A control payload shows the check sees a
//   handler that runs.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { textToHtml } from '../../entities/albums';
import { prepareSafeHtml, sanitizeHtml } from '../../../src/lib/safeHtml';
import { activeContent } from './activeContent';
import { recordSecuritySummary } from './summary';
import { XSS_PAYLOADS } from './xssCorpus';

const EVENTS = ['error', 'load', 'click', 'mouseover', 'focus', 'blur', 'toggle', 'animationstart', 'begin', 'dragstart', 'pageshow', 'start'];
/**
 * Defines __xss and alert inside the document's own script realm (vitest's jsdom runs scripts
 * and inline handlers there, apart from the test's globals); each call is noted on <html>.
 */
function installHooks(): void {
  const script = document.createElement('script');
  script.textContent = `window.__xss = function (n) {
    var root = document.documentElement;
    root.setAttribute('data-xss-calls', (root.getAttribute('data-xss-calls') || '') + n + ' ');
  };
  window.alert = function (n) { window.__xss(Number(n) || -1); };`;
  document.head.append(script);
}

/** Puts the HTML in the document and fires every event at every element; returns the __xss and alert calls. */
function executionsOf(html: string): number[] {
  const root = document.documentElement;
  root.removeAttribute('data-xss-calls');
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = html;
  for (const element of container.querySelectorAll('*')) {
    for (const type of EVENTS) element.dispatchEvent(new Event(type));
  }
  container.remove();
  return (root.getAttribute('data-xss-calls') ?? '').split(' ').filter(Boolean).map(Number);
}

const tally = { payloads: XSS_PAYLOADS.length, checks: 0, activeLeft: 0, executions: 0 };

beforeAll(async () => {
  await prepareSafeHtml('<b>load the sanitizer</b>');
});
// Before each test: the set-up after every test clears the document.
beforeEach(installHooks);

describe('the execution check', () => {
  it('sees a handler that runs, so zero below means zero', () => {
    expect(executionsOf('<img src="x" onerror="__xss(7)">')).toEqual([7]);
    expect(activeContent(new DOMParser().parseFromString('<a href=" javascript:x">x</a>', 'text/html'))).toEqual(['a[href=javascript:x]']);
  });
});

describe.each(XSS_PAYLOADS.map((payload) => [payload.id, payload.category, payload] as const))('payload %i (%s)', (_id, _category, payload) => {
  it('textToHtml makes only text, <br> and http(s) links', () => {
    const template = document.createElement('template');
    template.innerHTML = textToHtml(payload.text);
    const elements = [...template.content.querySelectorAll('*')];
    for (const element of elements) {
      expect(['a', 'br']).toContain(element.localName);
      if (element.localName === 'a') {
        expect(element.getAttribute('href')).toMatch(/^https?:\/\//);
        expect(element.getAttributeNames().sort()).toEqual(['href', 'rel']);
      }
    }
    tally.checks += 1;
  });

  it('DOMPurify leaves nothing active in the server HTML nor in the raw payload, and nothing runs', () => {
    for (const html of [textToHtml(payload.text), payload.text]) {
      const clean = sanitizeHtml(html);
      expect(clean).not.toBeNull();
      const template = document.createElement('template');
      template.innerHTML = clean ?? '';
      const active = activeContent(template.content);
      tally.activeLeft += active.length;
      expect(active, clean ?? '').toEqual([]);
      const calls = executionsOf(clean ?? '');
      tally.executions += calls.length;
      expect(calls).toEqual([]);
      tally.checks += 1;
    }
  });
});

afterAll(() => {
  recordSecuritySummary('sanitizer', { ...tally });
});
