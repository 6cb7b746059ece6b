import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SandboxController, SandboxSnapshot } from '../control/sandbox-controller';

/**
 * The sandbox's state on disk (ADR 0036): one JSON file, `${DATA_DIR}/sandbox/state.json`, so a
 * restart of the product keeps the accounts connected to it, their tokens, the posts it holds and
 * the uploads in progress. Bumped when the shape changes; a file of another version is set aside.
 */
export const SANDBOX_STATE_VERSION = 1;

/** At most one write per this many milliseconds while requests keep changing the state. */
export const SANDBOX_STATE_DEBOUNCE_MS = 200;

/**
 * And at least this many times as long as the last serialisation took: a large state (a burst of
 * 2,000 posts) is serialised for tens of milliseconds, and the server answering the calls is the
 * same event loop, so saving takes at most about 1/20 of it (ADR 0073).
 */
const SERIALISATION_SHARE = 20;

export interface SandboxStateWarn {
  (details: Record<string, unknown>, message: string): void;
}

/**
 * The snapshot saved in `file`, or null when there is none. A file that cannot be read back (bad
 * JSON, unknown version) starts an empty sandbox with a warning instead of stopping the product:
 * the sandbox stands in for third parties, and losing its state only means reconnecting accounts.
 */
export async function loadSandboxState(
  file: string,
  warn: SandboxStateWarn,
): Promise<SandboxSnapshot | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    warn({ file, err: error }, 'the sandbox state could not be read: the sandbox starts empty');
    return null;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text, revive);
  } catch (error) {
    warn({ file, err: error }, 'the sandbox state is not valid JSON: the sandbox starts empty');
    return null;
  }
  const version = (parsed as { version?: unknown } | null)?.version;
  if (version !== SANDBOX_STATE_VERSION) {
    warn(
      { file, version, expected: SANDBOX_STATE_VERSION },
      'the sandbox state has an unknown format version: the sandbox starts empty',
    );
    return null;
  }
  return (parsed as { state: SandboxSnapshot }).state;
}

/** The file's text for this snapshot (Maps and non-finite numbers survive, unlike plain JSON). */
export function encodeSandboxState(state: SandboxSnapshot): string {
  return JSON.stringify({ version: SANDBOX_STATE_VERSION, state }, replace);
}

/**
 * Writes `text` so that a reader (or a crash) sees the old file or the new one, never half of
 * either: a temporary file in the same directory, then a rename over the old one.
 */
export async function writeSandboxStateFile(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    await writeFile(temporary, text, { encoding: 'utf8', mode: 0o600 });
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

export interface SandboxStateWriter {
  /** Something may have changed: a write follows within the debounce delay. */
  changed(): void;
  /** Writes what is pending now and waits for it (the server's close). */
  flush(): Promise<void>;
}

/**
 * Saves the controller's snapshot after changes, at most every `debounceMs` (longer for a state
 * that takes long to serialise), one write at a time. Requests that changed nothing (reads) cost a
 * serialisation, not a disk write.
 */
export function createSandboxStateWriter(
  controller: SandboxController,
  file: string,
  warn: SandboxStateWarn,
  debounceMs = SANDBOX_STATE_DEBOUNCE_MS,
): SandboxStateWriter {
  let lastWritten: string | null = null;
  let dirty = false;
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> | null = null;
  let delayMs = debounceMs;

  const write = async (): Promise<void> => {
    dirty = false;
    const started = performance.now();
    const text = encodeSandboxState(controller.snapshot());
    delayMs = Math.max(debounceMs, (performance.now() - started) * SERIALISATION_SHARE);
    if (text === lastWritten) return;
    try {
      await writeSandboxStateFile(file, text);
      lastWritten = text;
    } catch (error) {
      warn({ file, err: error }, 'the sandbox state could not be saved');
    }
  };

  const run = (): void => {
    timer = null;
    writing = write().finally(() => {
      writing = null;
      if (dirty) schedule();
    });
  };

  const schedule = (): void => {
    if (timer || writing) return;
    timer = setTimeout(run, delayMs);
    // The close hook flushes; a pending write alone must not keep the process alive.
    timer.unref();
  };

  return {
    changed() {
      dirty = true;
      schedule();
    },
    async flush() {
      if (timer) {
        clearTimeout(timer);
        timer = null;
      }
      if (writing) await writing;
      // A write started before the last changes may have left them pending.
      if (timer) {
        clearTimeout(timer);
        timer = null;
      }
      dirty = false;
      await write();
    },
  };
}

// JSON has neither Maps (uploads keep their segments in one) nor Infinity (a Reel not uploaded
// yet is ready "never"): both are written as tagged objects and read back as themselves.
function replace(this: unknown, _key: string, value: unknown): unknown {
  if (value instanceof Map) return { $map: [...value.entries()] };
  if (typeof value === 'number' && !Number.isFinite(value)) return { $number: String(value) };
  return value;
}

function revive(_key: string, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const tagged = value as { $map?: unknown; $number?: unknown };
  const keys = Object.keys(value);
  if (keys.length === 1 && Array.isArray(tagged.$map)) {
    return new Map(tagged.$map as [unknown, unknown][]);
  }
  if (keys.length === 1 && typeof tagged.$number === 'string') return Number(tagged.$number);
  return value;
}
