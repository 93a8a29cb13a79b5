// Layout shared by the album screens (their addresses are userPaths.albums and userPaths.album in src/lib/paths/users.ts).
import { styled } from '@linaria/react';

export const Page = styled.div`
  max-width: 1280px;
  margin: 0 auto;
  padding: 12px;
  @media (min-width: 768px) {
    padding: 16px 24px;
  }
`;
