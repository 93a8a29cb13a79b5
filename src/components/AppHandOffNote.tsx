// What the page says after it asked the app to do something only the app does (start a live
// stream, open a sketch file): nothing once done or dismissed in the app; the app's failure; or,
// with no app here, where to get it.
import type { HandOffResult } from '../lib/handOff';

export interface AppHandOffNoteProps {
  result: HandOffResult | null;
  className?: string;
  testId?: string;
  linkTestId?: string;
}

export function AppHandOffNote({ result, className, testId, linkTestId }: AppHandOffNoteProps) {
  if (!result || !('text' in result)) return null;
  return (
    <p className={className} data-testid={testId}>
      {result.text}
      {result.kind === 'noApp' && (
        <>
          {' '}
          <a href={result.downloadUrl} target="_blank" rel="noopener noreferrer" data-testid={linkTestId}>
            Get the app
          </a>
        </>
      )}
    </p>
  );
}
