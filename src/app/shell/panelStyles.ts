// The look shared by the header's drop-down panels (hamburger menu, Login menu).
import { styled } from '@linaria/react';

export const Scrim = styled.div`
  position: fixed;
  inset: 0;
  z-index: 90;
  background: rgba(0, 0, 0, 0.35);
`;

export const Panel = styled.nav`
  position: fixed;
  z-index: 95;
  top: calc(var(--header-height) + env(safe-area-inset-top));
  max-height: calc(100vh - var(--header-height) - env(safe-area-inset-top));
  overflow-y: auto;
  background: var(--surface);
  box-shadow: var(--shadow);
  padding: 8px;
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li > a,
  li > button {
    display: flex;
    align-items: center;
    width: 100%;
    min-height: 44px;
    padding: 0 12px;
    border: 0;
    border-radius: 8px;
    background: none;
    color: var(--text);
    text-decoration: none;
    text-align: left;
    font-weight: 600;
    cursor: pointer;
  }
  li > a:hover,
  li > button:hover:not(:disabled) {
    background: var(--surface-2);
  }
  li > button:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  small {
    display: block;
    color: var(--text-muted);
    font-weight: 400;
  }
`;
