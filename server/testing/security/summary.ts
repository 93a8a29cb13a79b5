// The security suite's numbers, so a run can be quoted: each part (the XSS corpus through the
// API, the role matrix, bad input, the browser check) writes its own file under
// bench-results/security/, and every write rebuilds bench-results/security-summary.json from
// all the parts present, with a headline of the numbers to quote (payloads x fields,
// executions, routes x roles, escalations, bad inputs, 500s), and logs it. Parts run in
// parallel processes; each owns one file, so none overwrites another's numbers. Each part
// carries the time it ran: a part from an earlier run stays until it runs again.
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const RESULTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'bench-results');
const PARTS_DIR = path.join(RESULTS_DIR, 'security');
export const SUMMARY_FILE = path.join(RESULTS_DIR, 'security-summary.json');

export type SummaryPart = Record<string, number | string | readonly string[]>;

function writeAtomically(file: string, text: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

const num = (part: SummaryPart | undefined, key: string): number => (typeof part?.[key] === 'number' ? (part[key] as number) : 0);

/** The numbers to quote, from the parts present (a part not run yet counts 0). */
function headline(parts: Record<string, SummaryPart>): SummaryPart {
  const browsers = Object.keys(parts).filter((name) => name.startsWith('browser-'));
  return {
    payloadsTimesFields: num(parts.xssApi, 'posts'),
    browserPayloadRenders: browsers.reduce((sum, name) => sum + num(parts[name], 'payloadRenders'), 0),
    browsers: browsers.map((name) => name.slice('browser-'.length)),
    executions: browsers.reduce((sum, name) => sum + num(parts[name], 'executions'), 0) + num(parts.sanitizer, 'executions'),
    injectedElements: browsers.reduce((sum, name) => sum + num(parts[name], 'injected'), 0) + num(parts.sanitizer, 'activeLeft'),
    routesTimesRoles: num(parts.roleMatrix, 'cells'),
    escalations: num(parts.roleMatrix, 'escalations'),
    badInputs: num(parts.badInput, 'badInputs') + num(parts.traversal, 'requests') + num(parts.uploads, 'refused'),
    serverErrors: num(parts.badInput, 'serverErrors') + num(parts.xssApi, 'serverErrors'),
  };
}

/** Records one part's numbers and returns the combined summary (also written and logged). */
export function recordSecuritySummary(part: string, numbers: SummaryPart): Record<string, SummaryPart> {
  mkdirSync(PARTS_DIR, { recursive: true });
  writeAtomically(path.join(PARTS_DIR, `${part}.json`), `${JSON.stringify({ ...numbers, at: new Date().toISOString() }, null, 2)}\n`);
  const combined: Record<string, SummaryPart> = {};
  for (const file of readdirSync(PARTS_DIR).filter((name) => name.endsWith('.json')).sort()) {
    combined[file.slice(0, -'.json'.length)] = JSON.parse(readFileSync(path.join(PARTS_DIR, file), 'utf8')) as SummaryPart;
  }
  const summary = { headline: headline(combined), ...combined };
  writeAtomically(SUMMARY_FILE, `${JSON.stringify(summary, null, 2)}\n`);
  console.log(`[security] ${part}: ${JSON.stringify(numbers)}\n[security] ${JSON.stringify(summary.headline)} (${path.relative(process.cwd(), SUMMARY_FILE)})`);
  return summary;
}
