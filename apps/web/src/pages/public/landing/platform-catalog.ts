import { PLATFORM_LABELS, type Platform } from '@fanout/shared';
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
// without a presentation here. Tabler ships a brand icon for all nine platforms. The landing page
// uses the product's names except for X and Facebook, which it spells out for visitors.
export const PLATFORM_PRESENTATION: Record<Platform, PlatformPresentation> = {
  linkedin: { label: PLATFORM_LABELS.linkedin, icon: IconBrandLinkedin, color: '#0A66C2' },
  twitter: { label: 'X (Twitter)', icon: IconBrandX, color: '#000000' },
  threads: { label: PLATFORM_LABELS.threads, icon: IconBrandThreads, color: '#000000' },
  bluesky: { label: PLATFORM_LABELS.bluesky, icon: IconBrandBluesky, color: '#1185FE' },
  youtube: { label: PLATFORM_LABELS.youtube, icon: IconBrandYoutube, color: '#FF0000' },
  instagram: { label: PLATFORM_LABELS.instagram, icon: IconBrandInstagram, color: '#E1306C' },
  facebook: { label: 'Facebook Pages', icon: IconBrandFacebook, color: '#1877F2' },
  pinterest: { label: PLATFORM_LABELS.pinterest, icon: IconBrandPinterest, color: '#E60023' },
  tiktok: { label: PLATFORM_LABELS.tiktok, icon: IconBrandTiktok, color: '#010101' },
};
