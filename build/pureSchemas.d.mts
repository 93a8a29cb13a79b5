import type { Plugin } from 'esbuild';
export const SCHEMA_FILES: RegExp;
export const ACTIONS: ReadonlySet<string>;
export function schemaHelpers(source: string): Set<string>;
export function markPureCalls(source: string): string;
export const pureSchemas: Plugin;
