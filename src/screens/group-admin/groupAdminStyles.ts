// The looks of the group admin screen: the page frame, the rows of its lists and the suggest form.
import { styled } from '@linaria/react';
import { PageFrame } from '../../components/PageFrame';

/** Up to this width (px) rows put their buttons under the text. */
export const NARROW_MAX = 639;

export const AdminPage = styled(PageFrame)`
  max-width: 960px;
  h2 {
    margin: 0 0 12px;
    font-size: 1.1rem;
  }
  .toolbar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    margin: 0 0 12px;
  }
  .muted {
    color: var(--text-muted);
  }
`;

/** A row of a list: a picture, lines of text, and what may be done on the right. */
export const Row = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: 12px;
  box-sizing: border-box;
  height: 100%;
  padding: 8px 10px;
  border-radius: var(--radius);
  border: 1px solid var(--border);
  background: var(--surface);
  color: var(--text);
  img {
    display: block;
    border-radius: 8px;
    object-fit: cover;
    background: var(--surface-2);
  }
  .lines {
    display: grid;
    gap: 2px;
    min-width: 0;
    overflow-wrap: anywhere; /* a long nickname breaks rather than run under the actions */
  }
  .title {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-weight: 600;
  }
  /* "{sketch} in {group}" on one line: the sketch's title gives way first, so the group, which
     the admin acts on, stays readable on a phone. */
  .sketch-in-group {
    display: flex;
    min-width: 0;
    white-space: nowrap;
    font-weight: 600;
  }
  .sketch-in-group > * {
    overflow: hidden;
    text-overflow: ellipsis;
    min-width: 0;
  }
  /* Both names give way alike, neither below half the line while the other needs it: a phone
     showed the group and cut the sketch's title to a letter or two. */
  .sketch-in-group > .group {
    flex: 0 1 auto;
    max-width: 50%;
  }
  .sketch-in-group > .sketch {
    flex: 0 1 auto;
  }
  .sketch-in-group > .joint {
    flex: none;
    white-space: pre;
  }
  /* "{group} · {when}" on one line: the group's name gives way, the time stays whole (a row's
     height is fixed in a windowed list). */
  .group-when {
    display: flex;
    min-width: 0;
    white-space: nowrap;
  }
  .group-when > a {
    overflow: hidden;
    text-overflow: ellipsis;
    min-width: 0;
  }
  .group-when > .when {
    flex: none;
    white-space: pre;
  }
  .small {
    color: var(--text-muted);
    font-size: 0.85rem;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: 6px;
  }
  a {
    color: var(--accent);
  }
  /* Narrow screens: what may be done goes on a line of its own under the text. */
  @media (max-width: ${NARROW_MAX}px) {
    &[data-stack='true'] {
      grid-template-columns: auto minmax(0, 1fr);
      align-content: center;
    }
    &[data-stack='true'] .actions {
      grid-column: 1 / -1;
    }
  }
`;

/** A plain list (not windowed) of short rows: the requests and the queue. */
export const PlainList = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr); /* no wider than the page, whatever a row holds */
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  .description {
    margin: 4px 0 0;
    overflow-wrap: anywhere;
  }
`;

export const SuggestForm = styled.form`
  display: grid;
  gap: 14px;
  max-width: 560px;
  label {
    display: grid;
    gap: 6px;
    font-weight: 600;
  }
  input {
    min-height: 44px;
    padding: 0 10px;
    border-radius: var(--radius);
    border: 1px solid var(--border);
    background: var(--surface);
    color: var(--text);
    font: inherit;
  }
  .hint {
    color: var(--text-muted);
    font-weight: 400;
    font-size: 0.9rem;
  }
  .message {
    margin: 0;
    font-weight: 600;
  }
  .message[data-kind='error'] {
    color: var(--danger);
  }
  .actions {
    display: flex;
    gap: 10px;
  }
`;
