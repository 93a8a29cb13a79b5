// Migration 13: groups (spec part 2 §2-§5): requests for new groups and their up-votes, and the
// groups' events. Shipped: never edit it; add a new file instead.
//
// group_requests: one row per request of a new group. The group admin approves it (a group is
// created from title, description and thumbnail_sketch_id, status 'approved') or rejects it
// with a message (status 'rejected', reject_message kept). Only 'open' requests are listed and
// may be voted; a request may be voted for VOTE_DAYS (30) days after `created`.
//   title            the name asked for, plain text as typed (at most 64, like groups.title)
//   description      the description, plain text as typed (at most 1024, like groups.description);
//                    the API gives both as escaped HTML (titleHtml, descriptionHtml)
//   thumbnail_sketch_id the sketch the group's thumbnail is made of
//   user_id          the requester
//   created          ISO date of the request
//   status           'open' | 'approved' | 'rejected'
//   decided          ISO date of the group admin's decision (null while open)
//   reject_message   the group admin's message with a rejection (null otherwise)
// group_request_votes: one up-vote per user and request (the primary key holds "once per user").
// group_events: an event of a group, shown on the Events tab while it runs (end_date in the
// future) and on the group page; title_html and description_html are HTML written by the
// group's admins (the client shows them through DOMPurify).
import type { Migration } from './migration';

export const migration13: Migration = {
  version: 13,
  description: 'group requests, their votes, and group events',
  sql: `
CREATE TABLE IF NOT EXISTS group_requests (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 64),
  description TEXT NOT NULL CHECK (length(description) BETWEEN 1 AND 1024),
  thumbnail_sketch_id INTEGER REFERENCES sketches(id) ON DELETE SET NULL,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'approved', 'rejected')),
  decided TEXT,
  reject_message TEXT
);
CREATE INDEX IF NOT EXISTS group_requests_by_status ON group_requests(status, created);

CREATE TABLE IF NOT EXISTS group_request_votes (
  request_id INTEGER NOT NULL REFERENCES group_requests(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  voted TEXT NOT NULL,
  PRIMARY KEY (request_id, user_id)
) WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS group_events (
  id INTEGER PRIMARY KEY,
  group_id INTEGER NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
  title_html TEXT NOT NULL,
  description_html TEXT NOT NULL DEFAULT '',
  start_date TEXT NOT NULL,
  end_date TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS group_events_by_end ON group_events(end_date);
CREATE INDEX IF NOT EXISTS group_events_by_group ON group_events(group_id, end_date);
`,
};
