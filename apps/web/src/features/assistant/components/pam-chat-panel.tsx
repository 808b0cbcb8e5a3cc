import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { currentLanguage } from '#shared/i18n/i18n.ts';
import { useSettings } from '#shared/lib/settings.ts';
import { assistantQueries } from '../api/queries.ts';
import type { ChatMessage } from '../lib/chat-storage.ts';
import { usePamVoice } from '../voice/use-pam-voice.ts';
import { ChatInput } from './chat-input.tsx';
import { ChatMessageList } from './chat-message-list.tsx';
import { PamErrorCard } from './pam-error-card.tsx';
import { PamHistory } from './pam-history.tsx';
import { PamPanelHeader } from './pam-panel-header.tsx';
import { PamVoiceControls } from './pam-voice-controls.tsx';
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
      <PamPanelHeader
        chat={chat}
        view={view}
        onViewChange={setView}
        layout={layout}
        onLayoutChange={onLayoutChange}
        onClose={onClose}
      />

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
          <PamVoiceControls
            voice={voice}
            voiceEnabled={voiceEnabled}
            settingsLoaded={Boolean(settings.data)}
            canSend={chat.canSend}
            messages={chat.messages}
          />
          <ChatInput disabled={!chat.canSend} onSend={(text) => void chat.send(text)} />
        </footer>
      )}
    </section>
  );
}
