// Layout pieces shared by the home page's sections.
import { styled } from '@linaria/react';
import { PageFrame } from '../../components/PageFrame';

/* Links take the text's colour; under :where() the rule weighs as little as a class, so a
   section's own link rule (the welcome's accent button) wins whichever stylesheet comes first. */
export const HomePage = styled(PageFrame)`
  max-width: 1280px;
  & :where(a) {
    color: inherit;
  }
`;

export const SectionBox = styled.section`
  margin-top: 22px;
  > header {
    display: flex;
    align-items: baseline;
    gap: 12px;
    margin-bottom: 10px;
  }
  > header h2 {
    flex: 1;
    min-width: 0;
    margin: 0;
    font-size: 1.125rem;
    overflow-wrap: anywhere; /* 'More by' a long nickname breaks rather than widen the page */
  }
  > header a {
    color: var(--accent);
    font-weight: 600;
    text-decoration: none;
  }
  /* A card still to come (useCardsLater): the box of a card whose image is loading. */
  .later {
    border-radius: 8px;
    background: var(--surface-2);
  }
`;

export const Card = styled.div`
  background: var(--surface);
  border: 1px solid var(--border);
  border-radius: var(--radius);
  overflow: hidden;
`;

export const Muted = styled.span`
  color: var(--text-muted);
  font-size: 0.8125rem;
`;

export const EmptyNote = styled.p`
  margin: 0;
  padding: 16px;
  color: var(--text-muted);
  background: var(--surface);
  border-radius: var(--radius);
`;
