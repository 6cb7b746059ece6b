import { useDocumentTitle } from '@mantine/hooks';
import { formatLongDate } from './legal/format-long-date';
import { LegalDocument } from './legal/legal-document';
import { PRIVACY_POLICY_SECTIONS } from './legal/privacy-policy-sections';
import { PublicPageLayout } from './public-page-layout';

/** Public Privacy Policy at /privacy-policy (spec 001 §2 "Privacy Policy"). */
export function PrivacyPolicyPage() {
  useDocumentTitle('Privacy Policy | Fanout');
  // The spec defines the 'last updated' date as the current date, computed at render.
  const lastUpdated = formatLongDate(new Date());
  return (
    <PublicPageLayout>
      <LegalDocument
        title="Privacy Policy"
        lastUpdated={lastUpdated}
        sections={PRIVACY_POLICY_SECTIONS}
      />
    </PublicPageLayout>
  );
}
