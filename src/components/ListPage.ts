// The frame of the directory screens (artists, groups, search): up to 1280 px wide, the title,
// the search row and the hint lines a list shows instead of its cards (loading, empty, failed).
import { styled } from '@linaria/react';
import { PageFrame } from './PageFrame';

export const ListPage = styled(PageFrame)`
  max-width: 1280px;
  .search {
    margin-bottom: 16px;
  }
  .hint {
    color: var(--text-muted);
    margin: 16px 0;
  }
`;
