// Group addresses (one domain of the site's builders: ./site.ts says why they are split).
import { segment } from './site';

export const groupPaths = {
  group: (id: number) => `/group/${segment(id)}`,
  /** Group admin; a tab other than the first is /e/a/groups/{tab}, the address a tab change writes (spec part 2 §2). */
  groupAdmin: (tab?: string) => (tab ? `/e/a/groups/${segment(tab)}` : '/a/groups'),
} as const;
