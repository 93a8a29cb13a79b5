// Addresses and layout shared by the album screens.
import { styled } from '@linaria/react';

export const albumsPath = (user: string | number) => `/user/${encodeURIComponent(String(user))}/albums`;
export const albumPath = (user: string | number, albumId: number) => `/user/${encodeURIComponent(String(user))}/album/${albumId}`;

export const Page = styled.div`
  max-width: 1280px;
  margin: 0 auto;
  padding: 12px;
  @media (min-width: 768px) {
    padding: 16px 24px;
  }
`;
