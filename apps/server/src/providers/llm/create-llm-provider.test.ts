import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#platform/config.ts';
import { createLlmProvider } from './create-llm-provider.ts';

const env = { DATA_DIR: mkdtempSync(join(tmpdir(), 'ww-llm-')) };

describe('the model Pam is configured with', () => {
  afterAll(() => rmSync(env.DATA_DIR, { recursive: true, force: true }));

  it('is none unless PAM_LLM_PROVIDER names one', () => {
    expect(createLlmProvider(loadConfig(env).pam.llm)).toBeUndefined();
  });

  it('is an OpenAI-compatible server (Ollama, llama.cpp, vLLM, LM Studio) or Anthropic, with the model named', () => {
    const ollama = createLlmProvider(
      loadConfig({
        ...env,
        PAM_LLM_PROVIDER: 'openai-compatible',
        PAM_LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
        PAM_LLM_MODEL: 'llama3.2',
      }).pam.llm,
    );
    expect(ollama).toMatchObject({ name: 'openai-compatible', model: 'llama3.2' });
    const claude = createLlmProvider(
      loadConfig({ ...env, PAM_LLM_PROVIDER: 'anthropic', PAM_LLM_API_KEY: 'k', PAM_LLM_MODEL: 'claude-x' }).pam.llm,
    );
    expect(claude).toMatchObject({ name: 'anthropic', model: 'claude-x' });
  });
});
