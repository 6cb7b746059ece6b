import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Providers } from '../app/providers';
import { PRERENDERED_PAGES, type PrerenderedPageKey } from './public-pages';

export { PRERENDERED_PAGES, type PrerenderedPageKey };

/**
 * One public page as HTML (the build's server-side entry, ADR 0075): the same tree the browser
 * hydrates (hydrate.tsx), so React adopts this markup instead of replacing it.
 */
export async function renderPage(key: PrerenderedPageKey): Promise<string> {
  const Page = await PRERENDERED_PAGES[key].load();
  return renderToString(
    <StrictMode>
      <Providers>
        <Page />
      </Providers>
    </StrictMode>,
  );
}
