// The published JSON Schemas cannot drift from the valibot schemas: the committed files must
// equal what generate.ts makes, and a JSON Schema validator must accept and reject exactly the
// messages valibot accepts and rejects (a corpus of valid messages and thousands of mutations).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, HOST_EVENTS, PAGE_EVENTS, REQUESTS } from '../protocol';
import { HOST_EVENT_SCHEMAS, PageMessageSchema, hostResponseSchema } from '../schemas';
import { clone, createFuzzer, sampleHostMessages, samplePageMessages } from '../testing/mutations';
import { schemaFiles, schemaText } from './catalogue';
import { SCHEMA_DIR, committedSchemaPaths } from './generate';

const files = schemaFiles();

describe('bridge/schema', () => {
  it('the committed files are exactly the generated ones (run: npx tsx bridge/schema/generate.ts)', () => {
    expect(committedSchemaPaths()).toEqual(files.map((f) => f.path).sort());
    for (const { path, json } of files) {
      expect(readFileSync(join(SCHEMA_DIR, path), 'utf8'), path).toBe(schemaText(json));
    }
  });

  it('JSON Schema and valibot agree on every message of the corpus', () => {
    const ajv = new Ajv2020({ strict: true, allErrors: false });
    const hostUnion = v.union([...Object.values(HOST_EVENT_SCHEMAS), ...Object.values(REQUESTS).map(hostResponseSchema)]);
    const pairs = files.map(({ path, json, source }) => ({
      path,
      json: ajv.compile(json),
      valibot: (source ?? (path === 'page-to-host.json' ? PageMessageSchema : hostUnion)) as v.GenericSchema,
    }));
    const load = 'load0123456789ab';
    const valid = [...sampleHostMessages(load, `${load}.7`), ...samplePageMessages(load)];
    const { pick, breakers } = createFuzzer(7);
    const corpus: unknown[] = [...valid];
    for (let i = 0; i < 3_000; i++) {
      const mutated = pick(breakers)(clone(pick(valid)));
      if (typeof mutated !== 'string') corpus.push(mutated);
      else {
        try {
          corpus.push(JSON.parse(mutated)); // JSON Schema only sees parsed JSON
        } catch {
          /* not JSON: neither side would see it */
        }
      }
    }
    let accepted = 0;
    for (const message of corpus) {
      for (const pair of pairs) {
        const byJson = pair.json(message);
        const byValibot = v.is(pair.valibot, message);
        if (byJson !== byValibot) {
          throw new Error(`${pair.path}: JSON Schema says ${byJson}, valibot ${byValibot} for ${JSON.stringify(message).slice(0, 400)}`);
        }
        if (byJson) accepted++;
      }
    }
    // Each valid sample matches its own file and its direction's union file at least.
    expect(accepted).toBeGreaterThanOrEqual(valid.length * 2);
  });

  it('PROTOCOL.md names every message and error code', () => {
    const protocol = readFileSync(join(SCHEMA_DIR, '..', 'PROTOCOL.md'), 'utf8');
    const names = [...Object.values(REQUESTS), ...Object.values(PAGE_EVENTS), ...Object.values(HOST_EVENTS), ...Object.keys(ERROR_CODES)];
    for (const name of names) expect(protocol, name).toContain(`\`${name}\``);
  });
});

