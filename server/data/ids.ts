// The id of a new row in a table whose deleted ids are never given out again (migrations 26, 29): one
// above both the table's highest id and the highest deleted one. A subquery of the INSERT itself,
// so it is taken in the same write as the row.
type TableWithRetiredIds = 'sketches' | 'comments' | 'albums';

export function nextIdSql(table: TableWithRetiredIds): string {
  return `(SELECT max(coalesce((SELECT max(id) FROM ${table}), 0), coalesce((SELECT max_id FROM retired_ids WHERE table_name = '${table}'), 0)) + 1)`;
}
