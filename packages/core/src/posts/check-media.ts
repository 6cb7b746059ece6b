import type { ContentItem } from '@fanout/shared';
import { formatBytes } from '../media/format-bytes';
import type { AspectRange, MediaRule } from '@fanout/platforms';

const FORMAT_NAMES: Record<string, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/gif': 'GIF',
  'image/webp': 'WebP',
  'image/avif': 'AVIF',
  'image/bmp': 'BMP',
  'image/tiff': 'TIFF',
  'video/mp4': 'MP4',
  'video/quicktime': 'MOV',
  'video/x-m4v': 'M4V',
  'video/webm': 'WebM',
  'video/matroska': 'MKV',
};

function formatName(mimeType: string): string {
  return FORMAT_NAMES[mimeType] ?? mimeType;
}

function oneOf(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} or ${words.at(-1) ?? ''}`;
}

/** "the image", "the 3 images". */
function theCount(count: number, noun: string): string {
  return count === 1 ? `the ${noun}` : `the ${count} ${noun}s`;
}

/** "90 seconds", "0.5 seconds", "15 minutes", "6 min 40 s". */
export function formatDuration(seconds: number): string {
  if (seconds < 300) return `${Math.round(seconds * 10) / 10} seconds`;
  const minutes = Math.floor(seconds / 60);
  const rest = Math.round(seconds - minutes * 60);
  return rest === 0 ? `${minutes} minutes` : `${minutes} min ${rest} s`;
}

function range(min: string | undefined, max: string | undefined): string {
  if (min !== undefined && max !== undefined) return `from ${min} to ${max}`;
  return max !== undefined ? `up to ${max}` : `from ${min ?? ''}`;
}

function outside(value: number, min: number | undefined, max: number | undefined): boolean {
  return (min !== undefined && value < min) || (max !== undefined && value > max);
}

// Ratios such as 1.91:1 are rounded by the people who pick them: allow a hair of slack.
function outsideAspect(item: ContentItem, aspect: AspectRange): boolean {
  if (!item.width || !item.height) return false;
  const ratio = item.width / item.height;
  return ratio < aspect.min * 0.999 || ratio > aspect.max * 1.001;
}

function isGif(item: ContentItem): boolean {
  return item.mimeType === 'image/gif';
}

function isPdf(item: ContentItem): boolean {
  return item.type === 'text' && item.mimeType === 'application/pdf';
}

/**
 * Why `items` (the post's attachments, in order) cannot be published as one post under `rule`,
 * as sentences that name the platform, the reason and what to change; empty when they can.
 */
export function checkMedia(rule: MediaRule, items: readonly ContentItem[]): string[] {
  const { label } = rule;
  const problems: string[] = [];
  const images = items.filter((item) => item.type === 'image');
  const videos = items.filter((item) => item.type === 'video');
  const documents = items.filter((item) => isPdf(item) && rule.pdfDocument);

  for (const item of items) {
    if (item.type === 'audio') {
      problems.push(`${label} cannot publish audio files: remove "${item.title}".`);
    } else if (item.type === 'text' && !(isPdf(item) && rule.pdfDocument)) {
      const kind = isPdf(item) ? 'PDF documents' : 'documents';
      problems.push(`${label} cannot publish ${kind}: remove "${item.title}".`);
    }
  }

  if (documents.length > 1) {
    problems.push(
      `${label} publishes one PDF document per post; remove ${documents.length - 1} of them.`,
    );
  }
  if (documents.length > 0 && images.length + videos.length > 0) {
    problems.push(
      `${label} publishes a PDF document on its own; remove the images and videos or the document.`,
    );
  }

  if (rule.requiresMedia && images.length + videos.length + documents.length === 0) {
    const need =
      rule.images && rule.videos
        ? 'at least one image or video'
        : rule.videos
          ? 'a video'
          : 'at least one image';
    problems.push(
      rule.needsMediaMessage ?? `${label} needs ${need}: it cannot publish text alone.`,
    );
  }

  if (!rule.images && images.length > 0) {
    const publishes = rule.videos?.max === 1 ? 'exactly one video' : 'videos only';
    problems.push(`${label} publishes ${publishes}; remove ${theCount(images.length, 'image')}.`);
  }
  if (!rule.videos && videos.length > 0) {
    problems.push(`${label} publishes images only; remove ${theCount(videos.length, 'video')}.`);
  }
  if (rule.images && rule.videos && !rule.mixed && images.length > 0 && videos.length > 0) {
    problems.push(
      `${label} cannot combine images and videos in one post; remove ${theCount(images.length, 'image')} or ${theCount(videos.length, 'video')}.`,
    );
  }

  const imageRule = rule.images;
  if (imageRule) {
    problems.push(...checkImages(label, imageRule, images));
  }
  const videoRule = rule.videos;
  if (videoRule) {
    if (videos.length > videoRule.max) {
      const accepts = videoRule.max === 1 ? 'one video' : `at most ${videoRule.max} videos`;
      problems.push(
        `${label} accepts ${accepts} per post; remove ${videos.length - videoRule.max} of the ${videos.length}.`,
      );
    }
    for (const video of videos) problems.push(...checkVideo(label, videoRule, video));
  }
  const tooManyOfAKind =
    (rule.images?.max !== undefined && images.length > rule.images.max) ||
    (rule.videos !== null && videos.length > rule.videos.max);
  if (
    rule.mixed &&
    rule.maxItems !== undefined &&
    !tooManyOfAKind &&
    images.length + videos.length > rule.maxItems
  ) {
    problems.push(
      `${label} carousels hold at most ${rule.maxItems} items; remove ${images.length + videos.length - rule.maxItems}.`,
    );
  }
  return problems;
}

function checkImages(
  label: string,
  rule: NonNullable<MediaRule['images']>,
  images: readonly ContentItem[],
): string[] {
  const problems: string[] = [];
  const gifs = rule.gifAlone ? images.filter(isGif) : [];
  const stills = rule.gifAlone ? images.filter((image) => !isGif(image)) : images;
  const firstGif = gifs[0];
  // Next to a video the mixing rule has already spoken; here only other images matter.
  if (firstGif && images.length > 1) {
    problems.push(
      `${label} publishes a GIF on its own; remove "${firstGif.title}" or ${theCount(images.length - 1, 'other image')}.`,
    );
  }
  if (rule.max !== undefined && stills.length > rule.max) {
    problems.push(
      `${label} accepts at most ${rule.max} images per post; remove ${stills.length - rule.max} of the ${stills.length}.`,
    );
  }
  for (const image of images) {
    const gifLimit = rule.gifAlone && isGif(image) ? rule.gifAlone.maxBytes : undefined;
    const maxBytes = gifLimit ?? rule.maxBytes;
    const noun = gifLimit !== undefined ? 'GIFs' : 'images';
    if (rule.mimeTypes && !rule.mimeTypes.includes(image.mimeType)) {
      problems.push(
        `${label} accepts ${oneOf(rule.mimeTypes.map(formatName))} images; "${image.title}" is ${formatName(image.mimeType)}.`,
      );
    }
    if (maxBytes !== undefined && image.fileSize > maxBytes) {
      problems.push(
        `${label} accepts ${noun} up to ${formatBytes(maxBytes)}; "${image.title}" is ${formatBytes(image.fileSize)}.`,
      );
    }
    if (
      rule.maxPixels !== undefined &&
      image.width &&
      image.height &&
      image.width * image.height >= rule.maxPixels
    ) {
      problems.push(
        `${label} accepts images under ${rule.maxPixels.toLocaleString('en-US')} pixels; "${image.title}" is ${image.width}×${image.height}.`,
      );
    }
    if (rule.aspect && outsideAspect(image, rule.aspect)) {
      problems.push(
        `${label} accepts images with an aspect ratio from ${rule.aspect.label}; "${image.title}" is ${image.width}×${image.height}.`,
      );
    }
  }
  if (rule.sameDimensions) {
    const sized = images.filter((image) => image.width && image.height);
    const first = sized[0];
    const odd = sized.find(
      (image) => first && (image.width !== first.width || image.height !== first.height),
    );
    if (first && odd) {
      problems.push(
        `${label} carousels need images of the same dimensions; "${first.title}" is ${first.width}×${first.height} and "${odd.title}" is ${odd.width}×${odd.height}.`,
      );
    }
  }
  return problems;
}

function checkVideo(
  label: string,
  rule: NonNullable<MediaRule['videos']>,
  video: ContentItem,
): string[] {
  const problems: string[] = [];
  if (rule.mimeTypes && !rule.mimeTypes.includes(video.mimeType)) {
    problems.push(
      `${label} accepts ${oneOf(rule.mimeTypes.map(formatName))} videos; "${video.title}" is ${formatName(video.mimeType)}.`,
    );
  }
  if (outside(video.fileSize, rule.minBytes, rule.maxBytes)) {
    const min = rule.minBytes === undefined ? undefined : formatBytes(rule.minBytes);
    const max = rule.maxBytes === undefined ? undefined : formatBytes(rule.maxBytes);
    problems.push(
      `${label} accepts videos ${range(min, max)}; "${video.title}" is ${formatBytes(video.fileSize)}.`,
    );
  }
  const seconds = video.durationSeconds;
  if (seconds !== null && outside(seconds, rule.minSeconds, rule.maxSeconds)) {
    const min = rule.minSeconds === undefined ? undefined : formatDuration(rule.minSeconds);
    const max = rule.maxSeconds === undefined ? undefined : formatDuration(rule.maxSeconds);
    problems.push(
      `${label} accepts videos lasting ${range(min, max)}; "${video.title}" lasts ${formatDuration(seconds)}.`,
    );
  }
  if (rule.aspect && outsideAspect(video, rule.aspect)) {
    problems.push(
      `${label} accepts videos with an aspect ratio from ${rule.aspect.label}; "${video.title}" is ${video.width}×${video.height}.`,
    );
  }
  return problems;
}
