// The message objects of the security suites (fixtures.ts): a conversation between the victim and
// the bystander (every role is a third party to it), and two of the artist's own with the
// bystander (one to read and reply to, one to delete).
import type { TestHarness } from '../useTestApp';
import { TEST_NOW } from '../testApp';

export interface MessageFixtures {
  victimTopic: number;
  artistTopic: number;
  artistTopicToDelete: number;
}

export function messageFixtures(t: TestHarness, artist: number, victim: number, bystander: number): MessageFixtures {
  const now = new Date(TEST_NOW).toISOString();
  const topic = (from: number, to: number, subject: string) => {
    const id = Number(
      t.write('INSERT INTO message_topics (subject, from_id, to_id, created, latest_date, latest_user_id) VALUES (?, ?, ?, ?, ?, ?)', subject, from, to, now, now, from).lastInsertRowid,
    );
    t.write('INSERT INTO message_posts (topic_id, user_id, text, date) VALUES (?, ?, ?, ?)', id, from, `${subject}: hello`, now);
    return id;
  };
  return {
    victimTopic: topic(victim, bystander, 'Between the two of us'),
    artistTopic: topic(artist, bystander, 'The artist writes'),
    artistTopicToDelete: topic(bystander, artist, 'To delete'),
  };
}
