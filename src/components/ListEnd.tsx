// The end of an endless list: a spinner while the next page loads, the failure text with Retry,
// or what an empty list says. One look and one set of test ids (`{testId}-loading`, `-error`,
// `-retry`, `-empty`) for every windowed list (EndlessGrid), in the room the list leaves under its
// last row.
import { styled } from '@linaria/react';
import type { ReactNode } from 'react';
import { listFailed, type ListState } from '../lib/listState';
import { Button } from './Button';
import { Spinner } from './Spinner';

/** How tall the end is; a list adds it to its height (its bottom padding) while the end shows anything. */
export const LIST_END_HEIGHT = 64;

const End = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  top: calc(100% - ${LIST_END_HEIGHT}px);
  display: grid;
  place-items: center;
  gap: 8px;
  min-height: ${LIST_END_HEIGHT}px;
  color: var(--text-muted);
  text-align: center;
  /* What an empty list says may hold the reader's text ('no matching artists found for aaaa…'):
     a long word breaks instead of running off a phone's page. */
  overflow-wrap: anywhere;
`;

export interface ListEndProps {
  /** Where the list stands: a spinner while it loads, the failure (with Retry where it has `retry`). */
  list: ListState;
  failedText: string;
  /** Shown when the list has nothing and nothing more to load; null when it says nothing then. */
  empty: ReactNode;
  isEmpty: boolean;
  testId: string;
}

/** Whether the end shows anything, so the list can make room for it. */
export const listEndShows = (list: ListState, isEmpty: boolean) => list.hasMore || list.loading || listFailed(list) || isEmpty;

export function ListEnd({ list, failedText, empty, isEmpty, testId }: ListEndProps) {
  const { loading, retry } = list;
  return (
    <End>
      {loading ? (
        <Spinner data-testid={`${testId}-loading`} />
      ) : listFailed(list) ? (
        <>
          <span data-testid={`${testId}-error`}>{failedText}</span>
          {retry && (
            <Button data-testid={`${testId}-retry`} onClick={retry}>
              Retry
            </Button>
          )}
        </>
      ) : isEmpty ? (
        <div role="status" data-testid={`${testId}-empty`}>
          {empty}
        </div>
      ) : null}
    </End>
  );
}
