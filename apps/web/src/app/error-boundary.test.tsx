import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ErrorBoundary } from './error-boundary.tsx';

describe('ErrorBoundary', () => {
  it('shows the error screen with the message, and Try Again renders the content again', () => {
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('The trip list could not be drawn');
      return <p>Trip list</p>;
    }
    // React reports caught render errors on the console; they are expected here.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});

    render(
      <ErrorBoundary>
        <Flaky />
      </ErrorBoundary>,
    );

    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeTruthy();
    expect(screen.getByText('The trip list could not be drawn')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Homepage' }).getAttribute('href')).toBe('/');

    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(screen.getByText('Trip list')).toBeTruthy();
    expect(screen.queryByText('Oops! Something went wrong')).toBeNull();
    consoleError.mockRestore();
  });

  it('clears the error when the reset key (the page) changes', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Page({ path }: { path: string }) {
      if (path === '/broken') throw new Error('broken page');
      return <p>Page {path}</p>;
    }
    const view = render(
      <ErrorBoundary resetKey="/broken">
        <Page path="/broken" />
      </ErrorBoundary>,
    );
    expect(screen.getByText('broken page')).toBeTruthy();

    view.rerender(
      <ErrorBoundary resetKey="/you">
        <Page path="/you" />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Page /you')).toBeTruthy();
    consoleError.mockRestore();
  });
});
