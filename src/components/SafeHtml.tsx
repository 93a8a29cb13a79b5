// Server-supplied HTML (the `*Html` fields) rendered only after DOMPurify has removed scripts,
// event handlers and other active content. Links open outside the page without an opener.
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

let hooked = false;
function purifier() {
  if (!hooked) {
    hooked = true;
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer nofollow ugc');
      }
    });
  }
  return DOMPurify;
}

/** The HTML with active content removed (exported for tests). */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return purifier().sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'] });
}

export function SafeHtml(props: { html: string | null | undefined; className?: string; testId?: string; inline?: boolean }) {
  const clean = useMemo(() => sanitizeHtml(props.html), [props.html]);
  const Tag = props.inline ? 'span' : 'div';
  return <Tag className={props.className} data-testid={props.testId} dangerouslySetInnerHTML={{ __html: clean }} />;
}
