// POST /api/v2/group's body: every action's (the groups screen's, groups.ts; the group admin's,
// groupAdmin.ts), told apart by `action`. The server parses with it; the client sends one
// action's body at a time, typed with that action's schema. Its own file, so that groups.ts need
// not import groupAdmin.ts (the groups screens would load the group admin's schemas).
import * as v from 'valibot';
import { GroupAdminInfoBody, GroupRequestApproveBody, GroupRequestDeleteBody } from './groupAdmin';
import {
  GroupEventsBody,
  GroupQueryBody,
  GroupRequestCreateBody,
  GroupRequestsBody,
  GroupRequestVoteBody,
  GroupSearchBody,
  GroupSketchAddBody,
  GroupSketchesBody,
  GroupSketchRemoveBody,
  GroupsForUserBody,
} from './groups';

export const GroupActionBody = v.variant(
  'action',
  [
    GroupSketchesBody,
    GroupRequestCreateBody,
    GroupRequestVoteBody,
    GroupRequestsBody,
    GroupSearchBody,
    GroupQueryBody,
    GroupsForUserBody,
    GroupEventsBody,
    GroupSketchAddBody,
    GroupSketchRemoveBody,
    GroupAdminInfoBody,
    GroupRequestApproveBody,
    GroupRequestDeleteBody,
  ],
  (issue) => `Unknown group action ${JSON.stringify(issue.input ?? null)}`,
);
export type GroupActionBody = v.InferInput<typeof GroupActionBody>;
