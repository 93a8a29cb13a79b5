// /shared/sketch?id={id}: a sketch shared from the app (its share sheet links here). The same
// page as /sketch/{id}, with a line that says where it was made, for visitors who do not know
// the app. Without a valid id the page is not found.
import { styled } from '@linaria/react';
import type { LoadContext, ScreenProps } from '../../app/navigation/screen';
import { APP_STORE_URL, PRODUCT_NAME } from '../../lib/product';
import { useSession } from '../../stores/session';
import { loadSketchPage, type SketchPageData } from './loadSketch';
import { SketchPage } from './SketchPage';
import { parsePositiveId } from '../../lib/ids';

export const sharedSketchId = (search: string) => parsePositiveId(new URLSearchParams(search).get('id'));

export function load({ location }: LoadContext): Promise<SketchPageData> {
  return loadSketchPage(sharedSketchId(location.search));
}

const Banner = styled.p`
  max-width: 1100px;
  margin: 12px auto 0;
  padding: 10px 16px;
  box-sizing: border-box;
  color: var(--text-muted);
  a {
    color: var(--accent);
    font-weight: 700;
  }
`;


export default function SharedSketchScreen({ data }: ScreenProps<SketchPageData>) {
  const visitor = useSession((s) => s.user === null);
  return (
    <>
      {visitor && (
        <Banner data-testid="shared-banner">
          Drawn with {PRODUCT_NAME}.{' '}
          <a href={APP_STORE_URL} target="_blank" rel="noopener noreferrer">
            Get the app
          </a>
        </Banner>
      )}
      <SketchPage id={data.id} />
    </>
  );
}
