// Layout of the store pages: the wallet, then the offers as cards that wrap on a phone; the
// patron membership's card has a row of its own.
import { styled } from '@linaria/react';
import { PageFrame } from '../../components/PageFrame';

export const Page = styled(PageFrame)`
  max-width: 960px;
  h2 {
    margin: 24px 0 12px;
    font-size: 1.2rem;
  }
  p {
    line-height: 1.45;
  }
  .wallet {
    display: grid;
    gap: 4px;
    padding: 12px 16px;
    border-radius: var(--radius);
    background: var(--surface);
    border: 1px solid var(--border);
  }
  .wallet p {
    margin: 0;
  }
  .muted {
    color: var(--text-muted);
  }
  .error {
    color: var(--danger);
    font-weight: 600;
  }
  .offers {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
    gap: 12px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  /* The membership is one card with a list of benefits: a card as wide as a heart pack wraps
     that list to many lines, so it has a row to itself, as wide as the three heart packs above
     it. Up to three columns fit, those three fill the row; from 884 px (four 200 px columns and
     their gaps) they take three quarters of it, less one gap. */
  .offers.membership {
    grid-template-columns: minmax(0, 1fr);
    @media (min-width: 884px) {
      max-width: calc((100% - 36px) * 0.75 + 24px);
    }
  }
  .offer {
    display: flex;
    flex-direction: column;
    gap: 8px;
    padding: 16px;
    border-radius: var(--radius);
    background: var(--surface);
    border: 1px solid var(--border);
  }
  .offer h3 {
    margin: 0;
    font-size: 1.1rem;
  }
  .price {
    font-size: 1.6rem;
    font-weight: 700;
    margin: 0;
  }
  .offer ul {
    margin: 0;
    padding-left: 20px;
  }
  .offer form {
    margin-top: auto;
  }
  .offer button {
    width: 100%;
  }
`;
