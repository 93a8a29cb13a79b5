// The page frame shared by the messages and activity screens. A visitor sees the LoginNotice
// (components) instead of a list.
import { styled } from '@linaria/react';
import { PageFrame } from '../../components/PageFrame';

export const Page = styled(PageFrame)`
  max-width: 880px;
  .back {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: var(--accent);
    font-weight: 600;
  }
  .blocked {
    display: grid;
    justify-items: start;
    gap: 12px;
  }
  .blocked p {
    margin: 0;
  }
`;

