// The frame of the creator's compo and challenge blocks on the sketch page: a heading and a row
// of actions.
import { styled } from '@linaria/react';

export const EntryBox = styled.section`
  display: grid;
  gap: 8px;
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
`;
