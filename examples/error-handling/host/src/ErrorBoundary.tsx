import { Component, type ErrorInfo, type ReactNode } from 'react';

type Props = { children: ReactNode };
type State = { error: Error | null };

// Catches what the remote component throws while loading or rendering,
// so that only this part of the page is replaced
export default class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn(`[host] error boundary caught: ${error.message}`, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (error) {
      return (
        <p role="alert">
          This part of the page failed: {error.message}{' '}
          <button type="button" onClick={() => this.setState({ error: null })}>
            Try again
          </button>
        </p>
      );
    }
    return this.props.children;
  }
}
