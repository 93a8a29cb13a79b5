// A user's statistics (/e/stats/{userId}), a patron feature for the user themself (see
// statsAccess.ts): views per hour, day and month as charts, figures as tiles, storage as bars,
// and the most viewed sketches of today and of the week as ranked bars linking to them.
import { useMemo } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { queryClient } from '../../api/queryClient';
import { usePageTitle, type LoadContext, type ScreenProps } from '../../app/navigation/screen';
import { BarChart } from '../../components/charts/BarChart';
import { LineChart } from '../../components/charts/LineChart';
import { fixedImage } from '../../lib/images';
import { formatNumber } from '../../lib/numbers';
import { displayTitle } from '../../lib/sketchCard';
import { useSession, whenSessionKnown } from '../../stores/session';
import { refusalOf, userStatsRefusal, type StatsRefusal } from './statsAccess';
import { userStatsQuery } from '../../queries/stats';
import { dayLabels, formatBytes, hourLabels, monthLabels } from './statsFormat';
import { FigureTiles, StatsNotice, StatsPage } from './StatsParts';
import type { UserStats } from '../../api/schemas/stats';
import { sitePaths } from '../../lib/paths/site';

/** The user, and why their statistics are not shown, if they are not (else they are in the query cache). */
export interface UserStatsData {
  userId: number;
  refusal?: StatsRefusal;
}

export async function load({ params }: LoadContext<{ userId: number }>): Promise<UserStatsData> {
  const userId = params.userId;
  // The rule is known here already; the server checks it again.
  const refusal = userStatsRefusal(await whenSessionKnown(), userId);
  if (refusal) return { userId, refusal };
  try {
    await queryClient.fetchQuery(userStatsQuery(userId));
    return { userId };
  } catch (error) {
    const serverRefusal = refusalOf(error);
    if (serverRefusal) return { userId, refusal: serverRefusal };
    throw error;
  }
}

const viewBars = (entries: UserStats['today']) =>
  entries.map((entry) => ({ label: displayTitle(entry.title), value: entry.views, href: sitePaths.sketch(entry.sketchId) }));

export default function UserStatsScreen({ data }: ScreenProps<UserStatsData>) {
  usePageTitle(data.refusal ? 'Statistics' : 'Your statistics');
  if (data.refusal) {
    return (
      <StatsPage data-testid="user-stats">
        <StatsNotice refusal={data.refusal} subject="user" />
      </StatsPage>
    );
  }
  return <UserStatsView userId={data.userId} />;
}

function UserStatsView({ userId }: { userId: number }) {
  const viewer = useSession((s) => s.user);
  const stats = useSuspenseQuery(userStatsQuery(userId)).data;
  // Labels are relative to now: the series end with the current hour, day and month.
  const labels = useMemo(() => {
    const now = new Date();
    return { hours: hourLabels(now, stats.hours.length), days: dayLabels(now, stats.days.length), months: monthLabels(now, stats.months.length) };
  }, [stats]);
  const storage = [
    { label: 'JPEG images', value: stats.jpgBytes },
    { label: 'PNG images', value: stats.pngBytes },
    { label: 'Sketch files', value: stats.fileBytes },
  ];

  return (
    <StatsPage data-testid="user-stats">
      <header>
        <img className="avatar" {...fixedImage(viewer?.avatar ?? `/img/avatar/${userId}`, 56)} alt="" />
        <div>
          <h1>Your statistics</h1>
          {viewer && (
            <p>
              <a href={sitePaths.user(userId)}>{viewer.nickname}</a>
            </p>
          )}
        </div>
      </header>

      {/* All five are this page's headline figures, outlined alike (the sketch page outlines its
          first four of many). */}
      <FigureTiles
        label="Figures"
        figures={[
          { label: 'Fans', value: formatNumber(stats.fans), testId: 'stat-fans', key: true },
          { label: 'Comments', value: formatNumber(stats.comments), testId: 'stat-comments', key: true },
          { label: 'Ratings', value: formatNumber(stats.ratings), testId: 'stat-ratings', key: true },
          { label: 'Sketches', value: formatNumber(stats.sketchCount), testId: 'stat-sketches', key: true },
          { label: 'Storage', value: formatBytes(stats.jpgBytes + stats.pngBytes + stats.fileBytes), testId: 'stat-storage', key: true },
        ]}
      />

      <h2>Views</h2>
      <div className="charts">
        <div className="wide">
          <LineChart
            title="Views in the last 24 hours"
            values={stats.hours}
            labels={labels.hours}
            valueLabel="Views"
            categoryLabel="Hour"
            emptyText="No views in the last 24 hours."
            testId="chart-hours"
          />
        </div>
        <BarChart
          title="Views in the last 30 days"
          data={stats.days.map((value, i) => ({ label: labels.days[i] ?? '', value }))}
          valueLabel="Views"
          categoryLabel="Day"
          emptyText="No views in the last 30 days."
          testId="chart-days"
        />
        <BarChart
          title="Views in the last 12 months"
          data={stats.months.map((value, i) => ({ label: labels.months[i] ?? '', value }))}
          valueLabel="Views"
          categoryLabel="Month"
          emptyText="No views in the last 12 months."
          testId="chart-months"
        />
      </div>

      <h2>Most viewed sketches</h2>
      <div className="charts">
        <BarChart title="Today" data={viewBars(stats.today)} orientation="horizontal" valueLabel="Views" emptyText="No views today yet." testId="chart-today" />
        <BarChart title="This week" data={viewBars(stats.week)} orientation="horizontal" valueLabel="Views" emptyText="No views this week yet." testId="chart-week" />
      </div>

      <h2>Storage</h2>
      <BarChart title="Storage used" data={storage} orientation="horizontal" formatValue={formatBytes} testId="chart-storage" />
    </StatsPage>
  );
}
