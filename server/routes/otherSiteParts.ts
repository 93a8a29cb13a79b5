// The site's other parts (src/lib/otherSiteParts.ts: the forum, classes, the legacy page of the
// old site) are not this client's, and the client sends them to the server as real navigations.
// This reference server has none of them, so it answers each with a stand-in page that says so
// and links home, instead of the app's not-found page.
import type { DomainApp, DomainOptions } from '../context';
import { OTHER_SITE_PARTS, prefixOf, type OtherSitePart } from '../../src/lib/otherSiteParts';
import { PRODUCT_NAME } from '../../src/lib/product';
import { escapeHtml, serverPage } from '../http/serverPage';

export const standInText = (part: OtherSitePart) =>
  `${part.name} is a part of ${PRODUCT_NAME} served apart from this web client, and this server does not have it.`;

export function renderStandIn(part: OtherSitePart): string {
  return serverPage(`${part.name} (${PRODUCT_NAME})`, `<p>${escapeHtml(standInText(part))}</p>\n<p><a href="/">Home</a></p>\n`);
}

export async function otherSitePartRoutes(app: DomainApp, _options: DomainOptions): Promise<void> {
  for (const part of Object.values(OTHER_SITE_PARTS)) {
    const base = prefixOf(part);
    // `/old/*` takes `/old/` too.
    for (const url of [base, `${base}/*`]) {
      app.get(url, async (_request, reply) =>
        reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(renderStandIn(part)),
      );
    }
  }
}
