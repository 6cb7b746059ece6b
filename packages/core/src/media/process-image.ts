import sharp from 'sharp';

export interface ProcessedImage {
  width: number;
  height: number;
}

export interface ImageSize {
  width: number;
  /** One frame's height. */
  height: number;
  /** Frames of an animation (GIF, WebP), pages of a multi-image file; 1 for a still image. */
  frames: number;
}

/**
 * The dimensions an image declares in its header, read without decoding its pixels, so a
 * decompression bomb (a few hundred KB that decode to gigabytes) is measured at no cost.
 */
export async function readImageSize(input: string): Promise<ImageSize> {
  const meta = await sharp(input).metadata();
  if (!meta.width || !meta.height) throw new Error('image without dimensions');
  return {
    width: meta.width,
    height: meta.pageHeight ?? meta.height,
    frames: Math.max(1, meta.pages ?? 1),
  };
}

/**
 * Re-encodes an image in its own format with every metadata block (EXIF, GPS, ICC comments)
 * dropped; EXIF orientation is applied to the pixels first so nothing appears rotated.
 * `maxPixels`: libvips refuses to decode more (all frames counted), behind the header check.
 */
export async function reencodeImage(
  input: string,
  output: string,
  ext: string,
  maxPixels: number,
): Promise<ProcessedImage> {
  const animated = ext === 'gif' || ext === 'webp';
  let pipeline = sharp(input, { animated, failOn: 'error', limitInputPixels: maxPixels }).rotate();
  switch (ext) {
    case 'jpg':
      pipeline = pipeline.jpeg({ quality: 90, mozjpeg: true });
      break;
    case 'png':
      pipeline = pipeline.png({ compressionLevel: 9 });
      break;
    case 'gif':
      pipeline = pipeline.gif();
      break;
    case 'webp':
      pipeline = pipeline.webp({ quality: 90 });
      break;
    case 'avif':
      pipeline = pipeline.avif({ quality: 70 });
      break;
    default:
      throw new Error(`no encoder for .${ext}`);
  }
  const info = await pipeline.toFile(output);
  // For animations sharp reports the height of all frames stacked; pageHeight is one frame.
  const meta = await sharp(output).metadata();
  return { width: info.width, height: meta.pageHeight ?? info.height };
}

const THUMBNAIL_SIZE = 480;

/** A JPEG no larger than 480×480 for grids and previews. */
export async function makeImageThumbnail(
  input: string,
  output: string,
  maxPixels: number,
): Promise<void> {
  await sharp(input, { limitInputPixels: maxPixels })
    .rotate()
    .resize({
      width: THUMBNAIL_SIZE,
      height: THUMBNAIL_SIZE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80 })
    .toFile(output);
}
