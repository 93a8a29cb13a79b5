// The unread counts' query key on its own (as homeKeys.ts): home's profile block shows the
// header's counts from the cache without taking the messages' reads into the home page's chunk.
export const UNREAD_KEY = ['unread'] as const;
