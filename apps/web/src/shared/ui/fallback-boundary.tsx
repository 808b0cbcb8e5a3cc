import { Component, type ReactNode } from 'react';

/**
 * Shows `fallback` instead of a part of the page that failed (a map without WebGL, a background piece whose code
 * could not be loaded after a deploy), so the rest of the page goes on working. Pages use the app's ErrorBoundary.
 */
export class FallbackBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
