// The moderate tab: every group by name with its official flag as a switch. A failed change is
// undone and says so (spec §8).
import { useState } from 'react';
import { setGroupOfficial } from '../../api/groupAdmin';
import { queryCache, useInfiniteQuery, type ListData } from '../../api/query';
import type { GroupStat } from '../../api/schemas/groupAdmin';
import { Checkbox } from '../../components/Checkbox';
import { GROUP_ADMIN_EMPTY, GROUP_ADMIN_TEXTS } from '../../lib/groupAdminRules';
import { groupAdminKeys, groupStatsDef } from '../../queries/groupAdmin';
import { alertDialog } from '../../stores/dialogs';
import { Row } from './groupAdminStyles';
import { WindowedRows } from './WindowedRows';

const setOfficialInList = (id: number, official: boolean) =>
  queryCache.setData<ListData<GroupStat>>(groupAdminKeys.stats('title'), (old) =>
    old ? { ...old, items: old.items.map((group) => (group.id === id ? { ...group, official } : group)) } : old,
  );

export function ModerateTab({ restored }: { restored: boolean }) {
  const list = useInfiniteQuery(groupStatsDef('title'), { keepOnMount: restored });
  const [busy, setBusy] = useState<number | null>(null);

  const toggle = async (group: GroupStat, official: boolean) => {
    setBusy(group.id);
    setOfficialInList(group.id, official);
    try {
      await setGroupOfficial(group.id, official);
    } catch {
      setOfficialInList(group.id, !official);
      await alertDialog(GROUP_ADMIN_TEXTS.officialFailed(group.title));
    } finally {
      setBusy(null);
    }
  };

  return (
    <WindowedRows
      items={list.items}
      rowHeight={60}
      hasMore={list.hasMore}
      loading={list.loading}
      error={list.error}
      onLoadMore={list.loadMore}
      onRetry={list.retry}
      label="Groups"
      empty={GROUP_ADMIN_EMPTY.moderate}
      testId="ga-moderate"
      renderRow={(group) => (
        <Row data-testid="ga-moderate-group" data-id={group.id} data-official={group.official ? 'true' : 'false'} style={{ gridTemplateColumns: 'minmax(0, 1fr) auto' }}>
          <span className="title">{group.title}</span>
          <span aria-busy={busy === group.id}>
            <Checkbox checked={group.official} onChange={(official) => void toggle(group, official)} testId="ga-official">
              Official<span className="sr-only"> {group.title}</span>
            </Checkbox>
          </span>
        </Row>
      )}
    />
  );
}
