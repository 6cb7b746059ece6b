import type { Platform } from '@fanout/shared';
import {
  IconBrandBluesky,
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandPinterest,
  IconBrandThreads,
  IconBrandTiktok,
  IconBrandX,
  IconBrandYoutube,
} from '@tabler/icons-react';
import type { TablerIcon } from '@tabler/icons-react';

interface PlatformPresentation {
  label: string;
  icon: TablerIcon;
  /** Brand colour, used for the icon tile. */
  color: string;
}

// A Record keyed by Platform makes the compiler flag any platform added to the shared list
// without a presentation here. Tabler ships a brand icon for all nine platforms.
export const PLATFORM_PRESENTATION: Record<Platform, PlatformPresentation> = {
  linkedin: { label: 'LinkedIn', icon: IconBrandLinkedin, color: '#0A66C2' },
  twitter: { label: 'X (Twitter)', icon: IconBrandX, color: '#000000' },
  threads: { label: 'Threads', icon: IconBrandThreads, color: '#000000' },
  bluesky: { label: 'Bluesky', icon: IconBrandBluesky, color: '#1185FE' },
  youtube: { label: 'YouTube', icon: IconBrandYoutube, color: '#FF0000' },
  instagram: { label: 'Instagram', icon: IconBrandInstagram, color: '#E1306C' },
  facebook: { label: 'Facebook Pages', icon: IconBrandFacebook, color: '#1877F2' },
  pinterest: { label: 'Pinterest', icon: IconBrandPinterest, color: '#E60023' },
  tiktok: { label: 'TikTok', icon: IconBrandTiktok, color: '#010101' },
};
