// Server-supplied HTML (the `*Html` fields) rendered only after DOMPurify has removed scripts,
// event handlers and other active content (src/lib/safeHtml.ts, which screens' loaders await).
import { useEffect, useMemo, useState } from 'react';
import { prepareSafeHtml, sanitizeHtml } from '../lib/safeHtml';

export function SafeHtml(props: { html: string | null | undefined; className?: string; testId?: string; inline?: boolean }) {
  const [loaded, setLoaded] = useState(false);
  // Sanitised again once the sanitiser has loaded (`loaded`), which sanitizeHtml reads itself.
  const clean = useMemo(() => sanitizeHtml(props.html), [props.html, loaded]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    // A caller that did not prepare: show the HTML once the sanitizer is in, never unsanitized.
    if (clean === null) void prepareSafeHtml(props.html).then(() => setLoaded(true));
  }, [clean, props.html]);
  const Tag = props.inline ? 'span' : 'div';
  return <Tag className={props.className} data-testid={props.testId} dangerouslySetInnerHTML={{ __html: clean ?? '' }} />;
}
