// The shell: what the entry (src/main.tsx) imports, without its side effects, and the few small
// modules nearly every screen uses. build.mjs (build/lazyEntries.mjs) makes every lazy chunk import
// this module (most through src/landingGraph.ts), and the entry imports it too: esbuild puts a
// module into the chunk of the exact set of entry points that reach it, so with every entry point
// reaching all of these they are the entry's one shared chunk, instead of dozens of chunks of a
// kilobyte or less that each cost a request before the first page shows. The entry evaluates
// them first; a lazy chunk's import of them costs nothing at run time.
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
// The route table's and the whiteboard chat's, which import only the shell (build/lazyEntries.mjs).
import './lib/ids';
import './lib/groupAdminTabs';
import './lib/relativeTime';
// The header's unread badges (a lazy chunk) and home's profile block share the counts' key.
import './queries/unreadKey';
// The entry's too (mount.tsx): reached by every chunk, they stay in the entry's shared chunk.
import './lib/renderClock';
import './lib/useHydrated';
