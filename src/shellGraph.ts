// The shell: what the entry (src/main.tsx) imports, without its side effects, and the few small
// modules nearly every screen uses. build.mjs (build/lazyEntries.mjs) makes every lazy chunk import
// this module: esbuild puts a module into the chunk of the exact set of entry points that reach
// it, so with every entry point reaching all of these they are one chunk, instead of dozens of
// chunks of a kilobyte or less that each cost a request before the first page shows. The entry
// evaluates them first; a lazy chunk's import of them costs nothing at run time.
import 'react';
import 'react-dom/client';
import './app/shell/App';
import './app/host/hostBridge';
import './app/navigation/analytics';
import './app/navigation/links';
import './app/navigation/navigation';
import './app/routes/routes';
import './stores/session';
// Used by the home page and most other screens (each alone was a chunk of its own).
import './components/PageFrame';
import './lib/numbers';
import './lib/visibility';
import './lib/sketchCard';
import './api/schemas/users';
import './api/schemas/sketchCards';
// What the landing pages other than home (a gallery, a sketch page) need and many other screens
// share: one chunk with the modules above instead of some twenty chunks of a few hundred bytes,
// each a request before those pages show (their Lighthouse LCP). Path builders stay out (the
// first load of "/" carries only its own, src/lib/paths/site.ts says why).
import './lib/ids';
import './lib/groupAdminTabs';
import './lib/gallery';
import './lib/sketchPage';
import './lib/relativeTime';
import './lib/dayText';
import './app/navigation/pageState';
import './api/requestKey';
import './api/schemas/galleries';
import './api/schemas/home';
import './api/schemas/sketches';
import './api/home';
import './api/sketches';
import './api/users';
import './queries/homeKeys';
import './queries/sketches';
import './components/Button';
import './components/RelativeTime';
import './components/ScrollStrip';
import './components/useMediaQuery';
import './components/ViewToggle';
import './components/WrapList';
import './components/SketchCard';
import './components/SketchGrid';
import './components/EndlessGrid';
import './features/lists/GalleryList';
