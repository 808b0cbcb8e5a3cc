import { useTranslation } from 'react-i18next';
import { Alert } from '#shared/ui/alert.tsx';
import { HttpChatTester } from './http-chat-tester.tsx';
import { PamPageShell } from './pam-page-shell.tsx';

/** /pam-dev-test: Mock Mode, the built-in engine only, over HTTP, and labelled so. */
export default function PamDevTestPage() {
  const { t } = useTranslation('pam');
  return (
    <PamPageShell kind="dev" about={t('pages.dev_about')}>
      <Alert variant="info">{t('pages.mock_label')}</Alert>
      <HttpChatTester builtinOnly />
    </PamPageShell>
  );
}
