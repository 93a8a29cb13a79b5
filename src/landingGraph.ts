// The landing pages' graph: the shell (src/shellGraph.ts) and what the landing pages other than
// home (a gallery, a sketch page) need and many other screens share. build/lazyEntries.mjs makes
// every lazy chunk but a few import this module, so these modules are one chunk instead of some twenty
// chunks of a few hundred bytes, each a request before those pages show (their Lighthouse LCP).
// The route table and the whiteboard's chunks import only the shell: the whiteboard, the heaviest
// first load, uses none of these, and the route table comes before every screen but home.
// Path builders stay out (the first load of "/" carries only its own, src/lib/paths/site.ts says why).
import './shellGraph';
import './lib/gallery';
import './lib/sketchPage';
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
