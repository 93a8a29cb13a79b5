// Which spec files share a wdio worker. Each worker is a Node process of its own with a browser
// session of its own: about 3.8 s of a Chromium run and 2.4 s of a WebKit one before its first
// test and after its last (issue 24), 150 s a run with a worker per file. Files in one group run
// one after the other in one worker and one session; each test already starts from a clean
// visitor (shell.startAsNewVisitor or startSignedOut), so nothing but the session is shared.
// A failed group runs again as a whole (specFileRetries), so groups stay a couple of minutes long,
// and a long file runs alone: its retry then costs only itself.

export interface SpecGrouping {
  /** Spec files, by name, that run in a worker of their own. */
  alone: readonly string[];
  /** Files per group for the others. */
  size: number;
}

/** The spec files (paths, in the order to run) as wdio's `specs`: a group is an array of paths. */
export function specGroups(files: readonly string[], { alone, size }: SpecGrouping): string[][] {
  if (!Number.isInteger(size) || size < 1) throw new Error(`specGroups: size must be a whole number from 1, not ${size}`);
  const name = (file: string) => file.slice(file.lastIndexOf('/') + 1);
  const unknown = alone.filter((spec) => !files.some((file) => name(file) === spec));
  if (unknown.length > 0) throw new Error(`specGroups: no spec file named ${unknown.join(', ')}`);
  const groups: string[][] = files.filter((file) => alone.includes(name(file))).map((file) => [file]);
  const rest = files.filter((file) => !alone.includes(name(file)));
  for (let start = 0; start < rest.length; start += size) groups.push(rest.slice(start, start + size));
  return groups;
}
