// A sketch's switches of one kind under their heading (spec part 1 §2, the sketch page: its
// albums and collections, its groups): a column of check boxes, with a muted line for what the
// list says when it has none or is loading, and `.row` for switches that sit side by side.
import { styled } from '@linaria/react';

export const SwitchSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: 8px;
  h2 {
    margin: 8px 0 0;
    font-size: 1rem;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  .muted {
    color: var(--text-muted);
  }
`;
