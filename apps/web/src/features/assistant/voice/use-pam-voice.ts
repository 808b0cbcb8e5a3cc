import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language, PamPriority } from '@ww/contracts';
import { assistantQueries } from '../api/queries.ts';
import { AudioPool } from './audio-pool.ts';
import { detectRecognition, type RecognitionFailure, type RecognitionKind } from './recognition.ts';
import { SpeechPlayer } from './speech-player.ts';
import type { SpeechItem } from './speech-queue.ts';
import { speakText, TtsError, type SpokenBy } from './tts.ts';
import { VoiceListener } from './voice-listener.ts';

export interface PamVoiceOptions {
  language: Language;
  voiceEnabled: boolean;
  onTranscript: (text: string) => void;
}

export interface PamVoice {
  speak: (text: string, priority?: PamPriority) => void;
  stopSpeaking: () => void;
  speaking: boolean;
  listening: boolean;
  startListening: () => void;
  stopListening: () => void;
  handsFree: boolean;
  setHandsFree: (on: boolean) => void;
  recognition: RecognitionKind;
  /** Why the mic cannot listen (no recogniser, permission denied, ...), translated; null when it can. */
  unavailableReason: string | null;
  /** The message being spoken and those waiting, in speaking order. */
  current: SpeechItem | null;
  queue: readonly SpeechItem[];
  /** Who spoke the last message (the server's engine and voice, or the browser's). */
  lastSpokenBy: SpokenBy | null;
  /**
   * Neither voice could say the last message (autoplay refused, no audio device, no voice): the queue was dropped.
   * Cleared when something is spoken again or speaking is stopped.
   */
  playbackFailed: boolean;
}

interface QueueSnapshot {
  current: SpeechItem | null;
  queue: readonly SpeechItem[];
}

/**
 * Pam's voice (issue 11 point 6): replies spoken in priority order when voice is enabled, after the user's pause,
 * stopped when the user talks over them; listening through the browser's recogniser or the server's, with the wake
 * phrase in hands-free mode.
 */
export function usePamVoice(options: PamVoiceOptions): PamVoice {
  const { t, ready } = useTranslation('pam_voice', { useSuspense: false });
  const health = useQuery(assistantQueries.health());
  const stt = health.data?.features.stt ?? false;
  const recognition = useMemo(() => detectRecognition(stt), [stt]);

  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const [snapshot, setSnapshot] = useState<QueueSnapshot>({ current: null, queue: [] });
  const [lastSpokenBy, setLastSpokenBy] = useState<SpokenBy | null>(null);
  const [playbackFailed, setPlaybackFailed] = useState(false);
  const [listening, setListening] = useState(false);
  const [handsFree, setHandsFreeState] = useState(false);
  const [failure, setFailure] = useState<RecognitionFailure | null>(null);

  const [player] = useState(() => {
    const pool = new AudioPool();
    const created: SpeechPlayer = new SpeechPlayer(
      (item, signal) =>
        speakText(item.text, { language: item.language ?? 'en', priority: item.priority, pool, signal }),
      {
        onChange: () => setSnapshot({ current: created.queue.current, queue: created.queue.pending() }),
        onSpoken: (by) => {
          setLastSpokenBy(by);
          setPlaybackFailed(false);
        },
        onFailure: (err) => {
          if (!(err instanceof TtsError)) return;
          setPlaybackFailed(true);
          // What waits would fail the same way: the replies stay in text instead of failing one by one.
          created.stop();
        },
      },
    );
    return { player: created, pool };
  });

  const [listener] = useState(
    () =>
      new VoiceListener(player.player.activity, {
        onListening: setListening,
        onFailure: setFailure,
      }),
  );

  useEffect(() => {
    listener.onMessage(options.onTranscript);
  }, [listener, options.onTranscript]);

  useEffect(
    () => () => {
      listener.dispose();
      player.player.dispose();
      player.pool.stopAll();
    },
    [listener, player],
  );

  const { voiceEnabled } = options;
  useEffect(() => {
    if (!voiceEnabled) player.player.stop();
  }, [voiceEnabled, player]);

  const speak = useCallback(
    (text: string, priority: PamPriority = 'normal') => {
      if (!latest.current.voiceEnabled) return;
      setPlaybackFailed(false);
      player.player.speak(text, priority, latest.current.language);
    },
    [player],
  );
  const stopSpeaking = useCallback(() => {
    setPlaybackFailed(false);
    player.player.stop();
  }, [player]);

  const startListening = useCallback(() => {
    if (recognition !== 'none') listener.start({ kind: recognition, language: latest.current.language });
  }, [listener, recognition]);
  const stopListening = useCallback(() => listener.stop(), [listener]);
  const setHandsFree = useCallback(
    (on: boolean) => {
      setHandsFreeState(on);
      if (recognition === 'none') return;
      listener.setHandsFree(on, { kind: recognition, language: latest.current.language });
    },
    [listener, recognition],
  );

  let unavailableReason: string | null = null;
  if (ready) {
    if (recognition === 'none') unavailableReason = t('recognition.unavailable');
    else if (failure) unavailableReason = t(`recognition.failure.${failure}`);
  }

  return {
    speak,
    stopSpeaking,
    speaking: snapshot.current !== null,
    listening,
    startListening,
    stopListening,
    handsFree,
    setHandsFree,
    recognition,
    unavailableReason,
    current: snapshot.current,
    queue: snapshot.queue,
    lastSpokenBy,
    playbackFailed,
  };
}
