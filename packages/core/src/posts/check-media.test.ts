import { describe, expect, it } from 'vitest';
import type { ContentItem } from '@fanout/shared';
import { checkMedia, formatDuration } from './check-media';
import { makeContentItem } from './make-content-item';
import { FACEBOOK_REELS_RULE, MEDIA_RULES } from '@fanout/platforms';

const MB = 1024 * 1024;
const GB = 1024 * MB;

function image(overrides: Partial<ContentItem> = {}): ContentItem {
  return makeContentItem('image', { title: 'photo', ...overrides });
}
function video(overrides: Partial<ContentItem> = {}): ContentItem {
  return makeContentItem('video', { title: 'clip', ...overrides });
}
function images(count: number, overrides: Partial<ContentItem> = {}): ContentItem[] {
  return Array.from({ length: count }, (_, index) =>
    image({ title: `photo ${index + 1}`, ...overrides }),
  );
}
const audio = makeContentItem('audio', { title: 'podcast' });
const pdf = makeContentItem('text', { title: 'deck' });

describe('formatDuration', () => {
  it.each([
    [0.5, '0.5 seconds'],
    [140, '140 seconds'],
    [400, '6 min 40 s'],
    [600, '10 minutes'],
  ])('%s s → %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});

describe('every platform', () => {
  it('refuses audio files, naming the platform and the file', () => {
    for (const rule of [...Object.values(MEDIA_RULES), FACEBOOK_REELS_RULE]) {
      expect(checkMedia(rule, [video(), audio])).toContain(
        `${rule.label} cannot publish audio files: remove "podcast".`,
      );
    }
  });

  it('refuses PDF documents except on LinkedIn', () => {
    for (const [platform, rule] of Object.entries(MEDIA_RULES)) {
      const problems = checkMedia(rule, [pdf]);
      if (platform === 'linkedin') expect(problems).toEqual([]);
      else expect(problems).toContain(`${rule.label} cannot publish PDF documents: remove "deck".`);
    }
  });

  it('refuses documents that are not PDFs, even on LinkedIn', () => {
    const notes = makeContentItem('text', { title: 'notes', mimeType: 'text/plain' });
    expect(checkMedia(MEDIA_RULES.linkedin, [notes])).toEqual([
      'LinkedIn cannot publish documents: remove "notes".',
    ]);
  });

  it('words a platform that takes images only', () => {
    const imagesOnly = { ...MEDIA_RULES.bluesky, label: 'Photo wall', videos: null };
    expect(checkMedia(imagesOnly, [video()])).toEqual([
      'Photo wall publishes images only; remove the video.',
    ]);
  });

  it('ignores facts the library could not measure', () => {
    const unmeasured = video({ width: null, height: null, durationSeconds: null });
    for (const rule of Object.values(MEDIA_RULES)) {
      expect(checkMedia(rule, [unmeasured])).toEqual([]);
    }
  });
});

describe('LinkedIn', () => {
  const rule = MEDIA_RULES.linkedin;

  it('accepts text alone, up to 20 images, one MP4 video or one PDF document', () => {
    expect(checkMedia(rule, [])).toEqual([]);
    expect(checkMedia(rule, images(20))).toEqual([]);
    expect(checkMedia(rule, [video({ durationSeconds: 3 })])).toEqual([]);
    expect(checkMedia(rule, [pdf])).toEqual([]);
  });

  it('refuses mixed media, too many images and out-of-range files', () => {
    expect(checkMedia(rule, [image(), video()])).toEqual([
      'LinkedIn cannot combine images and videos in one post; remove the image or the video.',
    ]);
    expect(checkMedia(rule, images(21))).toEqual([
      'LinkedIn accepts at most 20 images per post; remove 1 of the 21.',
    ]);
    expect(checkMedia(rule, [image({ mimeType: 'image/webp' })])).toEqual([
      'LinkedIn accepts JPEG, PNG or GIF images; "photo" is WebP.',
    ]);
    expect(checkMedia(rule, [image({ width: 8000, height: 6000 })])).toEqual([
      'LinkedIn accepts images under 36,152,320 pixels; "photo" is 8000×6000.',
    ]);
    expect(checkMedia(rule, [video({ durationSeconds: 2 })])).toEqual([
      'LinkedIn accepts videos lasting from 3 seconds to 30 minutes; "clip" lasts 2 seconds.',
    ]);
    expect(checkMedia(rule, [video({ fileSize: 40 * 1024 })])).toEqual([
      'LinkedIn accepts videos from 75 KB to 500 MB; "clip" is 40 KB.',
    ]);
    expect(checkMedia(rule, [video({ mimeType: 'video/quicktime' })])).toEqual([
      'LinkedIn accepts MP4 videos; "clip" is MOV.',
    ]);
    expect(checkMedia(rule, [video({ width: 1920, height: 600 })])).toEqual([
      'LinkedIn accepts videos with an aspect ratio from 1:2.4 to 2.4:1; "clip" is 1920×600.',
    ]);
  });

  it('publishes one PDF document on its own', () => {
    expect(checkMedia(rule, [pdf, image()])).toEqual([
      'LinkedIn publishes a PDF document on its own; remove the images and videos or the document.',
    ]);
    expect(checkMedia(rule, [pdf, makeContentItem('text')])).toEqual([
      'LinkedIn publishes one PDF document per post; remove 1 of them.',
    ]);
  });
});

describe('X', () => {
  const rule = MEDIA_RULES.twitter;

  it('accepts text alone, up to 4 images, one GIF or one video', () => {
    expect(checkMedia(rule, [])).toEqual([]);
    expect(checkMedia(rule, images(4, { mimeType: 'image/png' }))).toEqual([]);
    expect(checkMedia(rule, [image({ mimeType: 'image/gif', fileSize: 15 * MB })])).toEqual([]);
    expect(checkMedia(rule, [video({ durationSeconds: 140, width: 1920, height: 1080 })])).toEqual(
      [],
    );
  });

  it('refuses a fifth image, a GIF with company, images with a video and oversized files', () => {
    expect(checkMedia(rule, images(5))).toEqual([
      'X accepts at most 4 images per post; remove 1 of the 5.',
    ]);
    expect(checkMedia(rule, [image({ title: 'dance', mimeType: 'image/gif' }), image()])).toEqual([
      'X publishes a GIF on its own; remove "dance" or the other image.',
    ]);
    expect(checkMedia(rule, [...images(2), video()])).toEqual([
      'X cannot combine images and videos in one post; remove the 2 images or the video.',
    ]);
    expect(checkMedia(rule, [image({ fileSize: 6 * MB })])).toEqual([
      'X accepts images up to 5 MB; "photo" is 6 MB.',
    ]);
    expect(checkMedia(rule, [image({ mimeType: 'image/gif', fileSize: 16 * MB })])).toEqual([
      'X accepts GIFs up to 15 MB; "photo" is 16 MB.',
    ]);
    expect(checkMedia(rule, [image({ mimeType: 'image/avif' })])).toEqual([
      'X accepts JPEG, PNG, GIF or WebP images; "photo" is AVIF.',
    ]);
    expect(checkMedia(rule, [video({ durationSeconds: 141 })])).toEqual([
      'X accepts videos lasting from 0.5 seconds to 140 seconds; "clip" lasts 141 seconds.',
    ]);
    expect(checkMedia(rule, [video({ durationSeconds: 0.4 })])).toHaveLength(1);
    expect(checkMedia(rule, [video({ width: 400, height: 1600 })])).toEqual([
      'X accepts videos with an aspect ratio from 1:3 to 3:1; "clip" is 400×1600.',
    ]);
    expect(checkMedia(rule, [video(), video()])).toEqual([
      'X accepts one video per post; remove 1 of the 2.',
    ]);
  });
});

describe('Threads', () => {
  const rule = MEDIA_RULES.threads;

  it('accepts text alone and carousels of up to 20 images and videos', () => {
    expect(checkMedia(rule, [])).toEqual([]);
    expect(checkMedia(rule, [...images(10), ...Array.from({ length: 10 }, () => video())])).toEqual(
      [],
    );
  });

  it('refuses a 21st item, GIFs, large or very wide images and long videos', () => {
    expect(checkMedia(rule, [...images(11), ...Array.from({ length: 10 }, () => video())])).toEqual(
      ['Threads carousels hold at most 20 items; remove 1.'],
    );
    expect(checkMedia(rule, [image({ mimeType: 'image/gif' })])).toEqual([
      'Threads accepts JPEG or PNG images; "photo" is GIF.',
    ]);
    expect(checkMedia(rule, [image({ fileSize: 9 * MB })])).toEqual([
      'Threads accepts images up to 8 MB; "photo" is 9 MB.',
    ]);
    expect(checkMedia(rule, [image({ width: 1100, height: 100 })])).toEqual([
      'Threads accepts images with an aspect ratio from 1:10 to 10:1; "photo" is 1100×100.',
    ]);
    expect(checkMedia(rule, [video({ durationSeconds: 360 })])).toEqual([
      'Threads accepts videos lasting up to 5 minutes; "clip" lasts 6 minutes.',
    ]);
  });
});

describe('Bluesky', () => {
  const rule = MEDIA_RULES.bluesky;

  it('accepts text alone, up to 4 images or one video', () => {
    expect(checkMedia(rule, [])).toEqual([]);
    expect(checkMedia(rule, images(4))).toEqual([]);
    expect(checkMedia(rule, [video({ fileSize: 300 * MB })])).toEqual([]);
  });

  it('refuses a fifth image, images over 2 MB, a second video and mixed media', () => {
    expect(checkMedia(rule, images(5))).toEqual([
      'Bluesky accepts at most 4 images per post; remove 1 of the 5.',
    ]);
    expect(checkMedia(rule, [image({ fileSize: 3 * MB })])).toEqual([
      'Bluesky accepts images up to 2 MB; "photo" is 3 MB.',
    ]);
    expect(checkMedia(rule, [video(), video()])).toEqual([
      'Bluesky accepts one video per post; remove 1 of the 2.',
    ]);
    expect(checkMedia(rule, [image(), video()])).toEqual([
      'Bluesky cannot combine images and videos in one post; remove the image or the video.',
    ]);
  });
});

describe('YouTube', () => {
  const rule = MEDIA_RULES.youtube;

  it('accepts exactly one video', () => {
    expect(checkMedia(rule, [video({ durationSeconds: 3600, mimeType: 'video/webm' })])).toEqual(
      [],
    );
  });

  it('refuses text alone, images and a second video', () => {
    expect(checkMedia(rule, [])).toEqual(['YouTube needs a video: it cannot publish text alone.']);
    expect(checkMedia(rule, [video(), ...images(2)])).toEqual([
      'YouTube publishes exactly one video; remove the 2 images.',
    ]);
    expect(checkMedia(rule, images(1))).toEqual([
      'YouTube publishes exactly one video; remove the image.',
    ]);
    expect(checkMedia(rule, [video(), video()])).toEqual([
      'YouTube accepts one video per post; remove 1 of the 2.',
    ]);
  });
});

describe('Instagram', () => {
  const rule = MEDIA_RULES.instagram;

  it('accepts an image, a Reel and carousels of up to 10 images and videos', () => {
    expect(checkMedia(rule, [image({ width: 1080, height: 1350 })])).toEqual([]);
    expect(checkMedia(rule, [image({ width: 1080, height: 566 })])).toEqual([]);
    expect(
      checkMedia(rule, [video({ durationSeconds: 15 * 60, mimeType: 'video/quicktime' })]),
    ).toEqual([]);
    expect(checkMedia(rule, [...images(5), ...Array.from({ length: 5 }, () => video())])).toEqual(
      [],
    );
  });

  it('refuses text alone, an 11th item, tall images and out-of-range videos', () => {
    expect(checkMedia(rule, [])).toEqual([
      'Instagram needs at least one image or video: it cannot publish text alone.',
    ]);
    expect(checkMedia(rule, [...images(6), ...Array.from({ length: 5 }, () => video())])).toEqual([
      'Instagram carousels hold at most 10 items; remove 1.',
    ]);
    expect(checkMedia(rule, images(11))).toEqual([
      'Instagram accepts at most 10 images per post; remove 1 of the 11.',
    ]);
    expect(checkMedia(rule, [image({ width: 1080, height: 1920 })])).toEqual([
      'Instagram accepts images with an aspect ratio from 4:5 to 1.91:1; "photo" is 1080×1920.',
    ]);
    expect(checkMedia(rule, [video({ durationSeconds: 2 })])).toEqual([
      'Instagram accepts videos lasting from 3 seconds to 15 minutes; "clip" lasts 2 seconds.',
    ]);
    expect(checkMedia(rule, [video({ fileSize: 400 * MB })])).toEqual([
      'Instagram accepts videos up to 300 MB; "clip" is 400 MB.',
    ]);
    expect(checkMedia(rule, [video({ mimeType: 'video/webm' })])).toEqual([
      'Instagram accepts MP4 or MOV videos; "clip" is WebM.',
    ]);
  });
});

describe('Facebook', () => {
  const feed = MEDIA_RULES.facebook;

  it('accepts a Page post of text, photos or one video', () => {
    expect(checkMedia(feed, [])).toEqual([]);
    expect(checkMedia(feed, images(12))).toEqual([]);
    expect(checkMedia(feed, [video({ durationSeconds: 1200 })])).toEqual([]);
  });

  it('refuses photos with a video and a second video in a Page post', () => {
    expect(checkMedia(feed, [image(), video()])).toEqual([
      'Facebook cannot combine images and videos in one post; remove the image or the video.',
    ]);
    expect(checkMedia(feed, [video(), video()])).toEqual([
      'Facebook accepts one video per post; remove 1 of the 2.',
    ]);
  });

  it('accepts a Reel of one MP4 video of 3 to 90 seconds', () => {
    expect(checkMedia(FACEBOOK_REELS_RULE, [video({ durationSeconds: 90 })])).toEqual([]);
  });

  it('refuses a Reel without a video, with images or out of range', () => {
    expect(checkMedia(FACEBOOK_REELS_RULE, [])).toEqual([
      'Facebook Reels needs a video: attach one or untick Page Reels.',
    ]);
    expect(checkMedia(FACEBOOK_REELS_RULE, [image(), video()])).toEqual([
      'Facebook Reels publishes exactly one video; remove the image.',
    ]);
    expect(checkMedia(FACEBOOK_REELS_RULE, [video({ durationSeconds: 120 })])).toEqual([
      'Facebook Reels accepts videos lasting from 3 seconds to 90 seconds; "clip" lasts 120 seconds.',
    ]);
    expect(checkMedia(FACEBOOK_REELS_RULE, [video({ mimeType: 'video/quicktime' })])).toEqual([
      'Facebook Reels accepts MP4 videos; "clip" is MOV.',
    ]);
  });
});

describe('Pinterest', () => {
  const rule = MEDIA_RULES.pinterest;

  it('accepts one image, a carousel of up to 5 same-size images or one video', () => {
    expect(checkMedia(rule, [image()])).toEqual([]);
    expect(checkMedia(rule, images(5, { width: 1000, height: 1500 }))).toEqual([]);
    expect(checkMedia(rule, [video({ durationSeconds: 4, mimeType: 'video/x-m4v' })])).toEqual([]);
  });

  it('refuses text alone, a 6th image, mismatched carousels and out-of-range videos', () => {
    expect(checkMedia(rule, [])).toEqual([
      'Pinterest needs at least one image or video: it cannot publish text alone.',
    ]);
    expect(checkMedia(rule, images(6))).toEqual([
      'Pinterest accepts at most 5 images per post; remove 1 of the 6.',
    ]);
    expect(
      checkMedia(rule, [
        image({ title: 'tall', width: 1000, height: 1500 }),
        image({ title: 'square', width: 800, height: 800 }),
      ]),
    ).toEqual([
      'Pinterest carousels need images of the same dimensions; "tall" is 1000×1500 and "square" is 800×800.',
    ]);
    expect(checkMedia(rule, [image({ mimeType: 'image/avif' })])).toEqual([
      'Pinterest accepts BMP, JPEG, PNG, TIFF, GIF or WebP images; "photo" is AVIF.',
    ]);
    expect(checkMedia(rule, [video({ durationSeconds: 3 })])).toEqual([
      'Pinterest accepts videos lasting from 4 seconds to 15 minutes; "clip" lasts 3 seconds.',
    ]);
    expect(checkMedia(rule, [video({ width: 1080, height: 2520 })])).toEqual([
      'Pinterest accepts videos with an aspect ratio from 1:2 to 1.91:1; "clip" is 1080×2520.',
    ]);
    expect(checkMedia(rule, [image(), video()])).toEqual([
      'Pinterest cannot combine images and videos in one post; remove the image or the video.',
    ]);
  });
});

describe('TikTok', () => {
  const rule = MEDIA_RULES.tiktok;

  it('accepts one video or up to 35 JPEG/WebP photos', () => {
    expect(checkMedia(rule, [video({ mimeType: 'video/webm', durationSeconds: 600 })])).toEqual([]);
    expect(checkMedia(rule, images(35, { mimeType: 'image/webp' }))).toEqual([]);
  });

  it('refuses text alone, PNG photos, a 36th photo, long or huge videos and mixed media', () => {
    expect(checkMedia(rule, [])).toEqual([
      'TikTok needs at least one image or video: it cannot publish text alone.',
    ]);
    expect(checkMedia(rule, [image({ mimeType: 'image/png' })])).toEqual([
      'TikTok accepts JPEG or WebP images; "photo" is PNG.',
    ]);
    expect(checkMedia(rule, images(36))).toEqual([
      'TikTok accepts at most 35 images per post; remove 1 of the 36.',
    ]);
    expect(checkMedia(rule, [video({ durationSeconds: 660 })])).toEqual([
      'TikTok accepts videos lasting from 3 seconds to 10 minutes; "clip" lasts 11 minutes.',
    ]);
    expect(checkMedia(rule, [video({ fileSize: 5 * GB })])).toEqual([
      'TikTok accepts videos up to 4 GB; "clip" is 5 GB.',
    ]);
    expect(checkMedia(rule, [image(), video()])).toEqual([
      'TikTok cannot combine images and videos in one post; remove the image or the video.',
    ]);
  });
});
