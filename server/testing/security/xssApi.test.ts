// @vitest-environment node
// The XSS corpus through every user-text field of the API (xssFields.ts). The API stores text
// as text: each payload is either refused (a 4xx in the error shape, e.g. too long for the
// field) or stored as sent (trimmed where the field trims, less the control characters nobody
// types: xssCorpus.ts storedForm), never escaped twice, never
// half-stripped and never a 500. Tags and video links are normalised to what cannot carry
// markup. Rendering is the client's job: sanitize.test.ts and the end-to-end XSS spec check it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../testApp';
import { useTestApp } from '../useTestApp';
import { expectShape } from '../expectShape';
import { ErrorBodySchema } from '../../../src/api/schemas/common';
import { setUpFixtures, type Fixtures } from './fixtures';
import { recordSecuritySummary } from './summary';
import { storedForm, XSS_PAYLOADS } from './xssCorpus';
import { oneLine } from '../../../src/lib/oneLine';
import { TEXT_FIELDS, type TextField } from './xssFields';

const t = useTestApp();
let f: Fixtures;
beforeAll(() => {
  f = setUpFixtures(t);
});

/** A stored tag: letters with their marks, digits, "-" and "_" (src/lib/sketchRules.ts normalizeTag). */
const TAG = /^[\p{L}\p{M}\p{N}_-]{1,32}$/u;
const tally = { payloads: XSS_PAYLOADS.length, fields: TEXT_FIELDS.length, posts: 0, stored: 0, refused: 0, serverErrors: 0, altered: 0 };

/** What the field must have kept of `text`, or why what it kept is wrong. */
function keptProblem(field: TextField, text: string, stored: string | string[]): string | null {
  switch (field.keeps) {
    case 'trimmed':
    case 'verbatim': {
      const expected = storedForm(field.form ? text.replace(/^\ufeff/, '') : text, field.keeps === 'trimmed');
      const values = [stored].flat();
      return values.every((value) => value === expected) ? null : `stored ${JSON.stringify(values)} for ${JSON.stringify(expected)}`;
    }
    case 'one-line': {
      const expected = oneLine(storedForm(text, true));
      return stored === expected ? null : `stored ${JSON.stringify(stored)} for ${JSON.stringify(expected)}`;
    }
    case 'tags':
      return [stored].flat().every((tag) => TAG.test(tag)) ? null : `tags ${JSON.stringify(stored)}`;
    case 'http-url':
      return stored === null || stored === '' || /^https?:\/\/[^\s<>"'`]+$/.test(String(stored)) ? null : `video ${JSON.stringify(stored)}`;
  }
}

describe.each(TEXT_FIELDS.map((field) => [field.name, field] as const))('%s', (_name, field) => {
  it(`stores each of the ${XSS_PAYLOADS.length} payloads as text or refuses it, never a 500`, async () => {
    const client: TestClient = await t.clientAs(f.userOf[field.as]);
    const problems: string[] = [];
    for (const payload of XSS_PAYLOADS) {
      const { response, stored } = await field.post({ t, f, client, n: payload.id }, payload.text);
      tally.posts += 1;
      if (response.statusCode >= 500) {
        tally.serverErrors += 1;
        problems.push(`#${payload.id}: ${response.statusCode}`);
      } else if (response.statusCode >= 400) {
        tally.refused += 1;
        expectShape(ErrorBodySchema, response.json());
      } else {
        tally.stored += 1;
        const problem = keptProblem(field, payload.text, await stored());
        if (problem) {
          tally.altered += 1;
          problems.push(`#${payload.id}: ${problem}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

afterAll(() => {
  recordSecuritySummary('xssApi', { ...tally, fieldNames: TEXT_FIELDS.map((field) => field.name) });
});
