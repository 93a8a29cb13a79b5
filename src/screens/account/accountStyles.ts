// Layout of the account recovery pages: one narrow column of text and a short form.
import { styled } from '@linaria/react';
import { TEXT_FIELD } from '../../components/fieldStyles';
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
  input[type='email'] {
    ${TEXT_FIELD}
    width: 100%;
  }
`;
