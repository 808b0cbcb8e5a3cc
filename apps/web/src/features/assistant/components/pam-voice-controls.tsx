import { useTranslation } from 'react-i18next';
import { Mic, MicOff, Volume2, VolumeX } from 'lucide-react';
import { useUpdateSettings } from '#shared/lib/settings.ts';
import { Button } from '#shared/ui/button.tsx';
import type { ChatMessage } from '../lib/chat-storage.ts';
import type { usePamVoice } from '../voice/use-pam-voice.ts';

/**
 * The voice row above Pam's input: spoken replies on or off (saved in the settings, once they load), the microphone
 * and hands-free mode where the browser can listen, and, when sound could not play, a way to try it again.
 */
export function PamVoiceControls({
  voice,
  voiceEnabled,
  settingsLoaded,
  canSend,
  messages,
}: {
  voice: ReturnType<typeof usePamVoice>;
  voiceEnabled: boolean;
  settingsLoaded: boolean;
  canSend: boolean;
  messages: ChatMessage[];
}) {
  const { t } = useTranslation('pam');
  const updateSettings = useUpdateSettings();
  const { speak, playbackFailed } = voice;
  const trySoundAgain = () => {
    const last = messages.findLast((m) => m.sender === 'pam' && m.shouldSpeak);
    if (last) speak(last.content, last.voicePriority);
    // Nothing to say again (a new conversation): the failure is forgotten and the next reply tries sound.
    else voice.stopSpeaking();
  };
  return (
    <>
      <div className="flex items-center gap-1">
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('voice.speak_replies')}
          title={t('voice.speak_replies')}
          aria-pressed={voiceEnabled}
          disabled={!settingsLoaded}
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
          disabled={voice.recognition === 'none' || !canSend}
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
    </>
  );
}
