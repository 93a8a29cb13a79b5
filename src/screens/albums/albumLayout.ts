// Layout shared by the album screens (their addresses are userPaths.albums and userPaths.album in src/lib/paths/users.ts).
import { styled } from '@linaria/react';
import { PageFrame } from '../../components/PageFrame';

export const Page = styled(PageFrame)`
  max-width: 1280px;
`;
