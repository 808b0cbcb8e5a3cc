import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { Bot, X } from 'lucide-react';
import type { PamDataTopic } from '@ww/contracts';
import type { PamPanelLayout } from './pam-chat-panel.tsx';
import { StatusDot } from './status-dot.tsx';
import { useMoveAside } from './use-move-aside.ts';
import { usePamChat } from './use-pam-chat.ts';

const PamChatPanel = lazy(() => import('./pam-chat-panel.tsx'));

const LAYOUT_KEY = 'pam_panel_layout';

function storedLayout(): PamPanelLayout {
  try {
    return localStorage.getItem(LAYOUT_KEY) === 'sidebar' ? 'sidebar' : 'floating';
  } catch {
    return 'floating';
  }
}

/**
 * The floating Pam button (bottom right, with the connection's status dot) and the chat it opens (SPEC §2). The
 * connection and the offline queue live here, so the dot is true while the panel is closed and queued messages
 * are sent whatever page is open.
 */
export default function PamAssistant({ onDataChanged }: { onDataChanged: (topics: PamDataTopic[]) => void }) {
  const { t } = useTranslation('pam');
  const chat = usePamChat({ onDataChanged });
  const [open, setOpen] = useState(false);
  const [layout, setLayout] = useState<PamPanelLayout>(storedLayout);
  const launcher = useRef<HTMLButtonElement>(null);
  // Closed, the button steps aside to the screen's edge while a control of the page is under it; open, it stays.
  const aside = useMoveAside(launcher, !open);
  const statusText =
    chat.status === 'connected' || chat.status === 'http'
      ? t('status.connected')
      : chat.status === 'connecting'
        ? t('status.connecting')
        : t('status.disconnected');

  const changeLayout = (next: PamPanelLayout) => {
    setLayout(next);
    try {
      localStorage.setItem(LAYOUT_KEY, next);
    } catch {
      // Not remembered; the panel still switches.
    }
  };

  return (
    <>
      {open && (
        <Suspense fallback={null}>
          <PamChatPanel chat={chat} layout={layout} onLayoutChange={changeLayout} onClose={() => setOpen(false)} />
        </Suspense>
      )}
      {!(open && layout === 'sidebar') && (
        <button
          ref={launcher}
          type="button"
          aria-label={open ? t('launcher.close') : t('launcher.open', { status: statusText })}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          className={clsx(
            'fixed right-4 bottom-4 z-40 inline-flex h-14 w-14 items-center justify-center rounded-full bg-emerald-700 text-white shadow-lg transition-transform duration-200 hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 dark:bg-emerald-600 dark:hover:bg-emerald-500',
            // Aside, a sliver stays at the edge (it still opens Pam), and the keyboard's focus brings the button back.
            aside && 'translate-x-[calc(100%+1rem-0.75rem)] focus-visible:translate-x-0',
          )}
        >
          {open ? <X aria-hidden className="h-6 w-6" /> : <Bot aria-hidden className="h-6 w-6" />}
          <StatusDot status={chat.status} className="absolute top-0.5 right-0.5" />
        </button>
      )}
    </>
  );
}
