import { describe, expect, it } from 'vitest';
import { routeTable } from '../../app/routes';
import { matchRoute } from '../../lib/route';

const routeOf = (path: string) => {
  const found = matchRoute(routeTable, path);
  return found ? [found.rule.name, found.params] : null;
};

describe('sketch routes', () => {
  it('/sketch/{id} matches only the plain id form', () => {
    expect(routeOf('/sketch/12')).toEqual(['sketch', { id: '12' }]);
    expect(routeOf('/sketch/12/')).toEqual(['sketch', { id: '12' }]);
    expect(routeOf('/sketch/12/edit')?.[0]).toBe('sketchEdit');
    expect(routeOf('/sketch/abc')?.[0]).not.toBe('sketch');
    expect(routeOf('/sketch/12/more')?.[0]).not.toBe('sketch');
  });

  it('/shared/sketch is the shared sketch page (its id in ?id=)', () => {
    expect(routeOf('/shared/sketch')?.[0]).toBe('sharedSketch');
  });
});
