import sharp from 'sharp';

export interface ProcessedImage {
  width: number;
  height: number;
}

/**
 * Re-encodes an image in its own format with every metadata block (EXIF, GPS, ICC comments)
 * dropped; EXIF orientation is applied to the pixels first so nothing appears rotated.
 */
export async function reencodeImage(
  input: string,
  output: string,
  ext: string,
): Promise<ProcessedImage> {
  const animated = ext === 'gif' || ext === 'webp';
  let pipeline = sharp(input, { animated, failOn: 'error' }).rotate();
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
export async function makeImageThumbnail(input: string, output: string): Promise<void> {
  await sharp(input)
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
