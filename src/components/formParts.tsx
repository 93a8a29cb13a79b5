// Form layout shared by the album, upload and edit-sketch forms: labelled fields (the toolkit's
// TextInput and Dropdown sizes, spec part 2 §9), limit notes under limited fields, a preview row,
// an error line and the actions.
import { styled } from '@linaria/react';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 12px;
  width: 100%;
  max-width: 560px;
  h2 {
    margin: 0;
    font-size: 1.2rem;
  }
  label.field {
    display: flex;
    flex-direction: column;
    gap: 4px;
    font-weight: 600;
  }
  /* Every text field and list of these forms is a toolkit TextInput or Dropdown, which carries
     its look and size; here it spans the form. */
  input[type='text'],
  input[type='url'],
  select,
  textarea {
    width: 100%;
  }
  .hint {
    font-weight: 400;
    font-size: 0.85rem;
    color: var(--text-muted);
  }
  .limit {
    font-weight: 400;
    font-size: 0.85rem;
    color: var(--danger);
  }
  .error {
    color: var(--danger);
    font-weight: 600;
  }
  .preview {
    display: flex;
    align-items: center;
    gap: 10px;
    img {
      width: 100px;
      height: 100px;
      object-fit: cover;
      border-radius: var(--radius);
      background: var(--surface-2);
    }
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  /* Text kept from before, not saved (DraftNoticeRow). */
  .draft {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 12px;
    padding: 10px 12px;
    border-radius: var(--radius);
    border: 1px solid var(--accent);
    background: var(--surface-2);
  }
  .draft span {
    flex: 1 1 200px;
  }
`;
