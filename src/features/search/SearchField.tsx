// The search input of the artist search and of /search (spec part 1 §5): a search runs on Enter
// (or the Search button, which submits the same form); an empty text does nothing. The text is
// limited to what the server takes.
import { styled } from '@linaria/react';
import { useState, type FormEvent } from 'react';
import { TEXT_FIELD } from '../../components/fieldStyles';
import { MAX_SEARCH_QUERY } from '../../api/schemas/discover';

const Form = styled.form`
  display: flex;
  /* The field is the toolkit's 40 px, the button a 44 px touch target: centred on each other. */
  align-items: center;
  gap: 8px;
  width: 100%;
  max-width: 560px;
  input {
    ${TEXT_FIELD}
    flex: 1;
    min-width: 0;
  }
  button {
    flex: none;
    min-height: 44px;
    padding: 0 16px;
    border-radius: var(--radius);
    border: 0;
    background: var(--accent);
    color: var(--accent-text);
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
`;

export interface SearchFieldProps {
  /** The field's accessible name (also its placeholder). */
  label: string;
  initial: string;
  onSearch: (query: string) => void;
  testId: string;
}

export function SearchField({ label, initial, onSearch, testId }: SearchFieldProps) {
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (query) onSearch(query);
  };
  return (
    <Form role="search" onSubmit={submit} data-testid={`${testId}-form`}>
      <input
        type="search"
        value={text}
        aria-label={label}
        placeholder={label}
        dir="auto"
        maxLength={MAX_SEARCH_QUERY}
        enterKeyHint="search"
        autoComplete="off"
        data-testid={`${testId}-input`}
        onInput={(event) => setText(event.currentTarget.value)}
      />
      <button type="submit" data-testid={`${testId}-submit`}>
        Search
      </button>
    </Form>
  );
}
