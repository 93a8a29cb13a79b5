// Migration 19: indexes for the trending feed (issue 22's server render of home). Trending sums a
// few days of hearts, 'rules' ratings and sketch comments; hearts had an index by date, ratings
// and comments did not, so every home page scanned all ratings (12 ms of the ~47 ms a signed-in
// home's index took on the demo data). Both indexes cover what the feed reads.
// Shipped: never edit it; add a new file instead.
import type { Migration } from './migration';

export const migration19: Migration = {
  version: 19,
  description: 'indexes by date on ratings and comments, for the trending feed',
  sql: `
CREATE INDEX IF NOT EXISTS ratings_by_date ON ratings(date, rating, sketch_id);
CREATE INDEX IF NOT EXISTS comments_by_type_date ON comments(target_type, date, target_id);
`,
};
