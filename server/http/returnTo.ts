// Where a page sends the browser back to after a form (a sign-in's returnTo): only a path on this site.

/** A relative path on this site: one leading '/', no scheme, host, backslash or control characters; else '/'. */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this check refuses
  if (/[\u0000-\u001f\u007f\s]/.test(value)) return '/';
  return value;
}
