// Album and collection rules of spec part 1 §5 and §9, shared by the client and the server.
import { ALBUM_DESCRIPTION_MAX, ALBUM_TITLE_MAX } from './albumLimits';

/**
 * A sketch is in at most this many of one user's albums and collections. Counted per user: counted
 * over all users, anyone's collections could fill a sketch's places and keep its artist out of
 * their own albums, and the eleventh artist to collect a liked sketch would be refused.
 */
export const MAX_ALBUMS_PER_SKETCH = 10;

export type AlbumKind = 'album' | 'collection';

export const albumKind = (mode: number): AlbumKind => (mode === 1 ? 'collection' : 'album');

// The error texts of spec part 1 §8; {album} is the kind.
export const albumAddError = (kind: AlbumKind) => `Sorry there was an error adding the sketch to the ${kind}`;
/** The spec words only the add failure; a failed removal is worded to match it. */
export const albumRemoveError = (kind: AlbumKind) => `Sorry there was an error removing the sketch from the ${kind}`;
export const albumCreateError = (kind: AlbumKind) => `Sorry there was an error creating the ${kind}`;
export const albumEditError = (kind: AlbumKind) => `Sorry there was an error editing the ${kind}`;
export const ALBUM_DELETE_ERROR = 'Sorry there was an error deleting the album.';
export const albumLimitError = (kind: AlbumKind) => `Sorry a sketch cannot be in more than ${MAX_ALBUMS_PER_SKETCH} ${kind}s.`;

export function albumTitleProblem(title: string): string | null {
  if (!title.trim()) return 'Please give it a title.';
  return title.length > ALBUM_TITLE_MAX ? `The title can be at most ${ALBUM_TITLE_MAX} characters.` : null;
}

export function albumDescriptionProblem(description: string): string | null {
  return description.length > ALBUM_DESCRIPTION_MAX ? `The description can be at most ${ALBUM_DESCRIPTION_MAX} characters.` : null;
}

/** Checks a title and description against the limits; returns a message for the user or null. */
export function albumFieldsProblem(title: string, description: string): string | null {
  return albumTitleProblem(title) ?? albumDescriptionProblem(description);
}
