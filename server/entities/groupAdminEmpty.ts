// The development switch that shows the group admin's lists empty (POST /api/dev/groupAdmin
// {empty}): the activity log, the groups' statistics (and so the moderate tab), the open group
// requests (on the admin's tab and on /groups Requests), the feature queue and the new feature
// requests answer with nothing while it is on. Nothing is deleted: switching it off shows the
// same lists again. Kept per database, so test servers never share it.
import type { Db } from '../db/database';

const emptied = new WeakSet<Db>();

export function setGroupAdminListsEmpty(db: Db, empty: boolean): void {
  if (empty) emptied.add(db);
  else emptied.delete(db);
}

export const groupAdminListsEmpty = (db: Db): boolean => emptied.has(db);
