// Layout shared by the challenge screens (their addresses are sitePaths.challenges and sitePaths.challenge).
import { styled } from '@linaria/react';
import { PageFrame } from '../../components/PageFrame';

export const Page = styled(PageFrame)`
  max-width: 1280px;
`;

/** A row of controls that wraps on a phone. */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 0 0 16px;
  /* Pushes what follows to the right end, without taking room from a growing field. */
  .grow {
    margin-left: auto;
  }
  h2 {
    margin: 0;
    font-size: 1.15rem;
  }
`;
