// @vitest-environment node
// Path traversal on the image and asset routes: encoded, double-encoded, backslashed and
// null-byte forms of ../ aimed at the data directory beside the built client (the token
// secret, the database, the uploads) and at the files above it. No answer serves one of those
// files: an error is a 4xx in the error shape, and the only 200 is the app's own page.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../../app';
import { FAKE_INDEX_FOR_VISITOR } from '../testApp';
import { useTestApp } from '../useTestApp';
import { expectShape } from '../expectShape';
import { ErrorBodySchema } from '../../../src/api/schemas/common';
import { recordSecuritySummary } from './summary';

const t = useTestApp();
let secret = '';
beforeAll(() => {
  secret = readFileSync(path.join(t.dataDir, 'secret.key')).toString('latin1');
});

/** The data directory, seen from the built client: ../data (the test app puts them side by side). */
const TARGETS = [`data/secret.key`, `data/${DATABASE_FILE}`, 'data/img-cache/sketch/1/200.jpg', '../../../../../../etc/passwd'];
const UP = ['../', '..%2f', '..%2F', '%2e%2e/', '%2e%2e%2f', '..%5c', '..\\', '%252e%252e%252f', '....//', '..;/', '.%2e/', '%c0%ae%c0%ae/'];
const PREFIXES = ['/', '/assets/', '/native-stub/', '/img/sketch/1/', '/img/avatar/', '/img/brush/1/', '/img/cover/1/', '/img/shared/', '/auth/', '/boot.js/'];

// Four levels up is past the root of the client from any of the prefixes.
const attempts = PREFIXES.flatMap((prefix) => UP.flatMap((up) => TARGETS.map((target) => `${prefix}${up.repeat(4)}${target}`)));
attempts.push('/%00../data/secret.key', '/assets/%00/../../data/secret.key', '//etc/passwd', '/%2Fetc%2Fpasswd', '/assets//etc/passwd', `/${path.join(process.cwd(), 'package.json')}`);

const tally = { paths: attempts.length, requests: 0, served: 0, refused: 0, appPage: 0 };

describe('path traversal', () => {
  it.each(['application/json', '*/*', 'image/*'])('serves none of the files outside the client (Accept: %s)', async (accept) => {
    const leaks: string[] = [];
    for (const url of attempts) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept } });
      tally.requests += 1;
      const body = response.rawPayload.toString('latin1');
      if (body.includes(secret) || body.startsWith('SQLite format 3') || /root:.*:0:0:/.test(body) || body.includes('"name": "sketchery"') || body.startsWith('\xff\xd8\xff')) {
        leaks.push(`${url} -> ${response.statusCode}`);
        tally.served += 1;
      }
      if (response.statusCode >= 400) {
        tally.refused += 1;
        expect(response.statusCode, url).toBeLessThan(500);
        expectShape(ErrorBodySchema, response.json());
      } else {
        // The only success is the app itself, for a path that looks like one of its pages.
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).toBe(FAKE_INDEX_FOR_VISITOR);
        tally.appPage += 1;
      }
    }
    expect(leaks).toEqual([]);
  });
});

afterAll(() => {
  recordSecuritySummary('traversal', tally);
});
