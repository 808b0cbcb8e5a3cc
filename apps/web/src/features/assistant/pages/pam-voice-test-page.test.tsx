import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { PamHealth } from '@ww/contracts';
import { routeJson, stubApi } from '#testing/api-stub.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { resetTestState, sessionResponse, signInAs } from '#testing/test-account.ts';
import PamVoiceTestPage from './pam-voice-test-page.tsx';

const USER = { id: '00000000-0000-4000-8000-000000000071', email: 'tom@example.com' };

const HEALTH: PamHealth = {
  status: 'healthy',
  modules: {},
  features: {
    builtin_engine: true,
    llm: false,
    llm_provider: null,
    websocket: true,
    tts: true,
    tts_engine: 'espeak-ng',
    stt: false,
    languages: ['en', 'es', 'fr'],
  },
};

describe('/pam-voice-test', () => {
  beforeEach(() => {
    signInAs(USER);
    stubApi({
      'GET /auth/session': () => sessionResponse(USER),
      'GET /pam/health': () => routeJson('GET /pam/health', HEALTH),
      // The server's voice is slow to answer here, so the queue can be watched.
      'POST /pam/tts': () => new Promise<Response>(() => undefined),
    });
  });
  afterEach(async () => {
    await resetTestState();
  });

  it('shows the speaking order as messages of each priority arrive', async () => {
    renderWithProviders(<PamVoiceTestPage />);
    const text = await screen.findByLabelText('Text to speak');
    const say = (words: string, priority: 'urgent' | 'high' | 'normal') => {
      fireEvent.change(text, { target: { value: words } });
      fireEvent.click(screen.getByRole('button', { name: `Speak as ${priority}` }));
    };
    say('Budget summary', 'normal');
    say('Fuel stop ahead', 'high');
    say('Weather later', 'normal');
    say('Low tyre pressure', 'urgent');

    expect(screen.getByText('urgent: Low tyre pressure')).toBeTruthy();
    const queue = within(screen.getByRole('list', { name: 'Waiting, in speaking order' }));
    expect(queue.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'high: Budget summary',
      'high: Fuel stop ahead',
      'normal: Weather later',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Stop speaking' }));
    expect(await screen.findByText('The queue is empty.')).toBeTruthy();
    expect(screen.getByText('Nothing is being spoken.')).toBeTruthy();
  });

  it('says why the mic cannot listen when there is no recogniser, and names the server voice', async () => {
    renderWithProviders(<PamVoiceTestPage />);
    expect(
      await screen.findByText("Voice input isn't available in this browser and the server has no speech recogniser."),
    ).toBeTruthy();
    expect(screen.getByText('Recogniser in use: None')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Start listening' }).disabled).toBe(true);
    expect(await screen.findByText('Server text-to-speech: espeak-ng')).toBeTruthy();
  });
});
