// The Album entity (spec part 1 §3) and the text-to-HTML of album descriptions.
import type { Album, AlbumMode } from '../../src/api/schemas/albums';
import { albumCoverSketch, albumItemCount, type AlbumRow, type AlbumViewer } from '../data/albums';
import { findNameAndAvatar } from '../data/users';
import type { Db } from '../db/database';
import { avatarUrl, sketchImageUrl } from './urls';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);

/** Plain text as HTML: escaped, web links made clickable, line breaks kept. */
export function textToHtml(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, index) =>
      index % 2 === 1 ? `<a href="${escapeHtml(part)}" rel="noopener nofollow ugc">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('')
    .replace(/\r?\n/g, '<br>');
}

/**
 * The thumbnail of an album as `viewer` sees it: the sketch its owner set, else its first sketch
 * (the album lists newest first: /album/sketches), else none; never one the viewer may not see
 * (data/albums.ts AlbumViewer). Every answer that shows an album (its page, the album list, the
 * profile) takes it from here.
 */
export function albumThumbnail(db: Db, album: Pick<AlbumRow, 'id' | 'user_id' | 'thumbnail_sketch_id'>, viewer: AlbumViewer | null): string | null {
  const id = albumCoverSketch(db, album, viewer);
  return id === undefined ? null : sketchImageUrl(id);
}

/** The album as `viewer` sees it: the count and the thumbnail are of the sketches they see in it. */
export function albumEntity(db: Db, row: AlbumRow, viewer: AlbumViewer | null): Album {
  const owner = findNameAndAvatar(db, row.user_id);
  const items = albumItemCount(db, row, viewer);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    descriptionHtml: textToHtml(row.description),
    thumbnail: albumThumbnail(db, row, viewer),
    items,
    views: row.views,
    userId: row.user_id,
    userNickname: owner?.nickname ?? '',
    userAvatar: avatarUrl(row.user_id, owner?.avatar_sketch_id ?? null),
    mode: (row.mode === 1 ? 1 : 0) as AlbumMode,
  };
}
