// React Testing Library with the app's providers, as its docs advise ("custom render"): every
// render and renderHook of a component test is inside the app's one QueryClientProvider (the
// cache test/setup.ts empties after each test), so components read and write server data as in
// the app. Component tests import from here instead of '@testing-library/react'.
import { QueryClientProvider } from '@tanstack/react-query';
import { render as rtlRender, renderHook as rtlRenderHook, type RenderHookOptions, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { queryClient } from '../../src/api/queryClient';

export * from '@testing-library/react';

function AppProviders({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** A wrapper a test gives stays inside the app's providers. */
function withProviders(Wrapper?: RenderOptions['wrapper']): RenderOptions['wrapper'] {
  if (!Wrapper) return AppProviders;
  return ({ children }) => (
    <AppProviders>
      <Wrapper>{children}</Wrapper>
    </AppProviders>
  );
}

export function render(ui: ReactElement, options: Omit<RenderOptions, 'queries'> = {}) {
  return rtlRender(ui, { ...options, wrapper: withProviders(options.wrapper) });
}

export function renderHook<Result, Props>(hook: (props: Props) => Result, options: RenderHookOptions<Props> = {}) {
  return rtlRenderHook(hook, { ...options, wrapper: withProviders(options.wrapper) });
}
