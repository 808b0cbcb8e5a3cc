import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertTriangle } from 'lucide-react';
import { Button, buttonClasses } from '#shared/ui/button.tsx';
import type { PamTrouble } from './use-pam-chat.ts';

const CAUSE_KEY = {
  dns: 'error_card.dns',
  authentication: 'error_card.authentication',
  network: 'error_card.network',
  timeout: 'error_card.network',
  connection: 'error_card.network',
  invalid_response: 'error_card.generic',
  other: 'error_card.generic',
} as const satisfies Record<PamTrouble, string>;

/** SPEC §2, the Pam error card: worded by cause, says Pam keeps working in simplified mode. */
export function PamErrorCard({ trouble, onRestart }: { trouble: PamTrouble; onRestart: () => void }) {
  const { t } = useTranslation('pam');
  return (
    <div
      role="alert"
      className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="flex items-center gap-2 font-semibold">
        <AlertTriangle aria-hidden className="h-4 w-4 shrink-0" />
        {t('error_card.title')}
      </p>
      <p className="mt-1">{t(CAUSE_KEY[trouble])}</p>
      <p className="mt-1">{t('error_card.simplified')}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button size="sm" onClick={onRestart}>
          {t('error_card.restart')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => window.location.reload()}>
          {t('error_card.refresh')}
        </Button>
        <Link to="/pam-dev-test" className={buttonClasses('ghost', 'sm')}>
          {t('error_card.mock')}
        </Link>
      </div>
    </div>
  );
}
