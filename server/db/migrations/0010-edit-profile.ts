// Migration 10: edit profile (spec part 2 §2, §3): the settings of userInfo the users table
// did not hold yet, the patron's settings (web address, e-mail notifications, watermark name),
// the user's emoticons and the house's generic covers.
// Shipped: never edit it (existing data dirs would not see the change); add a new file instead.
import type { Migration } from './migration';

export const migration10: Migration = {
  version: 10,
  description: 'edit profile: settings, patron settings, emoticons, generic covers',
  sql: `
ALTER TABLE users ADD COLUMN show_chat INTEGER NOT NULL DEFAULT 1;
ALTER TABLE users ADD COLUMN use_new_site INTEGER NOT NULL DEFAULT 1;
ALTER TABLE users ADD COLUMN theme TEXT CHECK (theme IN ('dark', 'gray', 'light'));   -- null: not chosen
ALTER TABLE users ADD COLUMN emoticon_id INTEGER;                                         -- the user's "me" emoticon

-- A patron's extra settings. slug: the web address /{slug} (also /user/{slug}); '' = none.
CREATE TABLE IF NOT EXISTS patron_settings (
  user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  slug TEXT NOT NULL DEFAULT '' CHECK (length(slug) <= 50),
  email_msg INTEGER NOT NULL DEFAULT 1,
  email_fan INTEGER NOT NULL DEFAULT 1,
  wm_name TEXT NOT NULL DEFAULT '' CHECK (length(wm_name) <= 50)
);
CREATE UNIQUE INDEX IF NOT EXISTS patron_settings_slug ON patron_settings(slug COLLATE NOCASE) WHERE slug <> '';

-- Emoticons a user made (drawn in the app from a sketch); the recent ones are offered as "me".
CREATE TABLE IF NOT EXISTS emoticons (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  sketch_id INTEGER NOT NULL REFERENCES sketches(id) ON DELETE CASCADE,
  created TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS emoticons_by_user ON emoticons(user_id, created);

-- Covers the house offers every user: cover-sized (2048x506) sketches anyone may take as a cover.
CREATE TABLE IF NOT EXISTS generic_covers (
  sketch_id INTEGER PRIMARY KEY REFERENCES sketches(id) ON DELETE CASCADE,
  position INTEGER NOT NULL
);
`,
};
