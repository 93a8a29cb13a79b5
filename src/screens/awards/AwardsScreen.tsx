// The yearly awards (/awards/{year}, spec part 1 §2): a year picker offering 2011 to 2022 (the
// year defaults to 2022), the year's static summary, and its artist and sketch categories with
// their candidates. While a year is open for voting (or with ?vote_preview, where a closed year
// keeps only a gloperator's votes and says so to anyone else) signed-in users
// vote in each category and nominate; visitors are told to log in. A failed load is the error
// page (the loader throws); a failed vote reloads the page.
import { styled } from '@linaria/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { queryClient } from '../../api/queryClient';
import type { AwardCategory } from '../../api/schemas/awards';
import { navigate, replaceAddress } from '../../app/navigation/navigation';
import { usePageTitle, type LoadContext, type ScreenProps } from '../../app/navigation/screen';
import { Button } from '../../components/Button';
import { Dropdown } from '../../components/Dropdown';
import { AWARDS_YEARS, hasVotePreview, parseAwardsYear, PREVIEW_NOT_KEPT, VOTE_SIGN_IN } from '../../lib/awards';
import { summaryOfYear } from '../../lib/awardSummaries';
import { eventPaths } from '../../lib/paths/events';
import { sitePaths } from '../../lib/paths/site';
import { awardsQuery } from '../../queries/awards';
import { selectUser, useSession, whenSessionKnown } from '../../stores/session';
import { AwardCategoryCard } from './AwardCategoryCard';
import { AwardSummaryPanel } from './AwardSummaryPanel';
import { NominationDialog } from './NominationDialog';
import { useAwardVotes } from './useAwardVotes';
import { PageFrame } from '../../components/PageFrame';

export interface AwardsData {
  year: number;
  preview: boolean;
  /** Whose votes the loaded awards hold (part of the query's key). */
  viewerId: number | null;
}

/** The year part of /awards/{year} ('' for /awards). */
export const yearPartOf = (path: string): string => /^\/awards\/([^/]*)/.exec(path)?.[1] ?? '';

export async function load({ location }: LoadContext): Promise<AwardsData> {
  let part = yearPartOf(location.path);
  try {
    part = decodeURIComponent(part);
  } catch {
    // A malformed escape is not a number either: the default year.
  }
  const year = parseAwardsYear(part);
  const preview = hasVotePreview(location.search);
  const viewerId = (await whenSessionKnown())?.id ?? null;
  await queryClient.fetchQuery(awardsQuery(year, preview, viewerId));
  return { year, preview, viewerId };
}

/** The years the picker offers, newest first. */
const YEAR_CHOICES = AWARDS_YEARS.map((option) => ({ label: String(option), value: String(option) }));

const Page = styled(PageFrame)`
  max-width: 1100px;
  .head {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 10px;
    margin: 4px 0 12px;
  }
  h1 {
    margin: 0;
  }
  .picker {
    display: flex;
    align-items: center;
    gap: 8px;
    font-weight: 600;
  }
  .infos,
  .preview {
    margin: 0 0 12px;
    color: var(--text-muted);
  }
  .preview {
    font-weight: 700;
  }
  .voting {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 10px;
    margin: 0 0 16px;
    p {
      margin: 0;
      flex: 1 1 240px;
    }
  }
  h2 {
    font-size: 1.2rem;
    margin: 20px 0 10px;
  }
  .categories {
    display: grid;
    gap: 12px;
  }
`;

/**
 * The address of the year shown when the address names another one (/awards/2030 and /awards/abc
 * show 2022), with its query and hash; null when it names the year shown, or none (/awards).
 */
export function shownYearAddress(location: { path: string; search: string; hash: string }, year: number): string | null {
  const part = yearPartOf(location.path);
  return part === '' || part === String(year) ? null : `${eventPaths.awards(year)}${location.search}${location.hash}`;
}

export default function AwardsScreen({ data: { year, preview, viewerId }, location }: ScreenProps<AwardsData>) {
  const awards = useSuspenseQuery(awardsQuery(year, preview, viewerId)).data;
  // The address says the year that shows, in place (no new history entry: back still leaves the page).
  const normalised = shownYearAddress(location, year);
  useEffect(() => {
    if (normalised) replaceAddress(normalised);
  }, [normalised]);
  const user = useSession(selectUser);
  const [nominating, setNominating] = useState(false);
  const votes = useAwardVotes(awards, { year, preview, viewerId });
  usePageTitle(`Awards ${year}`);
  const summary = summaryOfYear(year);
  const canVote = awards.votingOpen && user !== null;

  const renderCategories = (categories: AwardCategory[]) => (
    <div className="categories">
      {categories.map((category) => (
        <AwardCategoryCard
          key={category.id}
          category={category}
          votingOpen={awards.votingOpen}
          canVote={canVote}
          busy={votes.isBusy(category.id)}
          onVote={(candidateId) => votes.vote(category.id, candidateId)}
          onClearVote={() => votes.clear(category.id)}
        />
      ))}
    </div>
  );

  return (
    <Page data-testid="awards-page" data-year={year}>
      <div className="head">
        <h1>{year} Awards</h1>
        <Dropdown label="Year" labelClassName="picker" value={String(year)} onChange={(chosen) => void navigate(eventPaths.awards(Number(chosen), preview))} options={YEAR_CHOICES} testId="awards-year" />
      </div>
      {preview && (
        <p className="preview" data-testid="awards-preview">
          Voting preview
        </p>
      )}
      {preview && !awards.votesKept && (
        <p className="infos" data-testid="awards-preview-not-kept">
          {PREVIEW_NOT_KEPT}
        </p>
      )}
      {awards.infos && (
        <p className="infos" data-testid="awards-infos">
          {awards.infos}
        </p>
      )}
      {summary && <AwardSummaryPanel summary={summary} />}
      {awards.votingOpen && (
        <div className="voting">
          {user ? (
            <>
              <p>Vote once in every category. Know a sketch or an artist that deserves an award? Nominate them.</p>
              <Button onClick={() => setNominating(true)} data-testid="awards-nominate">
                Nominate
              </Button>
            </>
          ) : (
            <p data-testid="awards-sign-in">
              <a href={sitePaths.login(eventPaths.awards(year, preview))}>{VOTE_SIGN_IN}</a>
            </p>
          )}
        </div>
      )}
      <h2>Artist awards</h2>
      {awards.artistCategories.length === 0 ? <p>No artist awards this year.</p> : renderCategories(awards.artistCategories)}
      <h2>Sketch awards</h2>
      {awards.sketchCategories.length === 0 ? <p>No sketch awards this year.</p> : renderCategories(awards.sketchCategories)}
      {nominating && <NominationDialog awards={awards} preview={preview} onClose={() => setNominating(false)} />}
    </Page>
  );
}
