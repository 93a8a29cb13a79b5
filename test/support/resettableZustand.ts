// zustand's testing guide: every store created during a test run remembers its initial state
// and registers a reset that puts it back, so stores start fresh in every test without each
// test file resetting the stores it happens to know about. test/setup.ts mocks 'zustand' with
// this wrapper; a new store joins without a line of test code.
import type * as Zustand from 'zustand';
import { registerReset } from '../../src/lib/testReset';

type Initializer = Zustand.StateCreator<unknown>;

export function withResettableStores(actual: typeof Zustand): typeof Zustand {
  const createResettable = (initializer: Initializer) => {
    const store = actual.create(initializer);
    const initial = store.getInitialState();
    registerReset(() => store.setState(initial, true));
    return store;
  };
  // create(initializer), and the curried create<T>()(initializer) of typed stores.
  const create = (initializer?: Initializer) => (initializer === undefined ? createResettable : createResettable(initializer));
  return { ...actual, create: create as unknown as typeof actual.create };
}
