// The activity tab: what happened in the groups, newest first, paged by the server's cursor.
import type { GroupActivityItem } from '../../api/schemas/groupAdmin';
import { fixedImage } from '../../lib/images';
import { GROUP_ADMIN_EMPTY, groupActivityParts } from '../../lib/groupAdminRules';
import { groupPaths } from '../../lib/paths/groups';
import { sitePaths } from '../../lib/paths/site';
import { displayTitle } from '../../lib/sketchCard';
import { useMediaQuery } from '../../components/useMediaQuery';
import { useEndlessList } from '../../queries/endlessList';
import { groupActivityDef } from '../../queries/groupAdmin';
import { RelativeTimeText } from '../../components/RelativeTime';
import { UserSentence } from '../../lib/userText';
import { NARROW_MAX, Row } from './groupAdminStyles';
import { WindowedRows } from './WindowedRows';

const AVATAR = 40;
const THUMB = 48;

function ActivityRow({ item }: { item: GroupActivityItem }) {
  return (
    <Row data-testid="ga-activity-item" data-kind={item.kind}>
      {item.user ? <img {...fixedImage(item.user.avatar, AVATAR)} alt="" width={AVATAR} height={AVATAR} loading="lazy" style={{ borderRadius: '50%' }} /> : <span />}
      <span className="lines">
        <span className="two-lines">
          <UserSentence parts={groupActivityParts(item)} />
        </span>
        <span className="small group-when">
          <a href={groupPaths.group(item.group.id)} dir="auto">
            {item.group.title}
          </a>
          <span className="when">
            {' · '}
            <RelativeTimeText date={item.date} />
          </span>
        </span>
      </span>
      {item.sketch ? (
        <a href={sitePaths.sketch(item.sketch.id)} aria-label={`Sketch ${displayTitle(item.sketch.title)}`}>
          <img {...fixedImage(item.sketch.thumbnail, THUMB)} alt="" width={THUMB} height={THUMB} loading="lazy" />
        </a>
      ) : (
        <span />
      )}
    </Row>
  );
}

export function ActivityTab() {
  const list = useEndlessList(groupActivityDef());
  // On a narrow screen a row's text takes its two lines above the group and the time: taller rows.
  const narrow = useMediaQuery(`(max-width: ${NARROW_MAX}px)`);
  return (
    <WindowedRows
      items={list.items}
      rowHeight={narrow ? 84 : 68}
      list={list}
      label="Group activity"
      empty={GROUP_ADMIN_EMPTY.activity}
      testId="ga-activity-list"
      renderRow={(item) => <ActivityRow item={item} />}
    />
  );
}
