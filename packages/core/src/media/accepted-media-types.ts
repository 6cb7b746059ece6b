import type { UploadLimits } from '../deps';

export type MediaKind = keyof UploadLimits;

/**
 * The types the library accepts, by the MIME type sniffed from the file's bytes (never its name or
 * the client's header), with the extension files are stored under.
 */
const ACCEPTED: Record<string, { kind: MediaKind; ext: string }> = {
  'image/jpeg': { kind: 'image', ext: 'jpg' },
  'image/png': { kind: 'image', ext: 'png' },
  'image/gif': { kind: 'image', ext: 'gif' },
  'image/webp': { kind: 'image', ext: 'webp' },
  'image/avif': { kind: 'image', ext: 'avif' },
  'video/mp4': { kind: 'video', ext: 'mp4' },
  'video/x-m4v': { kind: 'video', ext: 'm4v' },
  'video/quicktime': { kind: 'video', ext: 'mov' },
  'video/webm': { kind: 'video', ext: 'webm' },
  'video/matroska': { kind: 'video', ext: 'mkv' },
  'audio/mpeg': { kind: 'audio', ext: 'mp3' },
  'audio/mp4': { kind: 'audio', ext: 'm4a' },
  'audio/x-m4a': { kind: 'audio', ext: 'm4a' },
  'audio/aac': { kind: 'audio', ext: 'aac' },
  'audio/wav': { kind: 'audio', ext: 'wav' },
  'audio/ogg': { kind: 'audio', ext: 'ogg' },
  'audio/flac': { kind: 'audio', ext: 'flac' },
  'application/pdf': { kind: 'document', ext: 'pdf' },
};

export interface AcceptedMediaType {
  mime: string;
  kind: MediaKind;
  ext: string;
}

export function acceptedMediaType(mime: string | undefined): AcceptedMediaType | null {
  if (!mime) return null;
  const accepted = ACCEPTED[mime];
  return accepted ? { mime, ...accepted } : null;
}

const KIND_NAMES: Record<MediaKind, string> = {
  image: 'images',
  video: 'videos',
  audio: 'audio files',
  document: 'PDF documents',
};

export function kindName(kind: MediaKind): string {
  return KIND_NAMES[kind];
}

export const ACCEPTED_SUMMARY =
  'The library accepts images (JPEG, PNG, GIF, WebP, AVIF), videos (MP4, MOV, WebM, MKV), audio (MP3, M4A, AAC, WAV, OGG, FLAC) and PDF documents.';
