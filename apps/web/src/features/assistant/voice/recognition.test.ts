import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserRecogniser, detectRecognition, SpeechEndpointer, wakePhraseMessage } from './recognition.ts';

describe('wakePhraseMessage', () => {
  it.each([
    ['Hey Pam, how much did I spend on fuel this month?', 'how much did I spend on fuel this month?'],
    ['hey pam what is the weather in Denver', 'what is the weather in Denver'],
    ['HEY PAM. log $12 for coffee', 'log $12 for coffee'],
    ['Hey, Pam! I spent 45 on diesel', 'I spent 45 on diesel'],
    ['Oye Pam, gasté 60 dólares en gasolina hoy', 'gasté 60 dólares en gasolina hoy'],
    ['¡Oye, Pam! ¿cuánto gasté ayer?', 'cuánto gasté ayer?'],
    ['oyé pam gaste 20 euros', 'gaste 20 euros'],
    ['Dis Pam, j’ai dépensé 25 euros au restaurant', 'j’ai dépensé 25 euros au restaurant'],
    ['dis pam quel temps fait-il à Lyon', 'quel temps fait-il à Lyon'],
    ['hé pam combien ai-je dépensé', 'combien ai-je dépensé'],
    ['so anyway hey pam remind me', 'remind me'],
    // Recognisers sometimes run the two words together.
    ['heypam log 5 dollars for ice', 'log 5 dollars for ice'],
  ])('%s → %s', (said, message) => {
    expect(wakePhraseMessage(said)).toBe(message);
  });

  it('the wake phrase alone is an empty message (the next utterance is the message)', () => {
    expect(wakePhraseMessage('Hey Pam')).toBe('');
    expect(wakePhraseMessage('¡Oye Pam!')).toBe('');
  });

  it.each([
    'I spent 45 on diesel',
    'hey pamela how are you',
    'they pamper the dog',
    'the spam filter',
    'display the pamphlets',
    'I said hi to Pam',
    'Pam, what is the weather',
  ])('no wake phrase in "%s"', (said) => {
    expect(wakePhraseMessage(said)).toBeNull();
  });
});

describe('SpeechEndpointer', () => {
  it('starts on loudness held past 150 ms and ends after 1.2 s of quiet', () => {
    const endpointer = new SpeechEndpointer();
    expect(endpointer.feed(0.1, 0)).toBeNull();
    expect(endpointer.feed(0.1, 100)).toBeNull();
    expect(endpointer.feed(0.1, 200)).toBe('start');
    expect(endpointer.feed(0.001, 300)).toBeNull();
    expect(endpointer.feed(0.001, 1_300)).toBeNull();
    expect(endpointer.feed(0.001, 1_400)).toBe('end');
    expect(endpointer.speaking).toBe(false);
  });

  it('a click is not speech', () => {
    const endpointer = new SpeechEndpointer();
    expect(endpointer.feed(0.5, 0)).toBeNull();
    expect(endpointer.feed(0.0, 100)).toBeNull();
    expect(endpointer.feed(0.5, 200)).toBeNull();
    expect(endpointer.speaking).toBe(false);
  });
});

class FakeRecognition extends EventTarget {
  static last: FakeRecognition | null = null;
  lang = '';
  continuous = false;
  interimResults = true;
  maxAlternatives = 5;
  start = vi.fn();
  stop = vi.fn();
  abort = vi.fn();
  onresult: ((event: unknown) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  onspeechstart: (() => void) | null = null;
  onspeechend: (() => void) | null = null;
  constructor() {
    super();
    FakeRecognition.last = this;
  }
}

function events() {
  return {
    onTranscript: vi.fn(),
    onSpeechStart: vi.fn(),
    onSpeechEnd: vi.fn(),
    onError: vi.fn(),
    onEnd: vi.fn(),
  };
}

describe('browser recognition', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is preferred when the browser has it, prefixed or not', () => {
    expect(detectRecognition(true)).not.toBe('browser');
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    expect(detectRecognition(false)).toBe('browser');
  });

  it('without a browser recogniser, the server is used only when it has one and the browser can record', () => {
    expect(detectRecognition(false)).toBe('none');
    vi.stubGlobal('MediaRecorder', class {});
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia: vi.fn() } });
    expect(detectRecognition(true)).toBe('server');
    expect(detectRecognition(false)).toBe('none');
  });

  it('listens in the user language and reports final transcripts, speech and failures', () => {
    const handlers = events();
    const recogniser = createBrowserRecogniser(FakeRecognition, { language: 'es', continuous: true }, handlers);
    const fake = FakeRecognition.last as FakeRecognition;
    expect(fake.lang).toBe('es-ES');
    expect(fake.continuous).toBe(true);
    recogniser.start();
    expect(fake.start).toHaveBeenCalled();

    fake.onspeechstart?.();
    fake.onresult?.({
      resultIndex: 0,
      results: [
        { isFinal: false, 0: { transcript: 'gasté' } },
        { isFinal: true, 0: { transcript: ' gasté 60 dólares ' } },
      ],
    });
    fake.onspeechend?.();
    expect(handlers.onSpeechStart).toHaveBeenCalledTimes(1);
    expect(handlers.onTranscript).toHaveBeenCalledExactlyOnceWith('gasté 60 dólares');
    expect(handlers.onSpeechEnd).toHaveBeenCalledTimes(1);

    fake.onerror?.({ error: 'no-speech' });
    expect(handlers.onError).not.toHaveBeenCalled();
    fake.onerror?.({ error: 'not-allowed' });
    expect(handlers.onError).toHaveBeenCalledWith('not_allowed');
    fake.onerror?.({ error: 'audio-capture' });
    expect(handlers.onError).toHaveBeenCalledWith('no_microphone');
    fake.onend?.();
    expect(handlers.onEnd).toHaveBeenCalled();
  });
});
