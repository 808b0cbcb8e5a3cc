import { useTranslation } from 'react-i18next';
import { History, PanelRight, Plus, SquareArrowOutUpRight, X } from 'lucide-react';
import { Button, IconButton } from '#shared/ui/button.tsx';
import type { PamPanelLayout } from './pam-chat-panel.tsx';
import { StatusDot } from './status-dot.tsx';
import type { PamChat } from './use-pam-chat.ts';

/**
 * Pam's panel's title with the connection's state (and whether the server is waking), and its buttons: a new
 * conversation, the history (`view`), floating or sidebar, close.
 */
export function PamPanelHeader({
  chat,
  view,
  onViewChange,
  layout,
  onLayoutChange,
  onClose,
}: {
  chat: Pick<PamChat, 'status' | 'online' | 'waking' | 'newConversation'>;
  view: 'chat' | 'history';
  onViewChange: (view: 'chat' | 'history') => void;
  layout: PamPanelLayout;
  onLayoutChange: (layout: PamPanelLayout) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('pam');
  const statusText =
    chat.status === 'http'
      ? t('status.http')
      : chat.status === 'connected'
        ? t('status.connected')
        : chat.status === 'connecting'
          ? t('status.connecting')
          : t('status.disconnected');
  return (
    <header className="flex items-center gap-2 border-b border-slate-200 px-3 py-2 dark:border-slate-700">
      <div className="min-w-0 flex-1">
        <h2 className="text-base font-semibold text-slate-900 dark:text-slate-100">{t('name')}</h2>
        <p className="flex items-center gap-1.5 text-xs text-slate-600 dark:text-slate-400" role="status">
          <StatusDot status={chat.status} className="h-2 w-2 ring-0" />
          {statusText}
          {!chat.online && <span>· {t('status.offline')}</span>}
        </p>
        {chat.waking && <p className="text-xs text-amber-700 dark:text-amber-300">{t('status.waking')}</p>}
      </div>
      <IconButton
        label={t('panel.new_conversation')}
        icon={Plus}
        title={t('panel.new_conversation')}
        onClick={chat.newConversation}
      />
      <IconButton
        label={t('panel.history')}
        icon={History}
        title={t('panel.history')}
        aria-pressed={view === 'history'}
        onClick={() => onViewChange(view === 'history' ? 'chat' : 'history')}
      />
      <Button
        variant="ghost"
        size="sm"
        aria-label={layout === 'floating' ? t('panel.sidebar') : t('panel.floating')}
        title={layout === 'floating' ? t('panel.sidebar') : t('panel.floating')}
        onClick={() => onLayoutChange(layout === 'floating' ? 'sidebar' : 'floating')}
      >
        {layout === 'floating' ? (
          <PanelRight aria-hidden className="h-4 w-4" />
        ) : (
          <SquareArrowOutUpRight aria-hidden className="h-4 w-4" />
        )}
      </Button>
      <Button variant="ghost" size="sm" aria-label={t('launcher.close')} title={t('launcher.close')} onClick={onClose}>
        <X aria-hidden className="h-4 w-4" />
      </Button>
    </header>
  );
}
