// What the sketch page needs beyond the base seed: hearts and stars to give for the demo
// accounts, which sketches have an app file (private for patrons), and a few reports for the
// moderators' lists. No random draws: the data of the steps before and after stays the same.
import { DAY, iso, type SeedContext } from './context';
import { demoAccountByRole } from './demoAccounts';

/** Hearts and stars the demo accounts start with (others keep their generated amounts). */
export const DEMO_HEARTS_AND_STARS: Record<number, { hearts: number; stars: number }> = {
  1: { hearts: 30, stars: 3 },
  2: { hearts: 20, stars: 5 },
  3: { hearts: 5, stars: 1 },
  4: { hearts: 10, stars: 5 },
};

export function seedSketchPage(ctx: SeedContext): void {
  const { db, now } = ctx;
  const setWallet = db.prepare('UPDATE users SET hearts_available = ?, stars_available = ? WHERE id = ?');
  for (const [id, { hearts, stars }] of Object.entries(DEMO_HEARTS_AND_STARS)) setWallet.run(hearts, stars, Number(id));

  // Every demo account's sketch, and two in three others, were uploaded with their app file;
  // patrons keep half of theirs private. PatronPaolo's oldest public sketch came as a picture
  // alone: its page offers him to synthesize a sketch file (a patron feature).
  db.exec(`
    UPDATE sketches SET have_file = 1 WHERE user_id <= 6 OR id % 3 <> 0;
    UPDATE sketches SET private_file = 1
      WHERE have_file = 1 AND id % 2 = 0 AND user_id IN (SELECT id FROM users WHERE icons LIKE '%p%');
    UPDATE sketches SET have_file = 0, private_file = 0
      WHERE id = (SELECT id FROM sketches WHERE user_id = ${demoAccountByRole('patron').id} AND unlisted = 0 ORDER BY created, id LIMIT 1);`);

  // A handful of reported comments and sketches, by users other than the authors.
  const reportComment = db.prepare('INSERT OR IGNORE INTO comment_reports (comment_id, user_id, date) VALUES (?, ?, ?)');
  const comments = db.prepare('SELECT id, user_id FROM comments WHERE id % 611 = 0 ORDER BY id').all() as { id: number; user_id: number }[];
  comments.forEach((comment, i) => {
    const reporter = comment.user_id === 2 + (i % 3) ? 5 : 2 + (i % 3);
    reportComment.run(comment.id, reporter, iso(now - (i + 1) * DAY / 3));
  });
  const reportSketch = db.prepare(
    `INSERT INTO sketch_reports (sketch_id, user_id, date, details, copyright, mature, inappropriate, notsketch)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const sketches = db.prepare('SELECT id, user_id FROM sketches WHERE id % 397 = 0 AND user_id > 6 ORDER BY id').all() as { id: number }[];
  const reasons = [
    ['Looks traced from a photo I took.', 1, 0, 0, 0],
    ['', 0, 1, 0, 0],
    ['This is a screenshot, not a sketch.', 0, 0, 0, 1],
    ['Rude text in the picture.', 0, 0, 1, 0],
  ] as const;
  sketches.forEach((sketch, i) => {
    const [details, copyright, mature, inappropriate, notsketch] = reasons[i % reasons.length]!;
    reportSketch.run(sketch.id, 2 + (i % 3), iso(now - (i + 1) * DAY / 2), details, copyright, mature, inappropriate, notsketch);
  });
}
