// What a page opens once an action of its own has ended: the redirect after a delete, the page of
// what was just saved or sent. The action may end after the page was left (Back pressed while a
// slow delete was on its way): the page the user went to must stay, with its history entry,
// rather than be replaced by the page the action would have opened.
import { useCallback } from 'react';
import { navigate, useNavigation } from './navigation';

/** navigate() for the page that renders this: it does nothing (false) once another page is shown. */
export function useNavigateFromPage(): typeof navigate {
  const entryKey = useNavigation((state) => state.page?.entryKey);
  return useCallback((...args) => (useNavigation.getState().page?.entryKey === entryKey ? navigate(...args) : Promise.resolve(false)), [entryKey]);
}
