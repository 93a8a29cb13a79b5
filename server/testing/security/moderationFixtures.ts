// The moderation objects of the security suites (fixtures.ts), made before the suites take the
// store's digest: a comment to delete, a compo invite still to accept and an empty account to
// merge. Only a gloperator's request gets to use each up, once.
import type { TestHarness } from '../useTestApp';
import { TEST_NOW } from '../testApp';

export interface ModerationFixtures {
  /** A comment of the victim's that a moderator deletes. */
  moderatedComment: number;
  /** A sketch with an unaccepted compo invite. */
  pendingInvite: number;
  /** An empty account that a moderator merges into the bystander. */
  mergeSource: number;
  /** A shared image made from the victim's sketch (its picture is served to anyone). */
  sharedImage: string;
}

export function moderationFixtures(t: TestHarness, victim: number, victimSketch: number): ModerationFixtures {
  const now = new Date(TEST_NOW).toISOString();
  const moderatedComment = Number(
    t.write("INSERT INTO comments (target_type, target_id, user_id, text, date) VALUES ('sketch', ?, ?, ?, ?)", victimSketch, victim, 'A comment to moderate', now).lastInsertRowid,
  );
  const pendingInvite = t.one<{ id: number }>('SELECT id FROM sketches s WHERE NOT EXISTS (SELECT 1 FROM compo_invites i WHERE i.sketch_id = s.id) ORDER BY id DESC LIMIT 1').id;
  t.write('INSERT INTO compo_invites (sketch_id, compo_id, invited) VALUES (?, (SELECT min(id) FROM compos), ?)', pendingInvite, now);
  const mergeSource = Number(t.write('INSERT INTO users (nickname, created) VALUES (?, ?)', 'MergeSourceFixture', now).lastInsertRowid);
  const sharedImage = '0f8b5e3a-6c1d-4e2f-9a7b-3c4d5e6f7a8b';
  t.write("INSERT INTO shared_images (uuid, sketch_id, category_id, title, created_by, created) VALUES (?, ?, (SELECT min(id) FROM brush_categories), 'A shared image', NULL, ?)", sharedImage, victimSketch, now);
  return { moderatedComment, pendingInvite, mergeSource, sharedImage };
}
