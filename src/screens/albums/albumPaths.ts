// Addresses and layout shared by the album screens.
import { styled } from '@linaria/react';

export const albumsPath = (user: string | number) => `/user/${encodeURIComponent(String(user))}/albums`;
export const albumPath = (user: string | number, albumId: number) => `/user/${encodeURIComponent(String(user))}/album/${albumId}`;

/** The album id of a URL part, or null when it is not a positive whole number. */
export function parseAlbumId(value: string | undefined): number | null {
  if (!value || !/^\d{1,12}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

export const Page = styled.div`
  max-width: 1280px;
  margin: 0 auto;
  padding: 12px;
  @media (min-width: 768px) {
    padding: 16px 24px;
  }
`;
