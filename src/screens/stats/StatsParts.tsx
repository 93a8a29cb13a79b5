// Pieces both statistics screens use: the page frame, the refusal notice and figure tiles.
import { styled } from '@linaria/react';
import { PageFrame } from '../../components/PageFrame';
import type { ReactNode } from 'react';
import { STATS_TEXTS, type StatsRefusal } from './statsAccess';
import { primaryButtonLink } from '../../components/buttonLinks';
import { accountPaths } from '../../lib/paths/account';
import { addressHere, sitePaths } from '../../lib/paths/site';

export const StatsPage = styled(PageFrame)`
  max-width: 1100px;
  header {
    display: flex;
    align-items: center;
    gap: 12px;
    margin: 4px 0 16px;
  }
  header img {
    width: 56px;
    height: 56px;
    border-radius: 12px;
    object-fit: cover;
    background: var(--surface-2);
    flex: none;
  }
  header .avatar {
    border-radius: 50%;
  }
  h1 {
    margin: 0;
    font-size: 1.375rem;
    line-height: 1.2;
  }
  header p {
    margin: 2px 0 0;
    color: var(--text-muted);
    font-size: 0.875rem;
  }
  header a {
    color: var(--accent);
  }
  h2 {
    margin: 24px 0 10px;
    font-size: 1.0625rem;
  }
  .charts {
    display: grid;
    gap: 12px;
    grid-template-columns: minmax(0, 1fr);
  }
  @media (min-width: 800px) {
    padding: 24px 20px 48px;
    .charts {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
    .charts > .wide {
      grid-column: 1 / -1;
    }
  }
`;

const Tiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 10px;
  margin: 0;
  @media (min-width: 640px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  @media (min-width: 1024px) {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
  div {
    padding: 12px 14px;
    border-radius: var(--radius);
    background: var(--surface);
    border: 1px solid var(--border);
    min-width: 0;
  }
  div[data-key='true'] {
    border-color: var(--accent);
  }
  dt {
    color: var(--text-muted);
    font-size: 0.8125rem;
    font-weight: 600;
  }
  dd {
    margin: 4px 0 0;
    font-size: 1.5rem;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

export interface StatFigure {
  label: string;
  value: string;
  testId: string;
  /** Key figures are outlined. */
  key?: boolean;
}

export function FigureTiles({ figures, label }: { figures: readonly StatFigure[]; label: string }) {
  return (
    <Tiles aria-label={label}>
      {figures.map((figure) => (
        <div key={figure.testId} data-key={figure.key ? 'true' : undefined} data-testid={figure.testId}>
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </Tiles>
  );
}

const Notice = styled.section`
  max-width: 560px;
  margin: 32px auto;
  padding: 24px 20px;
  border-radius: var(--radius);
  background: var(--surface);
  border: 1px solid var(--border);
  text-align: center;
  h1 {
    margin: 0 0 8px;
    font-size: 1.25rem;
  }
  p {
    margin: 8px 0 0;
    color: var(--text-muted);
  }
  a {
    margin-top: 12px;
  }
`;

/** The message shown instead of statistics the viewer may not see. */
export function StatsNotice({ refusal, subject, children }: { refusal: StatsRefusal; subject: 'sketch' | 'user'; children?: ReactNode }) {
  const returnTo = typeof window === 'undefined' ? sitePaths.home() : addressHere();
  const text = {
    login: STATS_TEXTS.login,
    notOwner: subject === 'sketch' ? STATS_TEXTS.notOwnerSketch : STATS_TEXTS.notOwnerUser,
    notPatron: STATS_TEXTS.notPatron,
    noStats: STATS_TEXTS.noStats,
  }[refusal];
  return (
    <Notice data-testid="stats-notice" data-refusal={refusal}>
      <h1 data-testid="stats-notice-text">{text}</h1>
      {refusal === 'login' && (
        <a className={primaryButtonLink} href={sitePaths.login(returnTo)} data-testid="stats-login">
          Log in or sign up
        </a>
      )}
      {refusal === 'notPatron' && (
        <>
          <p>{STATS_TEXTS.becomePatron}</p>
          <a className={primaryButtonLink} href={accountPaths.store()} data-testid="stats-store">
            Visit the store
          </a>
        </>
      )}
      {children}
    </Notice>
  );
}
