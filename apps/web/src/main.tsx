import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { router } from './app/router';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The #root element is missing from index.html');

// A public page the build rendered (ADR 0075) is adopted as it is; every other page is the app.
const prerendered = rootElement.dataset.prerendered;
if (prerendered !== undefined) {
  void import('./prerender/hydrate').then(({ hydratePrerendered }) =>
    hydratePrerendered(rootElement, prerendered),
  );
} else {
  createRoot(rootElement).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}
