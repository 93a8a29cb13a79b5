// The shell of the few pages the server renders itself (the development sign-in, the stand-ins of
// the site's other parts, the simulated payment provider): HTML escaping and one document layout.
// It is here, not beside the sign-in page, because the stand-ins are served whatever DEV_TOOLS
// says and must not depend on the development surface (server/dev/).
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/**
 * The stylesheet these pages link. It is the sign-in page's (dev/devLoginPage.ts), served by
 * dev/devLogin.ts at every DEV_TOOLS setting, so the stand-ins have it with the surface off.
 */
export const SERVER_PAGE_CSS_PATH = '/auth/login.css';

/** The site's icon (the build copies it to the root, as index.html links it): without a link, browsers ask for /favicon.ico, which does not exist. */
const SITE_ICON_LINK = '<link rel="icon" href="/favicon.svg" type="image/svg+xml">';

/** The one shell of the pages the server renders (sign-in, stand-ins, the payment provider), with its title as the heading: `main` is what follows it. */
export function serverPage(title: string, main: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${SERVER_PAGE_CSS_PATH}">
${SITE_ICON_LINK}
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${main}</main>
</body>
</html>
`;
}
