import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { History, Mic, MicOff, PanelRight, Plus, SquareArrowOutUpRight, Volume2, VolumeX, X } from 'lucide-react';
import { currentLanguage } from '#shared/i18n/i18n.ts';
import { useSettings, useUpdateSettings } from '#shared/lib/settings.ts';
import { Button } from '#shared/ui/button.tsx';
import { assistantQueries } from '../api/queries.ts';
import type { ChatMessage } from '../lib/chat-storage.ts';
import { usePamVoice } from '../voice/use-pam-voice.ts';
import { ChatInput } from './chat-input.tsx';
import { ChatMessageList } from './chat-message-list.tsx';
import { PamErrorCard } from './pam-error-card.tsx';
import { PamHistory } from './pam-history.tsx';
import { StatusDot } from './status-dot.tsx';
import type { PamChat } from './use-pam-chat.ts';

export type PamPanelLayout = 'floating' | 'sidebar';

/** The chat itself, in the floating panel (384 × 500 px) or as a sidebar (SPEC §2). */
export default function PamChatPanel({
  chat,
  layout,
  onLayoutChange,
  onClose,
}: {
  chat: PamChat;
  layout: PamPanelLayout;
  onLayoutChange: (layout: PamPanelLayout) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('pam');
  const language = currentLanguage();
  const [view, setView] = useState<'chat' | 'history'>('chat');
  const settings = useSettings();
  const updateSettings = useUpdateSettings();
  const voiceEnabled = settings.data?.pam_preferences.voice_enabled ?? false;
  const voice = usePamVoice({ language, voiceEnabled, onTranscript: (text) => void chat.send(text) });

  const ready = chat.status === 'connected' || chat.status === 'http';
  const greeting = useQuery({ ...assistantQueries.greeting(language), enabled: ready && Boolean(chat.userId) });
  const greetingMessage: ChatMessage[] = greeting.data
    ? [{ id: 'greeting', content: greeting.data, sender: 'pam', timestamp: 0, kind: 'greeting' }]
    : [];

  // Replies that arrive while the panel is open are spoken, only with voice on and while sound can play (after a
  // failure they stay in text until the user tries sound again); restored ones are not read out again.
  const spoken = useRef(new Set(chat.messages.map((m) => m.id)));
  const { speak, playbackFailed } = voice;
  useEffect(() => {
    for (const message of chat.messages) {
      if (spoken.current.has(message.id) || message.isStreaming) continue;
      spoken.current.add(message.id);
      if (voiceEnabled && !playbackFailed && message.sender === 'pam' && message.shouldSpeak)
        speak(message.content, message.voicePriority);
    }
  }, [chat.messages, speak, voiceEnabled, playbackFailed]);

  const trySoundAgain = () => {
    const last = chat.messages.findLast((m) => m.sender === 'pam' && m.shouldSpeak);
    if (last) speak(last.content, last.voicePriority);
    // Nothing to say again (a new conversation): the failure is forgotten and the next reply tries sound.
    else voice.stopSpeaking();
  };

  const statusText =
    chat.status === 'http'
      ? t('status.http')
      : chat.status === 'connected'
        ? t('status.connected')
        : chat.status === 'connecting'
          ? t('status.connecting')
          : t('status.disconnected');

  return (
    <section
      aria-label={t('panel.label')}
      className={clsx(
        'fixed z-40 flex flex-col border border-slate-200 bg-white shadow-2xl dark:border-slate-700 dark:bg-slate-900',
        layout === 'floating'
          ? 'right-4 bottom-24 h-[500px] max-h-[calc(100vh-7rem)] w-96 max-w-[calc(100vw-2rem)] rounded-2xl'
          : 'top-0 right-0 bottom-0 w-96 max-w-full',
      )}
    >
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
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('panel.new_conversation')}
          title={t('panel.new_conversation')}
          onClick={chat.newConversation}
        >
          <Plus aria-hidden className="h-4 w-4" />
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('panel.history')}
          title={t('panel.history')}
          aria-pressed={view === 'history'}
          onClick={() => setView(view === 'history' ? 'chat' : 'history')}
        >
          <History aria-hidden className="h-4 w-4" />
        </Button>
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
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('launcher.close')}
          title={t('launcher.close')}
          onClick={onClose}
        >
          <X aria-hidden className="h-4 w-4" />
        </Button>
      </header>

      <div className="flex-1 overflow-y-auto px-3 py-3">
        {view === 'history' ? (
          <PamHistory onBack={() => setView('chat')} />
        ) : (
          <div className="flex flex-col gap-3">
            {chat.trouble && <PamErrorCard trouble={chat.trouble} onRestart={chat.restart} />}
            <ChatMessageList
              messages={[...greetingMessage, ...chat.messages]}
              thinking={chat.thinking}
              onRate={chat.rate}
            />
          </div>
        )}
      </div>

      {view === 'chat' && (
        <footer className="flex flex-col gap-2 border-t border-slate-200 px-3 py-2 dark:border-slate-700">
          <div className="flex items-center gap-1">
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('voice.speak_replies')}
              title={t('voice.speak_replies')}
              aria-pressed={voiceEnabled}
              disabled={!settings.data}
              onClick={() => {
                if (voiceEnabled) voice.stopSpeaking();
                updateSettings.mutate({ pam_preferences: { voice_enabled: !voiceEnabled } });
              }}
            >
              {voiceEnabled ? <Volume2 aria-hidden className="h-4 w-4" /> : <VolumeX aria-hidden className="h-4 w-4" />}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={voice.listening ? t('voice.stop_listening') : t('voice.listen')}
              title={voice.unavailableReason ?? (voice.listening ? t('voice.stop_listening') : t('voice.listen'))}
              aria-pressed={voice.listening}
              disabled={voice.recognition === 'none' || !chat.canSend}
              onClick={voice.listening ? voice.stopListening : voice.startListening}
            >
              {voice.listening ? <MicOff aria-hidden className="h-4 w-4" /> : <Mic aria-hidden className="h-4 w-4" />}
            </Button>
            {voice.recognition !== 'none' && (
              <label className="flex items-center gap-1 text-xs text-slate-600 dark:text-slate-400">
                <input
                  type="checkbox"
                  checked={voice.handsFree}
                  onChange={(event) => voice.setHandsFree(event.target.checked)}
                />
                {t('voice.hands_free')}
              </label>
            )}
            {voice.speaking && (
              <span className="text-xs text-emerald-700 dark:text-emerald-400" role="status">
                {t('voice.speaking')}
              </span>
            )}
          </div>
          {voice.unavailableReason && (
            <p className="text-xs text-slate-500 dark:text-slate-400">{voice.unavailableReason}</p>
          )}
          {voiceEnabled && playbackFailed && (
            <p role="status" className="text-xs text-slate-600 dark:text-slate-400">
              {t('voice.cannot_play')}{' '}
              <button
                type="button"
                className="font-medium text-emerald-700 underline hover:text-emerald-800 dark:text-emerald-400"
                onClick={trySoundAgain}
              >
                {t('voice.try_sound_again')}
              </button>
            </p>
          )}
          <ChatInput disabled={!chat.canSend} onSend={(text) => void chat.send(text)} />
        </footer>
      )}
    </section>
  );
}
