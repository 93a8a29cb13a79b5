import { describe, expect, it } from 'vitest';
import { queryClient } from '../api/queryClient';
import { listData, seedList, seedQuery } from '../../test/support/queries';
import { dropFromList } from './groupAdmin';

describe('dropFromList', () => {
  it('takes a decided item out of a plain list', () => {
    seedQuery(['plain'], [{ id: 1 }, { id: 2 }, { id: 3 }]);
    dropFromList(['plain'], 2);
    expect(queryClient.getQueryData(['plain'])).toEqual([{ id: 1 }, { id: 3 }]);
  });

  it('takes it out of whichever loaded page of an endless list holds it, keeping every page and cursor', () => {
    seedList(['endless'], { items: [{ id: 1 }, { id: 2 }], next: 'b' }, { items: [{ id: 3 }, { id: 4 }], next: null });
    dropFromList(['endless'], 3);
    expect(queryClient.getQueryData(['endless'])).toEqual(listData({ items: [{ id: 1 }, { id: 2 }], next: 'b' }, { items: [{ id: 4 }], next: null }));
  });

  it('leaves a list that is not cached alone', () => {
    dropFromList(['absent'], 1);
    expect(queryClient.getQueryData(['absent'])).toBeUndefined();
  });
});
