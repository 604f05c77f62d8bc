import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { useLocation } from 'react-router';

interface Props {
  children: ReactNode;
  /** What to show instead of a page that threw while rendering. */
  fallback: (error: unknown) => ReactNode;
}

class Boundary extends Component<Props & { resetKey: string }, { error: unknown; failed: boolean }> {
  override state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Error loading', error, info.componentStack);
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    // Another page: give it its chance.
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ error: undefined, failed: false });
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}

/** A page that throws shows `fallback` in its place; going to another address tries again. */
export function RouteErrorBoundary({ children, fallback }: Props) {
  const { pathname } = useLocation();
  return (
    <Boundary resetKey={pathname} fallback={fallback}>
      {children}
    </Boundary>
  );
}
