import { useTranslation } from 'react-i18next';
import { HttpChatTester } from './http-chat-tester.tsx';
import { PamPageShell } from './pam-page-shell.tsx';

/** /simple-pam-test: Pam over HTTP, the reply with its raw metadata (home's 'Meet Pam' leads here). */
export default function SimplePamTestPage() {
  const { t } = useTranslation('pam');
  return (
    <PamPageShell kind="simple" about={t('pages.simple_about')}>
      <HttpChatTester />
    </PamPageShell>
  );
}
