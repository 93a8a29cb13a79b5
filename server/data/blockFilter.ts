// The one way a list leaves out the users its viewer blocks (spec part 2 §6: blocked users are
// hidden from lists), as SQL for the list's own statement.

/**
 * The condition that the user in `column` is not one the viewer blocks, the viewer's id being the
 * parameter `viewer` of the statement (`?` by position, or a name such as `:viewer`, `@viewer`).
 * A viewer id of 0, nobody's, hides no one.
 */
export function notBlockedBy(column: string, viewer = '?'): string {
  return `${column} NOT IN (SELECT blocked_id FROM blocks WHERE blocker_id = ${viewer})`;
}
