// @vitest-environment jsdom
// The landing screens whose code a page fetches with the entry (build/landingScreens.mjs) are the
// screens the route table shows at those addresses: each example path is its entry's route, whose
// loader gives that very screen module, and its path test matches it and no other entry's examples.
// A route that moved, or a screen renamed in one place only, fails here rather than silently
// preloading the wrong code.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANDING_SCREENS } from '../../build/landingScreens.mjs';
import { routeTable } from '../../src/app/routes/routeTable';
import { matchRoute, normalizeLocation } from '../../src/lib/route';

const ROOT = join(import.meta.dirname, '..', '..');

describe('the landing screens of the build', () => {
  for (const landing of LANDING_SCREENS) {
    it(`${landing.route}: ${landing.examples.join(', ')} show ${landing.screen}`, async () => {
      const screen: unknown = await import(/* @vite-ignore */ join(ROOT, landing.screen));
      for (const example of landing.examples) {
        expect(new RegExp(landing.path).test(example), example).toBe(true);
        const found = matchRoute(routeTable, normalizeLocation(example, '', '').path);
        expect(found?.rule.name, example).toBe(landing.route);
        expect(await found!.rule.screen(), example).toBe(screen);
      }
      const others = LANDING_SCREENS.filter((other) => other !== landing).flatMap((other) => other.examples);
      expect(others.filter((path) => new RegExp(landing.path).test(path))).toEqual([]);
    });
  }
});
