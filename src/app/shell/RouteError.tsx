import { Component, type ReactNode } from 'react';

/** The screen for an unexpected error while showing a page (a page's data failed to load, say): its message. */
function RouteError({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <div className="mx-auto max-w-3xl px-4 py-24">
      <title>Unexpected Application Error!</title>
      <h1 className="text-3xl font-extrabold text-navy-900">Unexpected Application Error!</h1>
      <p className="mt-4 text-lg text-slate-700">{detail}</p>
      <a href="/" className="mt-8 inline-block font-semibold text-orange-700 underline">
        Back to the home page
      </a>
    </div>
  );
}

interface BoundaryState {
  failed: boolean;
  error?: unknown;
  visit: string;
}

/** Shows RouteError in place of a page that failed; the next navigation (a new history entry) starts afresh. */
export class RouteErrorBoundary extends Component<{ visit: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false, visit: this.props.visit };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps({ visit }: { visit: string }, state: BoundaryState): Partial<BoundaryState> | null {
    return visit === state.visit ? null : { failed: false, error: undefined, visit };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
