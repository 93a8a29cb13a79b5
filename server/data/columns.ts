// A row type's column list, checked both ways when it compiles: every name is a key of the row
// type, and every key is named (a missing one is reported by name). columns.test.ts holds each
// list to the migrated schema, so a row type cannot drift from its table.
export const columnsOf =
  <Row>() =>
  <const C extends readonly (keyof Row & string)[]>(
    columns: C & ([Exclude<keyof Row, C[number]>] extends [never] ? unknown : { missingColumns: Exclude<keyof Row, C[number]> }),
  ): C =>
    columns;
