import { Component, type ErrorInfo, type ReactNode } from 'react';
import { BLANK_SCREEN_CHECK_MS } from './navigation-fallback';
import { RouteErrorMessage } from './route-error-message';

type Props = { children: ReactNode; onFallback: () => boolean };
type State = { failed: boolean; stuck: boolean };

/** Catches a page that fails to render and, after 500 ms, takes the role's fallback. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, stuck: false };
  private timer: ReturnType<typeof setTimeout> | undefined;

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Page failed to render', error, info.componentStack);
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      if (!this.props.onFallback()) this.setState({ stuck: true });
    }, BLANK_SCREEN_CHECK_MS);
  }

  override componentWillUnmount(): void {
    clearTimeout(this.timer);
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteErrorMessage stuck={this.state.stuck} /> : this.props.children;
  }
}
