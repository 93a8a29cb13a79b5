// A year's static summary (spec part 1 §1): the show's story, its winners per category and its
// video, as a link (the CSP allows no third-party frames).
import { styled } from '@linaria/react';
import type { AwardSummary } from '../../lib/awardSummaries';
import { sitePaths } from '../../lib/paths/site';

const Panel = styled.section`
  background: var(--surface);
  border: 1px solid var(--border);
  border-radius: var(--radius);
  padding: 12px 16px;
  margin-bottom: 20px;
  h2 {
    margin: 0 0 6px;
    font-size: 1.15rem;
  }
  p {
    margin: 0 0 10px;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 4px 12px;
    margin: 0 0 12px;
  }
  dl > div {
    display: contents;
  }
  dt {
    color: var(--text-muted);
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  @media (max-width: 479px) {
    dl {
      grid-template-columns: 1fr;
    }
    dd {
      margin-bottom: 6px;
    }
  }
  .video {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
    color: var(--accent);
  }
`;

export function AwardSummaryPanel({ summary }: { summary: AwardSummary }) {
  return (
    <Panel aria-labelledby="award-summary-h" data-testid="award-summary">
      <h2 id="award-summary-h">{summary.headline}</h2>
      <p>{summary.text}</p>
      {summary.winners.length > 0 && (
        <dl data-testid="award-summary-winners">
          {summary.winners.map((winner) => (
            <div key={winner.category}>
              <dt>{winner.category}</dt>
              <dd>
                {winner.sketch ? (
                  <>
                    “{winner.sketch}” by <a href={sitePaths.user(winner.artist)}>{winner.artist}</a>
                  </>
                ) : (
                  <a href={sitePaths.user(winner.artist)}>{winner.artist}</a>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <a className="video" href={summary.video.url} target="_blank" rel="noopener noreferrer" data-testid="award-summary-video">
        ▶ {summary.video.title}
      </a>
    </Panel>
  );
}
