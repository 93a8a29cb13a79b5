// The frame of the directory screens (artists, groups, search): up to 1280 px wide, the title,
// the search row and the hint lines a list shows instead of its cards (loading, empty, failed).
import { styled } from '@linaria/react';

export const ListPage = styled.div`
  max-width: 1280px;
  margin: 0 auto;
  padding: 12px 12px 32px;
  @media (min-width: 768px) {
    padding: 16px 24px 40px;
  }
  h1 {
    margin: 4px 0 12px;
    font-size: 22px;
  }
  .search {
    margin-bottom: 16px;
  }
  .hint {
    color: var(--text-muted);
    margin: 16px 0;
  }
`;
