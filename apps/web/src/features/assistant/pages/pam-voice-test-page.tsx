import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Mic, MicOff, Square, Volume2 } from 'lucide-react';
import { PAM_PRIORITIES, type PamPriority } from '@ww/contracts';
import { currentLanguage } from '#shared/i18n/i18n.ts';
import { Alert } from '#shared/ui/alert.tsx';
import { Button } from '#shared/ui/button.tsx';
import { Card } from '#shared/ui/card.tsx';
import { Field } from '#shared/ui/field.tsx';
import { PageContainer } from '#shared/ui/page.tsx';
import { SectionHeading } from '#shared/ui/section-heading.tsx';
import { Switch } from '#shared/ui/switch.tsx';
import { Textarea } from '#shared/ui/textarea.tsx';
import { assistantQueries } from '../api/queries.ts';
import { usePamVoice } from '../voice/use-pam-voice.ts';

/** The listening half of the voice test: the recogniser in use, start and stop, hands-free, and what was heard. */
function VoiceListenCard({ voice, heard }: { voice: ReturnType<typeof usePamVoice>; heard: string[] }) {
  const { t } = useTranslation('pam_voice');
  return (
    <Card className="flex flex-col gap-4 p-5">
      <section aria-labelledby="voice-listen" className="flex flex-col gap-4">
        <SectionHeading id="voice-listen" title={t('page.listen_heading')} />
        <p className="text-slate-700 dark:text-slate-300">
          {t('page.recogniser', { kind: t(`recognition.kinds.${voice.recognition}`) })}
        </p>
        {voice.unavailableReason && <Alert variant="info">{voice.unavailableReason}</Alert>}
        <div className="flex flex-wrap items-center gap-3">
          {voice.listening ? (
            <Button variant="secondary" onClick={voice.stopListening}>
              <MicOff aria-hidden className="h-4 w-4" />
              {t('page.stop_listening')}
            </Button>
          ) : (
            <Button onClick={voice.startListening} disabled={voice.recognition === 'none'}>
              <Mic aria-hidden className="h-4 w-4" />
              {t('page.start_listening')}
            </Button>
          )}
          {voice.listening && (
            <span role="status" className="text-sm text-emerald-800 dark:text-emerald-300">
              {t('page.listening')}
            </span>
          )}
        </div>
        <Switch
          checked={voice.handsFree}
          onCheckedChange={voice.setHandsFree}
          disabled={voice.recognition === 'none'}
          label={t('page.hands_free')}
        />
        <div>
          <h3 className="text-sm font-semibold text-slate-900 dark:text-slate-100">{t('page.transcript_heading')}</h3>
          {heard.length === 0 ? (
            <p className="mt-1 text-slate-600 dark:text-slate-400">{t('page.transcript_empty')}</p>
          ) : (
            <ul aria-label={t('page.transcript_heading')} className="mt-1 space-y-1">
              {heard.map((words, index) => (
                // Newest first; the same words may well be heard twice, so the position is part of the key.
                <li key={`${index}-${words}`} className="text-slate-800 dark:text-slate-200">
                  {words}
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </Card>
  );
}

/**
 * /pam-voice-test (SPEC §2): speak a text at each priority and watch the speaking order, listen and read what was
 * heard, and see which recogniser, TTS engine and voice are in use.
 */
export default function PamVoiceTestPage() {
  const { t } = useTranslation('pam_voice');
  const [text, setText] = useState(() => t('page.default_text'));
  const [heard, setHeard] = useState<string[]>([]);
  const onTranscript = useCallback((words: string) => setHeard((previous) => [words, ...previous].slice(0, 10)), []);
  const voice = usePamVoice({ language: currentLanguage(), voiceEnabled: true, onTranscript });
  const health = useQuery(assistantQueries.health());
  const ttsEngine = health.data?.features.tts ? health.data.features.tts_engine : null;

  const spokenBy = voice.lastSpokenBy;
  const engineText = !spokenBy
    ? t('page.engine_unknown')
    : spokenBy.engine === 'server'
      ? t('page.engine_server', { engine: spokenBy.engine_used, voice: spokenBy.voice_used })
      : t('page.engine_browser', { voice: spokenBy.voice_used });

  return (
    <PageContainer title={t('page.title')} description={t('page.intro')}>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="flex flex-col gap-4 p-5">
          <section aria-labelledby="voice-speak" className="flex flex-col gap-4">
            <SectionHeading id="voice-speak" title={t('page.speak_heading')} />
            <Field label={t('page.text_label')}>
              <Textarea value={text} onChange={(event) => setText(event.target.value)} />
            </Field>
            <div className="flex flex-wrap gap-2">
              {PAM_PRIORITIES.map((priority: PamPriority) => (
                <Button
                  key={priority}
                  variant={priority === 'urgent' ? 'danger' : priority === 'high' ? 'primary' : 'secondary'}
                  disabled={!text.trim()}
                  onClick={() => voice.speak(text, priority)}
                >
                  <Volume2 aria-hidden className="h-4 w-4" />
                  {t(`page.speak_at.${priority}`)}
                </Button>
              ))}
              <Button variant="ghost" onClick={voice.stopSpeaking} disabled={!voice.speaking}>
                <Square aria-hidden className="h-4 w-4" />
                {t('page.stop')}
              </Button>
            </div>
            {voice.playbackFailed && <Alert variant="error">{t('tts.failed')}</Alert>}
            <div aria-live="polite">
              <h3 className="text-sm font-semibold text-slate-900 dark:text-slate-100">{t('page.now_speaking')}</h3>
              <p className="mt-1 text-slate-700 dark:text-slate-300">
                {voice.current
                  ? `${t(`page.priorities.${voice.current.priority}`)}: ${voice.current.text}`
                  : t('page.nothing_speaking')}
              </p>
            </div>
            <div>
              <h3 className="text-sm font-semibold text-slate-900 dark:text-slate-100">{t('page.queue_heading')}</h3>
              {voice.queue.length === 0 ? (
                <p className="mt-1 text-slate-600 dark:text-slate-400">{t('page.queue_empty')}</p>
              ) : (
                <ol aria-label={t('page.queue_heading')} className="mt-1 list-decimal space-y-1 pl-5">
                  {voice.queue.map((item) => (
                    <li key={item.id} className="text-slate-700 dark:text-slate-300">
                      {`${t(`page.priorities.${item.priority}`)}: ${item.text}`}
                    </li>
                  ))}
                </ol>
              )}
            </div>
          </section>
          <section aria-labelledby="voice-engine" className="flex flex-col gap-1">
            <SectionHeading id="voice-engine" title={t('page.engine_heading')} />
            <p className="text-slate-700 dark:text-slate-300">{engineText}</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {ttsEngine ? t('page.server_tts', { engine: ttsEngine }) : t('page.server_tts_off')}
            </p>
          </section>
        </Card>

        <VoiceListenCard voice={voice} heard={heard} />
      </div>
    </PageContainer>
  );
}
