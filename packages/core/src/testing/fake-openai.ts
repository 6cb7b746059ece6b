import { createTextProviders, type TextProviders } from '../ai/create-text-providers';
import {
  openAiChatAnswer,
  type FakeAiAnswer,
  type FakeAiServer,
  type useFakeAiServers,
} from './fake-ai-server';

/** The AI settings of a server with no provider key: only the sandbox or a fake answers. */
export const NO_AI_KEYS = {
  openai: { model: 'gpt-5' },
  gemini: { model: 'gemini-2.5-flash' },
  timeoutMs: 5000,
};

/** An OpenAI answer carrying `answer` as its structured output (JSON text). */
export const openAiStructuredAnswer = (answer: unknown): FakeAiAnswer =>
  openAiChatAnswer(JSON.stringify(answer));

/**
 * A fake OpenAI Chat Completions API answering `answers` in turn, and text providers whose OpenAI
 * is that fake (a key set, Gemini without one): what the AI services' tests give them.
 */
export async function startFakeOpenAi(
  fakes: ReturnType<typeof useFakeAiServers>,
  answers: FakeAiAnswer[],
): Promise<{ server: FakeAiServer; textProviders: TextProviders }> {
  const server = await fakes.start({ method: 'POST', path: '/v1/chat/completions' }, answers);
  const textProviders = createTextProviders({
    ...NO_AI_KEYS,
    openai: { apiKey: 'sk-test-0123456789', baseUrl: `${server.url}/v1`, model: 'gpt-5' },
  });
  return { server, textProviders };
}
