// Styles shared by the compo screens: the page frame and the state badge.
import { css } from '@linaria/core';
import { styled } from '@linaria/react';

export const Page = styled.div`
  max-width: 1280px;
  margin: 0 auto;
  padding: 12px 12px 40px;
  h1 {
    margin: 4px 0 12px;
    font-size: 22px;
    overflow-wrap: anywhere;
  }
  @media (min-width: 768px) {
    padding: 16px 24px 48px;
  }
`;

/** A compo's state label: green while open, the accent while voting, neutral when closed. */
export const stateBadge = css`
  display: inline-block;
  padding: 3px 10px;
  border-radius: 12px;
  background: var(--surface-2);
  color: var(--text);
  border: 1px solid var(--border);
  font-size: 13px;
  font-weight: 700;
  &[data-state='open'] {
    background: var(--ok);
    color: var(--ok-text);
    border-color: transparent;
  }
  &[data-state='voting'] {
    background: var(--accent);
    color: var(--accent-text);
    border-color: transparent;
  }
`;
