import { runFfprobe } from './media-tools';

export interface ProbedMedia {
  hasVideo: boolean;
  hasAudio: boolean;
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
}

interface FfprobeOutput {
  streams?: Array<{
    codec_type?: string;
    width?: number;
    height?: number;
    duration?: string;
    disposition?: { attached_pic?: number };
  }>;
  format?: { duration?: string };
}

function toNumber(value: string | undefined): number | null {
  const parsed = value === undefined ? Number.NaN : Number.parseFloat(value);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : null;
}

/** Streams, dimensions and duration of a video or audio file; rejects when ffprobe cannot read it. */
export async function probeMedia(filePath: string): Promise<ProbedMedia> {
  const output = JSON.parse(
    await runFfprobe([
      '-v',
      'error',
      '-print_format',
      'json',
      '-show_streams',
      '-show_format',
      filePath,
    ]),
  ) as FfprobeOutput;
  const streams = output.streams ?? [];
  // Cover art in audio files is a "video" stream with attached_pic; it does not make a video.
  const video = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  const audio = streams.find((s) => s.codec_type === 'audio');
  return {
    hasVideo: Boolean(video),
    hasAudio: Boolean(audio),
    width: video?.width ?? null,
    height: video?.height ?? null,
    durationSeconds:
      toNumber(output.format?.duration) ?? toNumber(video?.duration ?? audio?.duration),
  };
}
