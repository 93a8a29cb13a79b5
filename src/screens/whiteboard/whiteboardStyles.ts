// Layout of the whiteboard: the board (700x525, scaled down on a phone) with its toolbar and
// progress bar, and the chat panel beside it on a wide screen or below it on a narrow one.
import { styled } from '@linaria/react';
import { PageFrame } from '../../components/PageFrame';

export const Page = styled(PageFrame)`
  max-width: 1080px;
  .muted {
    color: var(--text-muted);
  }
  .preview {
    display: block;
    width: 100%;
    max-width: 700px;
    height: auto;
    aspect-ratio: 700 / 525;
    border-radius: var(--radius);
    border: 1px solid var(--border);
    background: #fff;
  }
`;

export const Room = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 12px;
  @media (min-width: 1024px) {
    &[data-chat='true'] {
      grid-template-columns: minmax(0, 700px) minmax(280px, 1fr);
      align-items: start;
    }
  }
`;

export const BoardColumn = styled.div`
  display: grid;
  gap: 8px;
  min-width: 0;
  /* The connection line goes under the shift bar (its space kept), so the board's top lines up
     with the chat's beside it; a Try again after it stays after it. */
  .status {
    order: 1;
    min-height: 1.4em;
    margin: 0;
    color: var(--text-muted);
    font-weight: 600;
  }
  .status ~ p {
    order: 2;
  }
  .status[data-kind='failed'] {
    color: var(--danger);
  }
  .progress {
    display: grid;
    grid-template-columns: auto 1fr;
    align-items: center;
    gap: 8px;
    font-size: 0.85rem;
    color: var(--text-muted);
  }
  progress {
    width: 100%;
    height: 10px;
    accent-color: var(--accent);
  }
`;

export const Surface = styled.div`
  position: relative;
  width: 100%;
  max-width: 700px;
  aspect-ratio: 700 / 525;
  border: 1px solid var(--border);
  border-radius: 6px;
  overflow: hidden;
  background: #fff;
  canvas {
    display: block;
    width: 100%;
    height: 100%;
    touch-action: none;
    cursor: crosshair;
  }
  &[data-eyedropper='true'] canvas {
    cursor: copy;
  }
  canvas:focus-visible {
    outline: 3px solid var(--accent);
    outline-offset: -3px;
  }
  .cursor {
    position: absolute;
    width: 24px;
    height: 24px;
    margin: -12px 0 0 -12px;
    border-radius: 50%;
    border: 2px solid #fff;
    box-shadow: 0 0 0 1px rgba(0, 0, 0, 0.4);
    pointer-events: none;
    transition: left 0.25s linear, top 0.25s linear;
  }
`;

/* Every group's small label sits above its controls (Brush over Pen and Pixel, Size over its
   slider), and the toolbar lines the groups up at the bottom, so all the 44 px controls share one
   row: their centres aligned, the unlabelled Colour, Eyedropper and Menu too. */
export const Toolbar = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 10px 12px;
  [role='group'] {
    display: flex;
    gap: 8px;
    align-items: flex-end;
  }
  [role='group'].brush {
    display: grid;
    grid-template-columns: repeat(2, auto);
    gap: 2px 6px;
  }
  .group-label,
  label.slider > span {
    font-size: 0.85rem;
    line-height: 1.25rem;
    color: var(--text-muted);
  }
  .group-label {
    grid-column: 1 / -1;
  }
  label.slider {
    display: grid;
    gap: 2px;
    font-variant-numeric: tabular-nums;
  }
  /* The chosen brush (and the eyedropper when on) filled with the accent, as the site's other
     toggles (Segments in src/components/ViewToggle.tsx); the focus ring stays for the keyboard. */
  button[data-toggled='true'] {
    background: var(--accent);
    color: var(--accent-text);
    border-color: transparent;
    outline: none;
  }
  button[data-toggled='true']:focus-visible {
    outline: 2px solid var(--accent);
    outline-offset: 2px;
  }
  input[type='range'] {
    width: 140px;
    height: 44px;
    margin: 0;
    accent-color: var(--accent);
  }
  input:focus-visible {
    outline: 3px solid var(--accent);
    outline-offset: 2px;
  }
  .menu {
    position: relative;
  }
  /* Under its button, from the button's start; from its end where that would leave the window (useMenuButton). */
  .menu ul {
    position: absolute;
    left: 0;
    z-index: 20;
    min-width: 200px;
    margin: 4px 0 0;
    padding: 6px;
    list-style: none;
    background: var(--surface);
    border: 1px solid var(--border);
    border-radius: 10px;
    box-shadow: var(--shadow);
  }
  .menu ul[data-align='end'] {
    left: auto;
    right: 0;
  }
  .menu li > * {
    display: block;
    width: 100%;
    box-sizing: border-box;
    min-height: 44px;
    padding: 10px 12px;
    border: 0;
    border-radius: 6px;
    background: transparent;
    color: var(--text);
    font: inherit;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }
  .menu li > *:hover,
  .menu li > *:focus-visible {
    background: var(--surface-2);
    outline: 2px solid var(--accent);
  }
`;

export const ChatColumn = styled.section`
  min-width: 0;
  border: 1px solid var(--border);
  border-radius: var(--radius);
  background: var(--surface);
  padding: 12px;
  h2 {
    margin: 0 0 8px;
    font-size: 1rem;
  }
`;

export const HistoryStrip = styled.div`
  display: flex;
  overflow-x: auto;
  gap: 0;
  padding-bottom: 8px;
  img {
    flex: none;
    height: 262px;
    width: auto;
    background: #fff;
  }
  .current {
    outline: 2px solid var(--accent);
  }
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 10px;
  margin-top: 16px;
`;
