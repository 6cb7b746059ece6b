import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import ffprobe from '@ffprobe-installer/ffprobe';

const execFileAsync = promisify(execFile);

const TOOL_TIMEOUT_MS = 120_000;

/**
 * ffprobe and ffmpeg binaries shipped inside npm packages (nothing downloaded at install or run
 * time). Arguments are passed as an array: no shell, so file names cannot inject commands.
 */
export async function runFfprobe(args: string[]): Promise<string> {
  const { stdout } = await execFileAsync(ffprobe.path, args, {
    timeout: TOOL_TIMEOUT_MS,
    maxBuffer: 10 * 1024 * 1024,
  });
  return stdout;
}

export async function runFfmpeg(args: string[]): Promise<void> {
  await execFileAsync(ffmpeg.path, ['-hide_banner', '-loglevel', 'error', '-nostdin', ...args], {
    timeout: TOOL_TIMEOUT_MS,
    maxBuffer: 10 * 1024 * 1024,
  });
}
