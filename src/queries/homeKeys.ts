// The home page's query keys on their own, so a screen that refreshes home after a write (an entry
// in a challenge) does not pull the home page's fetchers into its chunk and split the home chunk.
export const homeKeys = {
  all: ['home'] as const,
  index: ['home', 'index'] as const,
  recents: (tab: string, userId: number | null) => ['home', 'recents', tab, userId] as const,
};

/** The home page reads its index, and the open recents tab, again this often while it is shown. */
export const HOME_REFRESH_MS = 60_000;
