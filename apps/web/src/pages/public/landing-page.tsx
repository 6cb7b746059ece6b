import { Box } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { PublicFooter } from './layout/public-footer';
import { AiSection } from './landing/ai-section';
import { AudienceSection } from './landing/audience-section';
import { CallToActionSection } from './landing/call-to-action-section';
import { ContactSection } from './landing/contact-section';
import { FeaturesSection } from './landing/features-section';
import { HeroSection } from './landing/hero-section';
import { LandingHeader } from './landing/landing-header';
import { PlatformGridSection } from './landing/platform-grid-section';
import { PricingSection } from './landing/pricing-section';
import { PrivacyPointsSection } from './landing/privacy-points-section';
import { RoadmapSection } from './landing/roadmap-section';
import { StatisticsSection } from './landing/statistics-section';
import { VoiceToneSection } from './landing/voice-tone-section';

/** The page signed-out visitors see at '/' (spec 000 §2 "Landing page"). */
export function LandingPage() {
  useDocumentTitle('Fanout — Write once, publish everywhere');
  return (
    <Box>
      <LandingHeader />
      <main>
        <HeroSection />
        <AudienceSection />
        <PlatformGridSection />
        <StatisticsSection />
        <FeaturesSection />
        <VoiceToneSection />
        <AiSection />
        <RoadmapSection />
        <PricingSection />
        <PrivacyPointsSection />
        <ContactSection />
        <CallToActionSection />
      </main>
      <PublicFooter withProductLinks />
    </Box>
  );
}
