// Types of build/landingScreens.mjs for the TypeScript that imports it (the tests).
export interface LandingScreen {
  path: string;
  route: string;
  examples: string[];
  screen: string;
  serverRendered: boolean;
  /** What the page's first read counts a view of, for each reader. */
  countsView?: 'sketch' | 'profile';
}
export declare const HOME_SCREEN: string;
export declare const LANDING_SCREENS: readonly LandingScreen[];
