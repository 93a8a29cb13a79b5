// Server-supplied HTML (the `*Html` fields) rendered only after DOMPurify has removed scripts,
// event handlers and other active content. Links open outside the page without an opener.
// DOMPurify (12 KB gzip) is a chunk of its own, fetched only for HTML that has markup: text
// without a `<` cannot make an element, so it is shown as it is. A screen's loader awaits
// prepareSafeHtml(html), so the page shows complete.
import { useEffect, useMemo, useState } from 'react';
import { withChunkStyles } from '../lib/chunkStyles';

type Purifier = typeof import('dompurify').default;
let purifier: Purifier | null = null;
let loading: Promise<void> | null = null;

const hasMarkup = (html: string | null | undefined): html is string => !!html && html.includes('<');

function loadPurifier(): Promise<void> {
  loading ??= withChunkStyles(import('dompurify')).then(({ default: DOMPurify }) => {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer nofollow ugc');
      }
    });
    purifier = DOMPurify;
  });
  return loading;
}

/** Loads the sanitizer when `html` needs it; resolves at once when it does not. */
export function prepareSafeHtml(html: string | null | undefined): Promise<void> {
  return hasMarkup(html) && !purifier ? loadPurifier() : Promise.resolve();
}

/** The HTML with active content removed, or null while the sanitizer it needs is not loaded. */
export function sanitizeHtml(html: string | null | undefined): string | null {
  if (!html) return '';
  if (!hasMarkup(html)) return html;
  if (!purifier) return null;
  return purifier.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'], FORBID_ATTR: ['style'] });
}

export function SafeHtml(props: { html: string | null | undefined; className?: string; testId?: string; inline?: boolean }) {
  const [, setLoaded] = useState(false);
  const clean = useMemo(() => sanitizeHtml(props.html), [props.html, purifier]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    // A caller that did not prepare: show the HTML once the sanitizer is in, never unsanitized.
    if (clean === null) void prepareSafeHtml(props.html).then(() => setLoaded(true));
  }, [clean, props.html]);
  const Tag = props.inline ? 'span' : 'div';
  return <Tag className={props.className} data-testid={props.testId} dangerouslySetInnerHTML={{ __html: clean ?? '' }} />;
}
