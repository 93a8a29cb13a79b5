// What the messages screens' tests share: the messages API as they mock it, one object for all
// of them:
//   vi.mock('../../api/messages', async () => (await import('./testing')).messagesApi);
import { vi } from 'vitest';

export const messagesApi = {
  fetchTopics: vi.fn(),
  fetchPosts: vi.fn(),
  fetchRecipient: vi.fn(),
  replyToTopic: vi.fn(),
  writeMessage: vi.fn(),
  deleteTopic: vi.fn(),
  fetchActivity: vi.fn(),
  fetchFollowingUploads: vi.fn(),
  fetchUnread: vi.fn(),
  clearUnread: vi.fn(),
};
