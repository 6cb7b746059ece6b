import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { HttpClient } from './http-client';
import { siteOriginOf } from './site-origins';
import type { TestServer } from './test-server';

const MIME_BY_EXT: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.mp4': 'video/mp4',
  '.mp3': 'audio/mpeg',
  '.pdf': 'application/pdf',
};

/** POST /api/upload as a browser form would: multipart, each file in the field "files". */
export async function uploadFiles(
  baseUrl: string,
  client: HttpClient,
  files: string[],
  options: { field?: string } = {},
): Promise<{ status: number; body: unknown }> {
  const form = new FormData();
  for (const file of files) {
    const type = MIME_BY_EXT[path.extname(file)] ?? 'application/octet-stream';
    form.append(
      options.field ?? 'files',
      new File([await readFile(file)], path.basename(file), { type }),
    );
  }
  const response = await fetch(`${baseUrl}/api/upload`, {
    method: 'POST',
    headers: { cookie: client.cookieHeader, origin: siteOriginOf(baseUrl) },
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

/** Files left in the upload temp folder and in storage: both must stay empty after a refusal. */
export function uploadLeftovers(server: Pick<TestServer, 'config'>): string[] {
  const list = (folder: string) => {
    try {
      return readdirSync(folder, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name);
    } catch {
      return [];
    }
  };
  return [...list(server.config.uploadTmpDir), ...list(server.config.storage.localRoot)];
}
