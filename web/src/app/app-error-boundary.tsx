// Last-resort error boundary: a render error or a page chunk that fails to load (e.g. after a deploy) offers a reload.
import { Component, type ErrorInfo, type ReactNode } from 'react';

type State = { error: Error | null };

export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="mx-auto max-w-lg px-4 py-24 text-center">
        <h1 className="text-2xl font-bold text-navy-900">Something went wrong</h1>
        <p className="mt-3 text-slate-600">Please reload the page. If the problem continues, give us a call.</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-6 rounded-md bg-teal-500 px-5 py-2.5 font-semibold text-white hover:bg-teal-600"
        >
          Reload the page
        </button>
      </div>
    );
  }
}
