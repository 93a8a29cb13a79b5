// wouter sees the displayed page's location, and its navigate goes through the page
// transitions, so screens can use wouter's hooks (useLocation, useSearch) as usual.
import { navigate } from '../navigation/navigation';
import { useNavigation } from '../navigation/navigation';

export function useWouterLocation(): [string, (to: string, options?: { replace?: boolean }) => void] {
  const path = useNavigation((s) => s.page?.location.path ?? window.location.pathname);
  return [path, (to, options) => void navigate(to, options)];
}
