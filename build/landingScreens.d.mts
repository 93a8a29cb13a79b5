// Types of build/landingScreens.mjs for the TypeScript that imports it (the tests).
export interface LandingScreen {
  path: string;
  route: string;
  examples: string[];
  screen: string;
  serverRendered: boolean;
  /** Every visitor gets the same page: rendered once a second for all of them. */
  visitorsShare: boolean;
}
export declare const HOME_SCREEN: string;
export declare const LANDING_SCREENS: readonly LandingScreen[];
