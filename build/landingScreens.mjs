// The pages people land on from outside the app (a shared link, a search result, a notification's
// e-mail). The server renders each for its viewer (src/serverRender.tsx reads `serverRendered`
// here), so its content shows from the HTML before any script has run, and the page's code and
// stylesheets come with the page: boot.js, and the server in the page's HTML
// (server/http/routePreloads.ts), add the screen's chunks, and a rendered page links one
// stylesheet with the rules of the screen and its lazy parts. `path` is the plain form of the
// page's rule in the route table (src/app/routes/routeTable.ts) as a regular expression: a path it
// misses still works, rendered in the browser. `route` and `examples` hold the two to each other
// (test/unit/landingScreens.test.ts: every example is that route, whose loader imports `screen`).
// Every visitor gets the same rendered page, so the server renders it once a second for all of
// them (server/http/visitorRenders.ts); server/http/serverRender.test.ts renders each for two
// visitors and compares. `countsView`: the page's first read counts the reader's view of a sketch
// or a profile (server/entities/viewCounts.ts); a visitor served a kept page has that view
// counted apart (server/http/keptPageViews.ts).

/** The lazy screen that "/" shows at once. */
export const HOME_SCREEN = 'src/screens/home/HomeScreen.tsx';

export const LANDING_SCREENS = [
  { path: '^/$', route: 'home', examples: ['/'], screen: HOME_SCREEN, serverRendered: true },
  { path: '^/(gallery|tag)(/|$)', route: 'gallery', examples: ['/gallery/recent', '/tag/cat', '/gallery'], screen: 'src/screens/gallery/GalleryScreen.tsx', serverRendered: true },
  { path: '^/sketch/\\d+/?$', route: 'sketch', examples: ['/sketch/12', '/sketch/12/'], screen: 'src/screens/sketch/SketchScreen.tsx', serverRendered: true, countsView: 'sketch' },
  // The pages people open from a link: an artist's profile, a group (an invitation), a compo, a
  // daily challenge, the groups' list.
  { path: '^/user/[^/]+/?$', route: 'profile', examples: ['/user/InkyAda', '/user/12/'], screen: 'src/screens/profile/ProfileScreen.tsx', serverRendered: true, countsView: 'profile' },
  { path: '^/group/[^/]+/?$', route: 'group', examples: ['/group/1', '/group/7/'], screen: 'src/screens/groups/GroupScreen.tsx', serverRendered: true },
  { path: '^/compo/[^/]+/?$', route: 'compo', examples: ['/compo/1', '/compo/kaiju-season'], screen: 'src/screens/compos/CompoScreen.tsx', serverRendered: true },
  { path: '^/challenge/\\d+/?$', route: 'challenge', examples: ['/challenge/3'], screen: 'src/screens/challenges/ChallengeScreen.tsx', serverRendered: true },
  { path: '^/groups/?$', route: 'groups', examples: ['/groups', '/groups/'], screen: 'src/screens/groups/GroupsScreen.tsx', serverRendered: true },
];
