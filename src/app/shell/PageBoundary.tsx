// Catches a render error of one page: the page shows the code 500 page instead of blanking the
// whole app. Keyed by history entry in PageHost, so each entry starts with fresh component state
// and a fresh boundary. The error reaches analytics through the root's onCaughtError below.
import { Component, type ReactNode } from 'react';
import type { RootOptions } from 'react-dom/client';
import { reportError } from '../navigation/analytics';
import { ErrorPage } from './ErrorPage';

/**
 * The root's options (main.tsx): an error a boundary caught is reported once, to analytics (which
 * logs it), in place of React's default console.error. Uncaught and recoverable errors keep
 * React's default, the window's error event, which installErrorReporting already reports.
 */
export const rootErrorOptions = {
  onCaughtError: (error: unknown) => reportError(error),
} satisfies RootOptions;

export class PageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorPage kind="serverError" /> : this.props.children;
  }
}
