// Statistics of one sketch (/stats/{id}), a patron feature for the sketch's artist (see
// statsAccess.ts): key figures as tiles, tool use as a bar chart, the brushes used as chips,
// who drew on it, and the app's details.
import { css } from '@linaria/core';
import { styled } from '@linaria/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { queryClient } from '../../api/queryClient';
import { usePageTitle, type LoadContext, type ScreenProps } from '../../app/navigation/screen';
import { BarChart } from '../../components/charts/BarChart';
import { WrapList } from '../../components/WrapList';
import { fixedImage } from '../../lib/images';
import { formatNumber } from '../../lib/numbers';
import { refusalOf, type StatsRefusal } from './statsAccess';
import { whenSessionKnown } from '../../stores/session';
import { sketchStatsQuery } from '../../queries/stats';
import { DURATION_TOKENS, formatDuration, splitStats, statLabel } from './statsFormat';
import { FigureTiles, StatsNotice, StatsPage, type StatFigure } from './StatsParts';
import { sitePaths } from '../../lib/paths/site';

/** The sketch, and why its statistics are not shown, if they are not (else they are in the query cache). */
export interface SketchStatsData {
  sketchId: number;
  refusal?: StatsRefusal;
}

export async function load({ params }: LoadContext<{ id: number }>): Promise<SketchStatsData> {
  const sketchId = params.id;
  if (!(await whenSessionKnown())) return { sketchId, refusal: 'login' };
  try {
    await queryClient.fetchQuery(sketchStatsQuery(sketchId));
    return { sketchId };
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal) return { sketchId, refusal };
    throw error;
  }
}

/** Tiles in this order; the first four are the key figures. */
const FIGURE_ORDER = ['time', 'strokes', 'undos', 'layers', 'streamed', 'filters', 'imageLoads', 'pastes'] as const;

/** The brushes used, as chips. */
const chips = css`
  li {
    padding: 6px 12px;
    border-radius: 999px;
    background: var(--surface-2);
    border: 1px solid var(--border);
    font-size: 0.875rem;
  }
`;

/** Who drew on it, as avatars. */
const people = css`
  img {
    display: block;
    width: 44px;
    height: 44px;
    border-radius: 50%;
    background: var(--surface-2);
  }
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 16px;
  margin: 0;
  padding: 14px;
  border-radius: var(--radius);
  background: var(--surface);
  border: 1px solid var(--border);
  dt {
    color: var(--text-muted);
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  code {
    font-size: 0.75rem;
  }
`;

function figureValue(token: string, value: number): string {
  return DURATION_TOKENS.has(token) ? formatDuration(value) : formatNumber(value);
}

export default function SketchStatsScreen({ data }: ScreenProps<SketchStatsData>) {
  const { sketchId } = data;
  const sketchLink = sitePaths.sketch(sketchId);
  usePageTitle('Sketch statistics');
  if (data.refusal) {
    return (
      <StatsPage data-testid="sketch-stats">
        <StatsNotice refusal={data.refusal} subject="sketch">
          {data.refusal === 'noStats' && (
            <a href={sketchLink} data-testid="stats-sketch-link">
              Back to the sketch
            </a>
          )}
        </StatsNotice>
      </StatsPage>
    );
  }

  return <SketchStatsView sketchId={sketchId} />;
}

function SketchStatsView({ sketchId }: { sketchId: number }) {
  const sketchLink = sitePaths.sketch(sketchId);
  const stats = useSuspenseQuery(sketchStatsQuery(sketchId)).data;
  const { figures, tools } = splitStats(stats.stats);
  const tiles: StatFigure[] = FIGURE_ORDER.filter((token) => figures.has(token)).map((token, i) => ({
    label: statLabel(token),
    value: figureValue(token, figures.get(token) ?? 0),
    testId: `stat-${token}`,
    key: i < 4,
  }));
  const other = [...figures].filter(([token]) => !(FIGURE_ORDER as readonly string[]).includes(token));
  tiles.push(...other.map(([token, value]) => ({ label: statLabel(token), value: formatNumber(value), testId: `stat-${token}` })));
  tiles.push(
    { label: 'Snapshots', value: formatNumber(stats.snapshots), testId: 'stat-snapshots' },
    { label: 'Images', value: formatNumber(stats.images), testId: 'stat-images' },
  );

  return (
    <StatsPage data-testid="sketch-stats">
      <header>
        <img {...fixedImage(`/img/sketch/${sketchId}`, 56)} alt="" />
        <div>
          <h1>Sketch statistics</h1>
          <p>
            <a href={sketchLink} data-testid="stats-sketch-link">
              Back to the sketch
            </a>
          </p>
        </div>
      </header>

      <FigureTiles figures={tiles} label="Figures" />

      <h2>How it was drawn</h2>
      <div className="charts">
        <BarChart
          title="Tool use"
          data={tools}
          orientation="horizontal"
          valueLabel="Uses"
          emptyText="No tool use was recorded."
          testId="chart-tools"
        />
        <section data-testid="stats-brushes">
          <h2 style={{ marginTop: 0 }}>Brushes used</h2>
          {stats.brushes.length > 0 ? (
            <WrapList className={chips} aria-label="Brushes used">
              {stats.brushes.map((brush, i) => (
                <li key={`${brush}-${i}`}>{brush}</li>
              ))}
            </WrapList>
          ) : (
            <p>No brushes were recorded.</p>
          )}
          {stats.userIds.length > 0 && (
            <>
              <h2>Drawn by</h2>
              <WrapList className={people} gap="10px" aria-label="Drawn by">
                {stats.userIds.map((userId) => (
                  <li key={userId}>
                    <a href={sitePaths.user(userId)} aria-label={`Artist ${userId}`}>
                      <img {...fixedImage(`/img/avatar/${userId}`, 44)} alt="" />
                    </a>
                  </li>
                ))}
              </WrapList>
            </>
          )}
        </section>
      </div>

      <h2>Details</h2>
      <Details data-testid="stats-details">
        <dt>App version</dt>
        <dd>{stats.appVersion || 'Unknown'}</dd>
        <dt>Template</dt>
        <dd>{stats.template || 'None'}</dd>
        <dt>Shared content used</dt>
        <dd>
          {stats.uuids.length === 0
            ? 'None'
            : stats.uuids.map((uuid) => (
                <div key={uuid}>
                  <code>{uuid}</code>
                </div>
              ))}
        </dd>
      </Details>
    </StatsPage>
  );
}
