// Layout shared by the challenge screens (their addresses are sitePaths.challenges and sitePaths.challenge).
import { styled } from '@linaria/react';

export const Page = styled.div`
  max-width: 1280px;
  margin: 0 auto;
  padding: 12px 12px 40px;
  @media (min-width: 768px) {
    padding: 16px 24px 48px;
  }
  h1 {
    margin: 4px 0 8px;
    font-size: 1.5rem;
    overflow-wrap: anywhere;
  }
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
