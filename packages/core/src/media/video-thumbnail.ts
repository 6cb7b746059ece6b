import { runFfmpeg } from './media-tools';

/** One frame (at 1 s, or the middle of shorter clips), at most 480 px wide (never enlarged), as JPEG. */
export async function makeVideoThumbnail(
  input: string,
  output: string,
  durationSeconds: number | null,
): Promise<void> {
  const at = durationSeconds === null ? 0 : Math.min(1, durationSeconds / 2);
  await runFfmpeg([
    '-y',
    '-ss',
    at.toFixed(2),
    '-i',
    input,
    '-frames:v',
    '1',
    '-vf',
    "scale='min(480,iw)':-2",
    '-q:v',
    '4',
    output,
  ]);
}
