import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import clsx from 'clsx';
import { Button, buttonClasses } from './button.tsx';
import { PageContainer } from './page.tsx';
import { Spinner } from './spinner.tsx';

/** What a page for signed-in users shows a visitor: why it is closed, and a way to sign in that comes back here. */
export function SignInRequiredPage({
  title,
  message,
  signInLabel,
}: {
  title: string;
  message: string;
  signInLabel: string;
}) {
  const location = useLocation();
  return (
    <PageContainer title={title}>
      <p className="mb-4 text-slate-700 dark:text-slate-300">{message}</p>
      <Link to="/login" state={{ from: location }} className={buttonClasses('primary')}>
        {signInLabel}
      </Link>
    </PageContainer>
  );
}

/** A big spinner and what is awaited, in the middle of the space the page will take (the whole screen: `tall`). */
export function WaitingScreen({ label, tall = false }: { label: string; tall?: boolean }) {
  return (
    <div
      role="status"
      className={clsx('flex flex-col items-center justify-center gap-3', tall ? 'min-h-svh' : 'min-h-[60vh]')}
    >
      <Spinner size="lg" className="text-emerald-700 dark:text-emerald-400" />
      <p className="text-sm text-slate-600 dark:text-slate-300">{label}</p>
    </div>
  );
}

/** A page with its title while what it shows is still loading. */
export function LoadingPage({ title, label }: { title: string; label: string }) {
  return (
    <PageContainer title={title}>
      <Spinner size="lg" label={label} />
    </PageContainer>
  );
}

export interface LoadFailedPageProps {
  title: string;
  message: string;
  /** What went wrong, when it helps the reader (e.g. the classified error text). */
  detail?: string;
  retryLabel: string;
  onRetry: () => void;
  /** Controls shown beside the title, as on the loaded page. */
  actions?: ReactNode;
}

/** A page whose content could not be loaded: says so and offers to try again. */
export function LoadFailedPage({ title, message, detail, retryLabel, onRetry, actions }: LoadFailedPageProps) {
  return (
    <PageContainer title={title} actions={actions}>
      <div role="alert" className="space-y-3">
        <p className="text-red-700 dark:text-red-400">{message}</p>
        {detail && <p className="text-sm text-slate-600 dark:text-slate-300">{detail}</p>}
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      </div>
    </PageContainer>
  );
}
