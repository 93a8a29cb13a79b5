// Server-supplied HTML (the `*Html` fields) rendered only after DOMPurify has removed scripts,
// event handlers and other active content (src/lib/safeHtml.ts, which screens' loaders await).
import { useContext, useEffect, useMemo, useState } from 'react';
import { RenderedChunks } from '../lib/lazyChunk';
import { needsSanitiser, prepareSafeHtml, SANITISER_CHUNK, sanitizeHtml } from '../lib/safeHtml';

export function SafeHtml(props: { html: string | null | undefined; className?: string; testId?: string; inline?: boolean }) {
  const [loaded, setLoaded] = useState(false);
  // On a page the server renders: its sanitiser's file comes with the page's scripts, and the app
  // has it before it hydrates (the page's loader would otherwise fetch it after the entry has run).
  const rendered = useContext(RenderedChunks);
  if (needsSanitiser(props.html)) rendered?.add(SANITISER_CHUNK);
  // Sanitised again once the sanitiser has loaded (`loaded`), which sanitizeHtml reads itself.
  const clean = useMemo(() => sanitizeHtml(props.html), [props.html, loaded]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    // A caller that did not prepare: show the HTML once the sanitizer is in, never unsanitized.
    if (clean === null) void prepareSafeHtml(props.html).then(() => setLoaded(true));
  }, [clean, props.html]);
  const Tag = props.inline ? 'span' : 'div';
  // What users wrote (descriptions, titles): laid out in its own direction, right to left for Arabic or Hebrew.
  return <Tag className={props.className} dir="auto" data-testid={props.testId} dangerouslySetInnerHTML={{ __html: clean ?? '' }} />;
}
