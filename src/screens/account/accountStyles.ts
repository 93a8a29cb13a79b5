// Layout of the account recovery pages: one narrow column of text and a short form.
import { styled } from '@linaria/react';
import { PageFrame } from '../../components/PageFrame';

export const Page = styled(PageFrame)`
  max-width: 560px;
  h1 {
    margin: 0 0 8px;
    font-size: 1.5rem;
  }
  p {
    line-height: 1.45;
    overflow-wrap: anywhere;
  }
  .sent {
    padding: 10px 12px;
    border-radius: var(--radius);
    background: var(--surface);
    border: 1px solid var(--border);
  }
  .links {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 20px;
  }
  .links a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: var(--accent);
    font-weight: 600;
  }
  input[type='email'] {
    font: inherit;
    font-weight: 400;
    padding: 10px 12px;
    border-radius: var(--radius);
    border: 1px solid var(--border);
    background: var(--surface);
    color: var(--text);
    width: 100%;
    min-height: 44px;
    box-sizing: border-box;
  }
`;
