// Styles shared by the compo screens: the page frame and the state badge.
import { css } from '@linaria/core';
import { styled } from '@linaria/react';
import { PageFrame } from '../../components/PageFrame';

export const Page = styled(PageFrame)`
  max-width: 1280px;
`;

/** A compo's state label: green while open, the accent while voting, neutral when closed. */
export const stateBadge = css`
  display: inline-block;
  padding: 3px 10px;
  border-radius: 12px;
  background: var(--surface-2);
  color: var(--text);
  border: 1px solid var(--border);
  font-size: 0.8125rem;
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
