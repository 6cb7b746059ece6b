import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Providers } from '../app/providers';
import { isPrerenderedPageKey, PRERENDERED_PAGES } from './public-pages';

/**
 * Adopts a page the build rendered (render.tsx) once the app's script has loaded, on the visitor's
 * first interaction (public/load-app.js, ADR 0075): the markup stays, React attaches its handlers.
 * The page's links are plain links, so no router is needed here.
 */
export async function hydratePrerendered(rootElement: HTMLElement, key: string): Promise<void> {
  if (!isPrerenderedPageKey(key)) throw new Error(`No prerendered page is called ${key}`);
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
