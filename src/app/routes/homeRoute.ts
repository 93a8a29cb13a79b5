// The home page's rule, the one rule in the entry: "/" resolves without the route table's chunk,
// so the first load of "/" does not grow with every screen the table gains (src/app/routes/routes.tsx).
import { screenChunk } from '../../lib/chunkStyles';
import { route } from './screenRoute';

export const homeRoute = route('home', (p) => (p === '/' ? {} : null), () => screenChunk(import('../../screens/home/HomeScreen')));
