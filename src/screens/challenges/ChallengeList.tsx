// The windowed list of challenges (EndlessGrid): only the rows near the viewport are in the DOM,
// so memory stays flat over years of daily challenges; the next page of 50 loads as the end comes
// near. Rows have one height, so the list has its full height at once and back navigation can
// put the scroll position back. One column on a phone, two and three on wider screens.
import type { ChallengeSummary } from '../../api/schemas/challenges';
import { EndlessGrid } from '../../components/EndlessGrid';
import type { ListState } from '../../lib/listState';
import { CHALLENGES_LOAD_FAILED, NO_CHALLENGES } from '../../lib/challengeRules';
import { CHALLENGE_CARD_HEIGHT, ChallengeCard } from './ChallengeCard';

const GAP = 10;
const ROW = CHALLENGE_CARD_HEIGHT + GAP;
const OVERSCAN_ROWS = 4;
const LOAD_AHEAD_ROWS = 6;

/** Columns for the list's width: cards of at least 340 px, at most three. */
export function listColumns(width: number): number {
  return width >= 1060 ? 3 : width >= 700 ? 2 : 1;
}

/** Columns and row distance of the list at a width. */
const layout = (width: number) => ({ columns: listColumns(width), rowHeight: ROW });

export interface ChallengeListProps {
  challenges: readonly ChallengeSummary[];
  list: ListState;
}

export function ChallengeList({ challenges, list }: ChallengeListProps) {
  return (
    <EndlessGrid
      items={challenges}
      list={list}
      keyOf={(challenge) => challenge.id}
      renderItem={(challenge) => <ChallengeCard challenge={challenge} />}
      layout={layout}
      gap={GAP}
      cardHeight={CHALLENGE_CARD_HEIGHT}
      overscan={OVERSCAN_ROWS}
      loadAhead={LOAD_AHEAD_ROWS}
      label="Daily challenges"
      testId="challenge-list"
      failedText={CHALLENGES_LOAD_FAILED}
      empty={NO_CHALLENGES}
    />
  );
}
