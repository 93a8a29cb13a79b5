// /sketch/{id}: the sketch page.
import type { LoadContext, ScreenProps } from '../../app/navigation/screen';
import { loadSketchPage, type SketchPageData } from './loadSketch';
import { SketchPage } from './SketchPage';

export function load({ params }: LoadContext<{ id: number }>): Promise<SketchPageData> {
  return loadSketchPage(params.id);
}

export default function SketchScreen({ data }: ScreenProps<SketchPageData>) {
  return <SketchPage id={data.id} />;
}
