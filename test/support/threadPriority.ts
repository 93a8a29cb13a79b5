// The nice values that test/setup.ts sets, read back by the worker priority tests.
import { readFileSync } from 'node:fs';

/** The nice value of the process's main thread, from /proc (field 19 of its stat line). */
export function mainThreadNiceness(): number {
  const stat = readFileSync(`/proc/${process.pid}/stat`, 'utf8');
  const fieldsAfterName = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fieldsAfterName[19 - 3]);
}
