// What the two sketch cards (tile and feed card) draw alike: the count icons, drawn as CSS masks
// in the text colour (no emoji font needed, no bytes in the JavaScript), and the badges on the
// image's top edge (place, featured, video, unlisted).
import { css } from '@linaria/core';

const ICON_THUMB = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M2 21h4V9H2v12zm20-11a2 2 0 0 0-2-2h-6.3l1-4.6v-.3c0-.4-.2-.8-.4-1.1L13.2 1 6.6 7.6c-.4.3-.6.8-.6 1.4v10a2 2 0 0 0 2 2h9c.8 0 1.5-.5 1.8-1.2l3-7.1c.1-.2.2-.5.2-.7v-2z'/%3E%3C/svg%3E")`;
const ICON_BUBBLE = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M20 2H4a2 2 0 0 0-2 2v18l4-4h14a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2z'/%3E%3C/svg%3E")`;
const ICON_LOCK = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M18 8h-1V6A5 5 0 0 0 7 6v2H6a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V10a2 2 0 0 0-2-2zM9 6a3 3 0 0 1 6 0v2H9V6z'/%3E%3C/svg%3E")`;
const ICON_SHARE = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M18 16a3 3 0 0 0-2.1.8L8.9 12.7a3 3 0 0 0 0-1.4l7-4A3 3 0 1 0 15 5c0 .2 0 .5.1.7l-7 4a3 3 0 1 0 0 4.6l7.1 4.1-.1.6a3 3 0 1 0 3-3z'/%3E%3C/svg%3E")`;

/**
 * Inside this class, `icon rules`, `icon comments`, `icon share` or `icon lock` draws the icon, and
 * `.badges` (CardBadges) sits on the top edge of the nearest positioned box.
 */
export const cardParts = css`
  .badges {
    position: absolute;
    top: 6px;
    left: 6px;
    right: 6px;
    display: flex;
    gap: 4px;
    justify-content: flex-end;
    color: #fff;
    font-size: 0.75rem;
    font-weight: 700;
  }
  .badges span {
    min-width: 24px;
    height: 24px;
    padding: 0 6px;
    display: grid;
    place-items: center;
    border-radius: 12px;
    background: rgba(0, 0, 0, 0.6);
  }
  .badges .place {
    margin-right: auto;
    background: var(--accent);
    color: var(--accent-text);
  }
  .icon::before {
    content: '';
    display: inline-block;
    width: 1em;
    height: 1em;
    margin-right: 3px;
    vertical-align: -0.15em;
    background: currentColor;
    mask: var(--icon) center / contain no-repeat;
    -webkit-mask: var(--icon) center / contain no-repeat;
  }
  .icon.rules {
    --icon: ${ICON_THUMB};
  }
  .icon.comments {
    --icon: ${ICON_BUBBLE};
  }
  .icon.share {
    --icon: ${ICON_SHARE};
  }
  .icon.lock::before {
    --icon: ${ICON_LOCK};
    margin: 0;
  }
`;
