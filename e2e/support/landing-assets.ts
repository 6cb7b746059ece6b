import { request } from 'node:http';

/** One script or stylesheet and its size on the wire for each encoding the server offers. */
export interface AssetSize {
  url: string;
  kind: 'js' | 'css';
  raw: number;
  gzip: number;
  brotli: number;
}

/** 1 KB = 1,024 bytes, as in the figures (Vite's "331.73 kB gzip" was its "323 KB"). */
export const KB = 1024;

/**
 * The body length of `url` as sent with `accept-encoding` (Node's fetch would decompress it). A
 * file below the compression threshold has no .gz or .br beside it, so it comes as it is.
 */
function bytesOnTheWire(url: string, acceptEncoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`GET ${url} answered ${response.statusCode}`));
        return;
      }
      let length = 0;
      response.on('data', (chunk: Buffer) => (length += chunk.length));
      response.on('end', () => resolve(length));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** Raw, gzip and brotli sizes of one script or stylesheet, as the product serves it. */
export async function measureAsset(url: string): Promise<AssetSize> {
  const [raw, gzip, brotli] = await Promise.all([
    bytesOnTheWire(url, 'identity'),
    bytesOnTheWire(url, 'gzip'),
    bytesOnTheWire(url, 'br'),
  ]);
  return { url, kind: new URL(url).pathname.endsWith('.css') ? 'css' : 'js', raw, gzip, brotli };
}

/**
 * What a browser fetches before the landing page can render: the scripts and stylesheets that
 * index.html names (the entry, the chunks it imports, which Vite lists as modulepreload, and the
 * colour-scheme script), as the product at `baseUrl` serves '/'.
 */
export async function landingInitialAssets(baseUrl: string): Promise<AssetSize[]> {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const urls = [
    ...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*\brel="(?:modulepreload|stylesheet)"[^>]*\bhref="([^"]+)"/g),
  ].map((match) => new URL(match[1] ?? '', baseUrl).href);
  return Promise.all(urls.map(measureAsset));
}

/** Sums of raw, gzip and brotli bytes over `assets`. */
export function totalSize(assets: readonly AssetSize[]): {
  raw: number;
  gzip: number;
  brotli: number;
} {
  return assets.reduce(
    (sum, asset) => ({
      raw: sum.raw + asset.raw,
      gzip: sum.gzip + asset.gzip,
      brotli: sum.brotli + asset.brotli,
    }),
    { raw: 0, gzip: 0, brotli: 0 },
  );
}

/**
 * The app's script that the prerendered landing page loads on the visitor's first interaction
 * (ADR 0075): the entry and the chunks it imports, which the page names on its `load-app.js` tag.
 */
export async function landingDeferredAssets(baseUrl: string): Promise<AssetSize[]> {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const loader = /<script src="\/load-app\.js"[^>]*>/.exec(html)?.[0] ?? '';
  const entry = /data-entry="([^"]*)"/.exec(loader)?.[1];
  const modules = (/data-modules="([^"]*)"/.exec(loader)?.[1] ?? '').split(' ').filter(Boolean);
  if (!entry) throw new Error("'/' is not the prerendered landing page: no load-app.js entry");
  return Promise.all([entry, ...modules].map((url) => measureAsset(new URL(url, baseUrl).href)));
}
