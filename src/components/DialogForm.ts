// The looks of a form inside the one Modal (the moderators' tools, the brush browser's shared
// image): a title, a hint under it, labelled fields stacked, the problem and result lines and the
// buttons row at the end. `moderatorTint` is the green panel of the gloperators' tools (spec part
// 1 §6), in every theme.
import { css } from '@linaria/core';
import { styled } from '@linaria/react';

/* Doubled class to win over the modal panel's own background. */
export const moderatorTint = css`
  && {
    background: var(--surface);
    background: color-mix(in srgb, var(--surface) 86%, #2e9d5b);
    border: 1px solid var(--border);
    border: 1px solid color-mix(in srgb, var(--border) 40%, #2e9d5b);
  }
`;

/** A form inside the Modal: `.hint`, `.problem`, `.result` and `.actions` as the dialogs use them. */
export const DialogForm = styled.form`
  h2 {
    margin: 0 0 4px;
    font-size: 1.125rem;
  }
  .hint {
    margin: 0 0 14px;
    color: var(--text-muted);
    font-size: 0.875rem;
  }
  label {
    display: grid;
    gap: 4px;
    margin-bottom: 12px;
    font-weight: 600;
    font-size: 0.875rem;
  }
  /* Every text field and list of a dialog form is a toolkit TextInput or Dropdown, which carries
     its look and size; on the dialog's panel a field takes the page's colour. */
  input,
  select,
  textarea {
    background: var(--bg);
  }
  .field-error {
    color: var(--danger);
    font-weight: 600;
  }
  [aria-invalid='true'] {
    border-color: var(--danger);
  }
  .problem {
    margin: 0 0 12px;
    color: var(--danger);
    font-weight: 600;
  }
  .result {
    margin: 0 0 12px;
    padding: 10px 12px;
    border-radius: 8px;
    background: var(--bg);
    overflow-wrap: anywhere;
  }
  .result a {
    color: var(--accent);
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    justify-content: flex-end;
  }
`;
