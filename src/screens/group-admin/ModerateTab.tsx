// The moderate tab: every group by name with its official flag as a switch. A failed change is
// undone and says so (spec §8); an answer of a read that left before the change does not undo it.
import { Checkbox } from '../../components/Checkbox';
import { GROUP_ADMIN_EMPTY, GROUP_ADMIN_TEXTS } from '../../lib/groupAdminRules';
import { useEndlessList } from '../../queries/endlessList';
import { groupStatsDef, useOfficialSwitch, usePendingOfficial } from '../../queries/groupAdmin';
import { alertDialog } from '../../stores/dialogs';
import { failureText } from './failureText';
import { Row } from './groupAdminStyles';
import { WindowedRows } from './WindowedRows';

export function ModerateTab() {
  const list = useEndlessList(groupStatsDef('title'));
  const switchOfficial = useOfficialSwitch((error, { group }) => alertDialog(failureText(GROUP_ADMIN_TEXTS.officialFailed(group.title), error)));
  const busy = usePendingOfficial();

  return (
    <WindowedRows
      items={list.items}
      rowHeight={60}
      list={list}
      label="Groups"
      empty={GROUP_ADMIN_EMPTY.moderate}
      testId="ga-moderate"
      renderRow={(group) => (
        <Row data-testid="ga-moderate-group" data-id={group.id} data-official={group.official ? 'true' : 'false'} style={{ gridTemplateColumns: 'minmax(0, 1fr) auto' }}>
          <span className="title">{group.title}</span>
          <span aria-busy={busy.includes(group.id)}>
            <Checkbox checked={group.official} onChange={(official) => switchOfficial.mutate({ group, official })} testId="ga-official">
              Official<span className="sr-only"> {group.title}</span>
            </Checkbox>
          </span>
        </Row>
      )}
    />
  );
}
