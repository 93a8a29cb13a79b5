// The published JSON Schemas, computed from the valibot schemas: one file per message and
// direction, and one file per direction that takes any message of it. generate.ts writes them;
// schema.test.ts fails when the committed files differ.
import { PAGE_EVENT_SCHEMAS, PAGE_REQUEST_SCHEMAS, HOST_EVENT_SCHEMAS, hostResponseSchema } from '../schemas';
import { PROTOCOL_VERSION, REQUESTS } from '../protocol';
import { toJsonSchema, type JsonSchema } from './toJsonSchema';

const DIALECT = 'https://json-schema.org/draft/2020-12/schema';

export interface SchemaFile {
  /** Path under bridge/schema/. */
  path: string;
  /** The valibot schema it was made from (for the cross-check test). */
  source: unknown;
  json: JsonSchema;
}

function file(path: string, title: string, source: unknown): SchemaFile {
  return { path, source, json: { $schema: DIALECT, title: `${title} (protocol v${PROTOCOL_VERSION})`, ...toJsonSchema(source) } };
}

export function schemaFiles(): SchemaFile[] {
  const pageToHost = [
    ...Object.entries(PAGE_REQUEST_SCHEMAS).map(([name, s]) => file(`page-to-host/request.${name}.json`, `page -> host: request ${name}`, s)),
    ...Object.entries(PAGE_EVENT_SCHEMAS).map(([name, s]) => file(`page-to-host/event.${name}.json`, `page -> host: event ${name}`, s)),
  ];
  const hostToPage = [
    ...Object.values(REQUESTS).map((name) =>
      file(`host-to-page/response.${name}.json`, `host -> page: response to ${name}`, hostResponseSchema(name)),
    ),
    ...Object.entries(HOST_EVENT_SCHEMAS).map(([name, s]) => file(`host-to-page/event.${name}.json`, `host -> page: event ${name}`, s)),
  ];
  // anyOf, not oneOf: answers to different requests can look alike (e.g. { ok: true, data: {} }).
  const union = (path: string, title: string, files: SchemaFile[]): SchemaFile => ({
    path,
    source: null,
    json: { $schema: DIALECT, title: `${title} (protocol v${PROTOCOL_VERSION})`, anyOf: files.map(({ json: { $schema, ...rest } }) => rest) },
  });
  return [
    ...pageToHost,
    ...hostToPage,
    union('page-to-host.json', 'any message from the page to the host', pageToHost),
    union('host-to-page.json', 'any message from the host to the page', hostToPage),
  ];
}

export const schemaText = (json: JsonSchema) => `${JSON.stringify(json, null, 2)}\n`;
