import { useTranslation } from 'react-i18next';
import { usePamChat } from '../components/use-pam-chat.ts';
import { EmbeddedChat } from './embedded-chat.tsx';
import { PamPageShell } from './pam-page-shell.tsx';

function FallbackChat() {
  const chat = usePamChat({ transport: 'http' });
  return <EmbeddedChat chat={chat} />;
}

/** /pam-fallback-test: the chat with the socket left out, so every message takes the HTTP fallback. */
export default function PamFallbackTestPage() {
  const { t } = useTranslation('pam');
  return (
    <PamPageShell kind="fallback" about={t('pages.fallback_about')}>
      <FallbackChat />
    </PamPageShell>
  );
}
