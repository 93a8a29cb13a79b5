// A short notice in the middle of the page, its message over one call to action (the error
// pages, a gallery that does not exist or needs a sign-in).
import { styled } from '@linaria/react';

export const CenteredNotice = styled.section`
  max-width: 520px;
  margin: 64px auto;
  padding: 0 20px;
  text-align: center;
  & > h1,
  & > p {
    font-size: 1.125rem;
    font-weight: 400;
    margin: 18px 0 24px;
  }
`;
