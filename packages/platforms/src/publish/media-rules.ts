import { PLATFORM_LABELS, type Platform } from '@fanout/shared';

/**
 * What each platform can publish, one declarative entry per platform, from the Constraints sections
 * of shared/reference/platform-apis.md. [V] verified from the vendor, [S] secondary source (kept:
 * a refusal here is cheaper than a failed publish, and each is easy to relax). Only limits the
 * reference states are enforced, and only facts the library records (type, MIME type, bytes,
 * width/height, duration); an unknown fact (null) is not held against an item. Pixel dimensions,
 * frame rates and codecs are left to the publisher, which can resize or transcode.
 */

const KB = 1024;
const MB = 1024 * KB;
const GB = 1024 * MB;

/** Width ÷ height, inclusive; `label` is how messages say it. */
export interface AspectRange {
  min: number;
  max: number;
  label: string;
}

export interface ImageRule {
  /** The most images in one post; undefined when the reference states none. */
  max?: number;
  maxBytes?: number;
  mimeTypes?: readonly string[];
  /** Width × height must stay below this. */
  maxPixels?: number;
  aspect?: AspectRange;
  /** An animated GIF is published on its own, with its own size limit (X). */
  gifAlone?: { maxBytes: number };
  /** Carousel images must share their dimensions (Pinterest). */
  sameDimensions?: boolean;
}

export interface VideoRule {
  /** The most videos in one post. */
  max: number;
  minBytes?: number;
  maxBytes?: number;
  mimeTypes?: readonly string[];
  minSeconds?: number;
  maxSeconds?: number;
  aspect?: AspectRange;
}

export interface MediaRule {
  /** How messages name it: "Instagram", "Facebook Reels". */
  label: string;
  /** Text alone cannot be published. */
  requiresMedia: boolean;
  /** Overrides "{label} needs …: it cannot publish text alone." */
  needsMediaMessage?: string;
  /** null: images cannot be published. */
  images: ImageRule | null;
  /** null: videos cannot be published. */
  videos: VideoRule | null;
  /** One PDF may be published as a document post, on its own. */
  pdfDocument: boolean;
  /** Images and videos may share a post (a carousel), up to maxItems. */
  mixed: boolean;
  maxItems?: number;
}

const JPEG = 'image/jpeg';
const PNG = 'image/png';
const GIF = 'image/gif';
const WEBP = 'image/webp';
const MP4 = 'video/mp4';
const MOV = 'video/quicktime';
const M4V = 'video/x-m4v';
const WEBM = 'video/webm';

export const MEDIA_RULES: Record<Platform, MediaRule> = {
  // §1 [S]: images JPG/PNG/GIF < 36,152,320 px; multiImage 2–20; video MP4 3 s–30 min,
  // 75 KB–500 MB, aspect 1:2.4–2.4:1; documents via /rest/documents. One media kind per post.
  linkedin: {
    label: PLATFORM_LABELS.linkedin,
    requiresMedia: false,
    images: { max: 20, mimeTypes: [JPEG, PNG, GIF], maxPixels: 36_152_320 },
    videos: {
      max: 1,
      minBytes: 75 * KB,
      maxBytes: 500 * MB,
      mimeTypes: [MP4],
      minSeconds: 3,
      maxSeconds: 30 * 60,
      aspect: { min: 1 / 2.4, max: 2.4, label: '1:2.4 to 2.4:1' },
    },
    pdfDocument: true,
    mixed: false,
  },
  // §2 [V]: ≤4 photos OR 1 GIF OR 1 video; images JPG/PNG/GIF/WEBP ≤5 MB, GIF ≤15 MB;
  // video ≤512 MB, 0.5–140 s, aspect 1:3–3:1.
  twitter: {
    label: PLATFORM_LABELS.twitter,
    requiresMedia: false,
    images: {
      max: 4,
      maxBytes: 5 * MB,
      mimeTypes: [JPEG, PNG, GIF, WEBP],
      gifAlone: { maxBytes: 15 * MB },
    },
    videos: {
      max: 1,
      maxBytes: 512 * MB,
      minSeconds: 0.5,
      maxSeconds: 140,
      aspect: { min: 1 / 3, max: 3, label: '1:3 to 3:1' },
    },
    pdfDocument: false,
    mixed: false,
  },
  // §3 [S]: images JPEG/PNG ≤8 MB, ratio ≤10:1; video MOV/MP4 ≤1 GB, ≤5 min; carousel 2–20 items
  // of images and videos.
  threads: {
    label: PLATFORM_LABELS.threads,
    requiresMedia: false,
    images: {
      max: 20,
      maxBytes: 8 * MB,
      mimeTypes: [JPEG, PNG],
      aspect: { min: 1 / 10, max: 10, label: '1:10 to 10:1' },
    },
    videos: { max: 20, maxBytes: 1 * GB, mimeTypes: [MP4, MOV], maxSeconds: 5 * 60 },
    pdfDocument: false,
    mixed: true,
    maxItems: 20,
  },
  // §4 [V lexicon]: images embed ≤4, 2 MB each; video embed 1, ≤300 MB; one embed per post. The
  // newer gallery embed (≤20) is too new to rely on, says the reference.
  bluesky: {
    label: PLATFORM_LABELS.bluesky,
    requiresMedia: false,
    images: { max: 4, maxBytes: 2 * MB },
    videos: { max: 1, maxBytes: 300 * MB },
    pdfDocument: false,
    mixed: false,
  },
  // §5 [V]: only video, one per upload, ≤256 GB.
  youtube: {
    label: PLATFORM_LABELS.youtube,
    requiresMedia: true,
    images: null,
    videos: { max: 1, maxBytes: 256 * GB },
    pdfDocument: false,
    mixed: false,
  },
  // §6 [S]: media required; images ≤8 MB, aspect 4:5–1.91:1; Reels MOV/MP4 3 s–15 min ≤300 MB
  // (some mirrors say 1 GB: the stricter figure is kept); carousel ≤10 images and videos.
  instagram: {
    label: PLATFORM_LABELS.instagram,
    requiresMedia: true,
    images: {
      max: 10,
      maxBytes: 8 * MB,
      aspect: { min: 4 / 5, max: 1.91, label: '4:5 to 1.91:1' },
    },
    videos: {
      max: 10,
      maxBytes: 300 * MB,
      mimeTypes: [MP4, MOV],
      minSeconds: 3,
      maxSeconds: 15 * 60,
    },
    pdfDocument: false,
    mixed: true,
    maxItems: 10,
  },
  // §7 [V/S]: a Page post is text, photos (attached_media, no count stated) or one video (/videos);
  // photos and a video are separate endpoints, so not both. Reels: FACEBOOK_REELS_RULE.
  facebook: {
    label: PLATFORM_LABELS.facebook,
    requiresMedia: false,
    images: {},
    videos: { max: 1 },
    pdfDocument: false,
    mixed: false,
  },
  // §8 [V openapi: media required, carousel 2–5 images; S: images BMP/JPEG/PNG/TIFF/GIF/WEBP ≤20 MB
  // of the same dimensions, video MP4/MOV/M4V ≤2 GB, 4 s–15 min, aspect 1:2–1.91:1].
  pinterest: {
    label: PLATFORM_LABELS.pinterest,
    requiresMedia: true,
    images: {
      max: 5,
      maxBytes: 20 * MB,
      mimeTypes: ['image/bmp', JPEG, PNG, 'image/tiff', GIF, WEBP],
      sameDimensions: true,
    },
    videos: {
      max: 1,
      maxBytes: 2 * GB,
      mimeTypes: [MP4, MOV, M4V],
      minSeconds: 4,
      maxSeconds: 15 * 60,
      aspect: { min: 1 / 2, max: 1.91, label: '1:2 to 1.91:1' },
    },
    pdfDocument: false,
    mixed: false,
  },
  // §9 [V: no text-only; S: photo posts ≤35 JPEG/WEBP ≤20 MB; video MP4/WebM/MOV ≤4 GB, 3 s–10 min].
  // A post is either photos or one video.
  tiktok: {
    label: PLATFORM_LABELS.tiktok,
    requiresMedia: true,
    images: { max: 35, maxBytes: 20 * MB, mimeTypes: [JPEG, WEBP] },
    videos: {
      max: 1,
      maxBytes: 4 * GB,
      mimeTypes: [MP4, WEBM, MOV],
      minSeconds: 3,
      maxSeconds: 10 * 60,
    },
    pdfDocument: false,
    mixed: false,
  },
};

/** §7 [V]: a Reel is one MP4 video of 3–90 s (9:16 recommended, not enforced). */
export const FACEBOOK_REELS_RULE: MediaRule = {
  label: `${PLATFORM_LABELS.facebook} Reels`,
  requiresMedia: true,
  needsMediaMessage: 'Facebook Reels needs a video: attach one or untick Page Reels.',
  images: null,
  videos: { max: 1, mimeTypes: [MP4], minSeconds: 3, maxSeconds: 90 },
  pdfDocument: false,
  mixed: false,
};
