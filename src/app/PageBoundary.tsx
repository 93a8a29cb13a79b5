// Catches a render error of one page: the page shows the code 500 page instead of blanking the
// whole app, and the error goes to analytics. Keyed by history entry in PageHost, so each entry
// starts with fresh component state and a fresh boundary.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from './analytics';
import { ErrorPage } from './ErrorPage';

export class PageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo): void {
    reportError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorPage kind="serverError" /> : this.props.children;
  }
}
