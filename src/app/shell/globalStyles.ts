// Global styles and the four themes as CSS custom properties on <html data-theme>.
// boot.js sets data-theme before first paint, so the right colours are there from the first frame.
// Text, secondary text, links and error text are at least 4.5:1 on every background of their
// theme: src/app/shell/themeContrast.test.ts reads the colours below and checks each pair.
import { css } from '@linaria/core';

export const globalStyles = css`
  :global() {
    :root,
    [data-theme='default'] {
      /* The purple-and-orange default, shown while no theme is stored. */
      --bg: #2d1b4e;
      --surface: #3c2566;
      --surface-2: #4a2f7a;
      --text: #fbf7ff;
      --text-muted: #cbbde6;
      --accent: #ff8a1f;
      --accent-text: #1e0f00;
      --header-bg: #24143f;
      --border: rgba(255, 255, 255, 0.14);
      --danger: #ff6b6b;
      --danger-fill: #c62828; /* behind white text (LIVE badge, danger buttons): 5.6:1 */
      --ok: #3fcf8e;
      --ok-text: #04120b;
      --shadow: 0 6px 24px rgba(0, 0, 0, 0.35);
      color-scheme: dark;
    }
    [data-theme='light'] {
      --bg: #f2f2f3;
      --surface: #ffffff;
      --surface-2: #e7e7ea;
      --text: #1c1c1e;
      --text-muted: #5f5f66;
      --accent: #7b3fc4;
      --accent-text: #ffffff;
      --header-bg: #ffffff;
      --border: rgba(0, 0, 0, 0.12);
      --danger: #c62828;
      --danger-fill: #c62828; /* behind white text (LIVE badge, danger buttons): 5.6:1 */
      --ok: #157a4c;
      --ok-text: #ffffff; /* on --ok: 5.4:1 */
      --shadow: 0 6px 24px rgba(0, 0, 0, 0.12);
      color-scheme: light;
    }
    [data-theme='gray'] {
      /* A mid gray: only pale tints stand out from it, and the raised surface stays dark enough for them. */
      --bg: #4d5052;
      --surface: #5a5d60;
      --surface-2: #606366;
      --text: #f4f4f5;
      --text-muted: #e0e1e3; /* 4.5:1 on --surface-2 */
      --accent: #ffdcbc; /* 4.7:1 on --surface-2, for links on cards and chips */
      --accent-text: #1f1200;
      --header-bg: #3f4244;
      --border: rgba(255, 255, 255, 0.16);
      --danger: #ffc9c5; /* 4.5:1 on --surface */
      --danger-fill: #c62828; /* behind white text (LIVE badge, danger buttons): 5.6:1 */
      --ok: #69f0ae;
      --ok-text: #04120b;
      --shadow: 0 6px 24px rgba(0, 0, 0, 0.3);
      color-scheme: dark;
    }
    [data-theme='dark'] {
      --bg: #161616;
      --surface: #222224;
      --surface-2: #2e2e31;
      --text: #ececee;
      --text-muted: #a3a3aa;
      --accent: #b388ff;
      --accent-text: #140a26;
      --header-bg: #0f0f10;
      --border: rgba(255, 255, 255, 0.12);
      --danger: #ff6b6b;
      --danger-fill: #c62828; /* behind white text (LIVE badge, danger buttons): 5.6:1 */
      --ok: #3fcf8e;
      --ok-text: #04120b;
      --shadow: 0 6px 24px rgba(0, 0, 0, 0.5);
      color-scheme: dark;
    }
    /* The reader asked for more contrast (their system's setting): the edges of fields, cards and
       bars (1.3:1 in the light theme) and the muted text take the text's colour. After the
       themes, which it overrides in each. */
    @media (prefers-contrast: more) {
      :root,
      [data-theme] {
        --border: var(--text);
        --text-muted: var(--text);
      }
    }
    :root {
      --header-height: 52px;
      --radius: 10px;
      --font: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
    }
    *,
    *::before,
    *::after {
      box-sizing: border-box;
    }
    /* The browser's own grey (about 1.4:1 on the gray theme's fields) in every theme otherwise;
       each theme's muted text reads at 4.5:1 or more on its fields. */
    ::placeholder {
      color: var(--text-muted);
      opacity: 1;
    }
    html,
    body {
      margin: 0;
      background: var(--bg);
      color: var(--text);
      font-family: var(--font);
      /* The reader's text size (the browser's setting; 16 px unless they chose another): sizes
         in rem follow it, and text that inherits (cards, buttons, the page's own) too. */
      font-size: 100%;
      line-height: 1.45;
      -webkit-text-size-adjust: 100%;
      -webkit-tap-highlight-color: transparent;
    }
    a {
      color: var(--accent);
    }
    button,
    input,
    textarea,
    select {
      font: inherit;
      color: inherit;
    }
    :focus-visible {
      outline: 2px solid var(--accent);
      outline-offset: 2px;
    }
    /* Windows' high contrast (forced colours) drops the backgrounds and shadows that mark the
       chosen tab, option or tool everywhere here (each says so with aria-selected or
       aria-pressed): an outline in the system's highlight colour marks it instead, where focus
       does not draw its own. */
    @media (forced-colors: active) {
      [aria-selected='true']:not(:focus-visible),
      [aria-pressed='true']:not(:focus-visible) {
        outline: 2px solid Highlight;
        outline-offset: -2px;
      }
    }
    /* Text cut after its second line: an activity's words, a challenge's description. */
    .two-lines {
      overflow: hidden;
      display: -webkit-box;
      -webkit-line-clamp: 2;
      -webkit-box-orient: vertical;
      overflow-wrap: anywhere;
    }
    /* Text for screen readers only (a live region's words, a heading a list needs), not shown. */
    .sr-only {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
    @media (prefers-reduced-motion: reduce) {
      * {
        transition-duration: 0ms !important;
        animation-duration: 0ms !important;
      }
    }
  }
`;
