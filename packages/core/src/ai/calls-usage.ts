import type { TokenUsage } from './text-provider';

/**
 * What a generation's provider calls cost, for its "ai … generated" log line: how many calls and
 * the tokens they used in all (a too-long answer is asked again, so one generation may be two).
 */
export function callsUsage(calls: readonly { usage: TokenUsage }[]): {
  calls: number;
  inputTokens: number;
  outputTokens: number;
} {
  return {
    calls: calls.length,
    inputTokens: calls.reduce((sum, call) => sum + call.usage.inputTokens, 0),
    outputTokens: calls.reduce((sum, call) => sum + call.usage.outputTokens, 0),
  };
}
