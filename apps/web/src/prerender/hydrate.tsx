import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Providers } from '../app/providers';
import { PRERENDERED_PAGES, type PrerenderedPageKey } from './public-pages';

/**
 * Adopts a page the build rendered (render.tsx) once the app's script has loaded, on the visitor's
 * first interaction (public/load-app.js, ADR 0075): the markup stays, React attaches its handlers.
 * The page's links are plain links, so no router is needed here.
 */
export async function hydratePrerendered(
  rootElement: HTMLElement,
  key: PrerenderedPageKey,
): Promise<void> {
  const Page = await PRERENDERED_PAGES[key].load();
  hydrateRoot(
    rootElement,
    <StrictMode>
      <Providers>
        <Page />
      </Providers>
    </StrictMode>,
  );
}
