// The security suite's numbers, so a run can be quoted: each part (the XSS corpus through the
// API, the role matrix, bad input, the browser check) writes its own file under
// bench-results/security/, and every write rebuilds bench-results/security-summary.json from
// all the parts present and logs it. Parts run in parallel processes; each owns one file, so
// none overwrites another's numbers.
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const RESULTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'bench-results');
const PARTS_DIR = path.join(RESULTS_DIR, 'security');
export const SUMMARY_FILE = path.join(RESULTS_DIR, 'security-summary.json');

export type SummaryPart = Record<string, number | string | readonly string[]>;

function writeAtomically(file: string, text: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

/** Records one part's numbers and returns the combined summary (also written and logged). */
export function recordSecuritySummary(part: string, numbers: SummaryPart): Record<string, SummaryPart> {
  mkdirSync(PARTS_DIR, { recursive: true });
  writeAtomically(path.join(PARTS_DIR, `${part}.json`), `${JSON.stringify({ ...numbers, at: new Date().toISOString() }, null, 2)}\n`);
  const combined: Record<string, SummaryPart> = {};
  for (const file of readdirSync(PARTS_DIR).filter((name) => name.endsWith('.json')).sort()) {
    combined[file.slice(0, -'.json'.length)] = JSON.parse(readFileSync(path.join(PARTS_DIR, file), 'utf8')) as SummaryPart;
  }
  writeAtomically(SUMMARY_FILE, `${JSON.stringify(combined, null, 2)}\n`);
  console.log(`[security] ${part}: ${JSON.stringify(numbers)}\n[security] summary in ${path.relative(process.cwd(), SUMMARY_FILE)}`);
  return combined;
}
