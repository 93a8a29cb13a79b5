// Searching the challenges (spec part 1 §5, §7): POST /api/v2/search/challenge {query} runs on
// Enter; an empty query does nothing; 'No results' when nothing matches.
import { styled } from '@linaria/react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../components/Button';
import { CHALLENGES_LOAD_FAILED, NO_RESULTS, SEARCH_QUERY_MAX } from '../../lib/challengeRules';
import { ChallengeCard } from './ChallengeCard';
import { challengeSearchQuery } from '../../queries/challenges';

const SearchForm = styled.form`
  display: flex;
  gap: 8px;
  flex: 1 1 280px;
  max-width: 480px;
  input {
    flex: 1;
    min-width: 0;
    min-height: 44px;
    box-sizing: border-box;
    padding: 0 12px;
    font: inherit;
    border-radius: var(--radius);
    border: 1px solid var(--border);
    background: var(--surface);
    color: var(--text);
  }
`;

export interface ChallengeSearchFormProps {
  text: string;
  onText: (text: string) => void;
  /** A trimmed, non-empty query. */
  onSearch: (query: string) => void;
  /** Enter on an emptied field: back to all challenges (no search is sent). */
  onClear: () => void;
}

/**
 * The search field (its text is the screen's). An empty query sends nothing (spec §5); Enter on a
 * field the user emptied ends the search shown, so the results never name a query the field no
 * longer holds.
 */
export function ChallengeSearchForm({ text, onText, onSearch, onClear }: ChallengeSearchFormProps) {
  return (
    <SearchForm
      role="search"
      data-testid="challenge-search"
      onSubmit={(event) => {
        event.preventDefault();
        const query = text.trim();
        if (query) onSearch(query);
        else onClear();
      }}
    >
      <input
        type="search"
        aria-label="Search challenges"
        placeholder="Search challenges"
        maxLength={SEARCH_QUERY_MAX}
        value={text}
        data-testid="challenge-search-input"
        onChange={(event) => onText(event.currentTarget.value)}
      />
    </SearchForm>
  );
}

const Results = styled.section`
  display: grid;
  gap: 10px;
  h2 {
    margin: 0;
    font-size: 1.1rem;
    overflow-wrap: anywhere;
  }
  .head {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 10px;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 340px), 1fr));
  }
`;

export function ChallengeSearchResults({ query, onClear }: { query: string; onClear: () => void }) {
  const result = useQuery(challengeSearchQuery(query));
  return (
    <Results aria-labelledby="challenge-results-h" data-testid="challenge-results">
      <div className="head">
        <h2 id="challenge-results-h">Challenges matching “{query}”</h2>
        <Button onClick={onClear} data-testid="challenge-search-clear">
          All challenges
        </Button>
      </div>
      {result.error ? (
        <p role="alert" data-testid="challenge-results-error">
          {CHALLENGES_LOAD_FAILED}
        </p>
      ) : !result.data ? (
        <p aria-busy="true">Searching…</p>
      ) : result.data.length === 0 ? (
        <p role="status" data-testid="challenge-results-empty">
          {NO_RESULTS}
        </p>
      ) : (
        <ul>
          {result.data.map((challenge) => (
            <li key={challenge.id}>
              <ChallengeCard challenge={challenge} />
            </li>
          ))}
        </ul>
      )}
    </Results>
  );
}
