// The frame of a content page: centred, padded (more from 768 px on), and the page's title.
// A screen sets its width and its own rules on top: styled(PageFrame)`max-width: 880px; ...`.
// It sets nothing else, so no rule of a screen's depends on which stylesheet comes first.
import { styled } from '@linaria/react';

export const PageFrame = styled.div`
  margin: 0 auto;
  padding: 12px 12px 40px;
  @media (min-width: 768px) {
    padding: 16px 24px 48px;
  }
  h1 {
    margin: 4px 0 12px;
    font-size: 1.5rem;
    overflow-wrap: anywhere;
  }
`;
