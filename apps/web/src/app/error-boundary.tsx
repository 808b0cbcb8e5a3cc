import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertTriangle } from 'lucide-react';
import { Button, buttonClasses } from '#shared/ui/button.tsx';

export function ErrorScreen({ error, onReset }: { error: unknown; onReset?: () => void }) {
  const { t } = useTranslation('common');
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 px-4 py-16 text-center"
    >
      <AlertTriangle aria-hidden className="h-12 w-12 text-amber-500" />
      <h1 className="text-2xl font-bold text-slate-900 dark:text-slate-50">{t('error_screen.title')}</h1>
      {message && <p className="break-words text-slate-600 dark:text-slate-300">{message}</p>}
      <div className="flex flex-wrap justify-center gap-3">
        {onReset && <Button onClick={onReset}>{t('error_screen.try_again')}</Button>}
        {/* A full page load: whatever broke the app is left behind. */}
        <a href="/" className={buttonClasses('secondary')}>
          {t('error_screen.go_home')}
        </a>
      </div>
    </div>
  );
}

interface ErrorBoundaryProps {
  children: ReactNode;
  /** When this value changes (e.g. the path), an error state is cleared so navigating away recovers. */
  resetKey?: unknown;
  onError?: (error: unknown, info: ErrorInfo) => void;
}

interface ErrorBoundaryState {
  error: unknown;
  hasError: boolean;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override componentDidUpdate(prev: ErrorBoundaryProps): void {
    if (this.state.hasError && prev.resetKey !== this.props.resetKey) this.reset();
  }

  reset = (): void => {
    this.setState({ error: null, hasError: false });
  };

  override render(): ReactNode {
    if (this.state.hasError) return <ErrorScreen error={this.state.error} onReset={this.reset} />;
    return this.props.children;
  }
}
