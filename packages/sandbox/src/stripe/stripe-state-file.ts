import { readFile } from 'node:fs/promises';
import { writeSandboxStateFile, type SandboxStateWarn } from '../store/sandbox-persistence';
import type { StripeSandbox } from './stripe-sandbox';
import type { StripeState } from './stripe-state';

/**
 * The Stripe simulator's state on disk, like the platform sandbox's (ADR 0036):
 * `${DATA_DIR}/sandbox/stripe-state.json`, written atomically after changes, read back at start.
 * Bumped when the shape changes; a file of another version is set aside (the sandbox starts
 * empty), as is one that cannot be read.
 */
export const STRIPE_STATE_VERSION = 1;
const DEBOUNCE_MS = 200;

export async function loadStripeState(
  file: string,
  warn: SandboxStateWarn,
): Promise<StripeState | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      warn({ file, err: error }, 'the Stripe sandbox state could not be read: it starts empty');
    }
    return null;
  }
  try {
    const parsed = JSON.parse(text) as { version?: unknown; state?: StripeState };
    if (parsed.version === STRIPE_STATE_VERSION && parsed.state) return parsed.state;
    warn(
      { file, version: parsed.version },
      'the Stripe sandbox state has an unknown version: it starts empty',
    );
  } catch (error) {
    warn({ file, err: error }, 'the Stripe sandbox state is not valid JSON: it starts empty');
  }
  return null;
}

export interface StripeStateWriter {
  changed(): void;
  flush(): Promise<void>;
}

/** Saves the sandbox's state after changes, at most every DEBOUNCE_MS, one write at a time. */
export function createStripeStateWriter(
  sandbox: StripeSandbox,
  file: string,
  warn: SandboxStateWarn,
): StripeStateWriter {
  let lastWritten: string | null = null;
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();

  const write = () => {
    writing = writing.then(async () => {
      const text = JSON.stringify({ version: STRIPE_STATE_VERSION, state: sandbox.state });
      if (text === lastWritten) return;
      try {
        await writeSandboxStateFile(file, text);
        lastWritten = text;
      } catch (error) {
        warn({ file, err: error }, 'the Stripe sandbox state could not be saved');
      }
    });
    return writing;
  };

  return {
    changed() {
      if (timer) return;
      timer = setTimeout(() => {
        timer = null;
        void write();
      }, DEBOUNCE_MS);
      timer.unref();
    },
    async flush() {
      if (timer) clearTimeout(timer);
      timer = null;
      await write();
    },
  };
}
