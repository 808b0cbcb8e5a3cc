import type { PamConfig } from '#platform/config.ts';
import { createAnthropicLlm } from './anthropic.ts';
import type { LlmProvider } from './llm.ts';
import { createOpenAiCompatibleLlm } from './openai-compatible.ts';

/** The configured model, or none: Pam then answers with the built-in engine alone. */
export function createLlmProvider(config: PamConfig['llm']): LlmProvider | undefined {
  if (config.provider === 'none' || !config.model) return undefined;
  const options = { baseUrl: config.baseUrl, apiKey: config.apiKey, model: config.model };
  return config.provider === 'anthropic' ? createAnthropicLlm(options) : createOpenAiCompatibleLlm(options);
}
