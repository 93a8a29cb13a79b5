import type { Plugin } from 'esbuild';
export const SCHEMA_FILES: RegExp;
export function markPureCalls(source: string): string;
export const pureSchemas: Plugin;
