// The page's own cookies (document.cookie): the CSRF token the API's writes carry (api/client.ts)
// and the message of the day the user dismissed (lib/motd.ts), which the server reads as well.
// Where there is no document (the server's render) there are none.

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** A cookie for the whole site, kept for `maxAgeSeconds`; Secure on https. */
export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  if (typeof document === 'undefined') return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}
