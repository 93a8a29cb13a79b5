// Text a user wrote (a chat message, a private message's post) with its web addresses as links
// (src/lib/textLinks.ts): only http and https addresses, opened outside the page, without an
// opener or a referrer and marked as user content. Everything else is React text, never markup.
import { Fragment, useMemo } from 'react';
import { textLinkParts, USER_LINK_REL } from '../lib/textLinks';

export function LinkedText({ text }: { text: string }) {
  const parts = useMemo(() => textLinkParts(text), [text]);
  return parts.map((part, index) =>
    part.kind === 'link' ? (
      <a key={index} href={part.href} target="_blank" rel={USER_LINK_REL} data-testid="user-link">
        {part.text}
      </a>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
}
