// One schema step: PRAGMA user_version becomes `version` once its SQL has run.
export interface Migration {
  version: number;
  description: string;
  sql: string;
}
