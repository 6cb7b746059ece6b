import { useDocumentTitle } from '@mantine/hooks';
import { LegalDocument } from './legal/legal-document';
import { TERMS_INTRO, TERMS_LAST_UPDATED, TERMS_SECTIONS } from './legal/terms-sections';
import { PublicPageLayout } from './public-page-layout';

/** Public Terms of Service at /terms (spec 001 §2 "Terms"). */
export function TermsPage() {
  useDocumentTitle('Terms of Service | Fanout');
  return (
    <PublicPageLayout>
      <LegalDocument
        title="Terms of Service"
        lastUpdated={TERMS_LAST_UPDATED}
        intro={TERMS_INTRO}
        sections={TERMS_SECTIONS}
      />
    </PublicPageLayout>
  );
}
