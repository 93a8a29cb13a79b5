// Messages and activity addresses (one domain of the site's builders: ./site.ts says why they are split).
import { segment } from './site';

export const messagePaths = {
  /** A conversation; the old site's /e/message/{id} is the same page. */
  message: (id: number) => `/message/${segment(id)}`,
  messageWrite: (userId: number) => `/message/write/${segment(userId)}`,
} as const;
