// The stats tab: every group with its figures, sorted as chosen, paged by the server's cursor.
import { GROUP_STATS_SORTS, type GroupStat, type GroupStatsSort } from '../../api/schemas/groupAdmin';
import { Dropdown } from '../../components/Dropdown';
import { fixedImage } from '../../lib/images';
import { GROUP_ADMIN_EMPTY } from '../../lib/groupAdminRules';
import { countText, formatNumber } from '../../lib/numbers';
import { groupPaths } from '../../lib/paths/groups';
import { useEndlessList } from '../../queries/endlessList';
import { groupStatsDef } from '../../queries/groupAdmin';
import { Row } from './groupAdminStyles';
import { WindowedRows } from './WindowedRows';

const THUMB = 48;
const SORT_LABELS: Record<GroupStatsSort, string> = { sketches: 'Most sketches', users: 'Most members', week: 'Most added this week', title: 'Name' };
const SORT_CHOICES = GROUP_STATS_SORTS.map((value) => ({ label: SORT_LABELS[value], value }));

function StatRow({ group }: { group: GroupStat }) {
  return (
    <Row data-testid="ga-stat">
      {group.thumbnail ? <img {...fixedImage(group.thumbnail, THUMB)} alt="" width={THUMB} height={THUMB} loading="lazy" /> : <span style={{ width: THUMB }} />}
      <span className="lines">
        <a className="title" href={groupPaths.group(group.id)} data-testid="ga-stat-title">
          {group.title}
        </a>
        <span className="small">
          {countText(group.sketches, 'sketch', 'sketches')} · {countText(group.users, 'member')} · {formatNumber(group.week)} this week{group.official ? ' · Official' : ''}
        </span>
      </span>
      <span />
    </Row>
  );
}

export function StatsTab({ sort, onSort }: { sort: GroupStatsSort; onSort: (sort: GroupStatsSort) => void }) {
  const list = useEndlessList(groupStatsDef(sort));
  return (
    <>
      <div className="toolbar">
        <label htmlFor="ga-stats-sort">Sort by</label>
        <Dropdown id="ga-stats-sort" value={sort} onChange={onSort} options={SORT_CHOICES} testId="ga-stats-sort" />
      </div>
      <WindowedRows
        key={sort}
        items={list.items}
        rowHeight={84}
        list={list}
        label="Group statistics"
        empty={GROUP_ADMIN_EMPTY.stats}
        testId="ga-stats-list"
        renderRow={(group) => <StatRow group={group} />}
      />
    </>
  );
}
