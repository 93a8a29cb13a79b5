// One seeded database per test run, copied into each test app's data folder (testApp.ts): the
// demo community takes about 0.7 s to seed, and a run makes some seventy test apps. The template
// is made afresh by vitest's global set-up (test/globalSetup.ts), so it is never older than the
// seed's code; outside vitest (a benchmark) there is none and each app seeds its own. Nothing
// else here: every test file's set-up imports this module, and the global set-up reads TEST_NOW
// from it without loading the whole server (testApp.ts does, for buildApp: about 4 s).
import { copyFileSync } from 'node:fs';

/** The standing test clock's start (createTestApp), and so the moment the template is seeded at. */
export const TEST_NOW = Date.parse('2025-06-01T12:00:00.000Z');

let templateFile: string | null = null;

/** The run's seeded template, or null for none (test/setup.ts passes the one the set-up made). */
export function setSeedTemplate(file: string | null): void {
  templateFile = file;
}

/** Copies the run's template to `file` (in a folder that exists); false when there is none. */
export function copySeedTemplate(file: string): boolean {
  if (!templateFile) return false;
  copyFileSync(templateFile, file);
  return true;
}
