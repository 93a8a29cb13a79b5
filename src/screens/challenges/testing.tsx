// What the challenge screens' tests share: the challenges API as they mock it, one object for
// all of them:
//   vi.mock('../../api/challenges', async () => (await import('./testing')).challengesApi);
import { vi } from 'vitest';

export const challengesApi = {
  fetchChallenge: vi.fn(),
  fetchChallengePage: vi.fn(),
  searchChallenges: vi.fn(),
  suggestChallenge: vi.fn(),
  enterChallenge: vi.fn(),
  removeFromChallenge: vi.fn(),
};
