// The layout renderer's boxes (LayoutRenderer.tsx): a row, a column or a stack, and a tap area.
import { styled } from '@linaria/react';

export const Box = styled.div`
  &[data-layout='horizontal'] {
    display: flex;
    flex-direction: row;
    flex-wrap: wrap;
    align-items: center;
  }
  &[data-layout='vertical'] {
    display: flex;
    flex-direction: column;
  }
  &[data-layout='stack'] {
    display: grid;
    & > * {
      grid-area: 1 / 1;
    }
  }
`;

/* A tap on a view that is not a button: a button without a button's look, so it keeps the keyboard. */
export const TapArea = styled.button`
  all: unset;
  display: block;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid var(--accent);
    outline-offset: 2px;
  }
`;
