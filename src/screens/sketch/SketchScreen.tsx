// /sketch/{id}: the sketch page.
import type { LoadContext, ScreenProps } from '../../app/screen';
import { loadSketchPage, type SketchPageData } from './loadSketch';
import { SketchPage } from './SketchPage';
import { parsePositiveId } from '../../lib/ids';

export function load({ params, signal }: LoadContext): Promise<SketchPageData> {
  return loadSketchPage(parsePositiveId(params.id), signal);
}

export default function SketchScreen({ data }: ScreenProps<SketchPageData>) {
  return <SketchPage id={data.id} />;
}
