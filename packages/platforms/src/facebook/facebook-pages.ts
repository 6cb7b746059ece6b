import { z } from 'zod';
import type { ClientContext } from '../oauth/client-context';
import { requireCredentials } from '../oauth/require-credentials';
import type { FacebookPage } from '../platform-client';
import { listMetaPages } from './list-meta-pages';

/** One item of `me/accounts?fields=id,name,access_token,category,tasks`. */
export const facebookPageSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  access_token: z.string().min(1),
  category: z.string().nullish(),
  tasks: z.array(z.string()).nullish(),
});

export function toFacebookPage(page: z.output<typeof facebookPageSchema>): FacebookPage {
  return {
    id: page.id,
    name: page.name,
    access_token: page.access_token,
    category: page.category ?? null,
  };
}

/** The Pages a Facebook user manages, each with its own (non-expiring) Page token. */
export async function listFacebookPages(
  { hosts, credentials, http }: ClientContext,
  userAccessToken: string,
): Promise<FacebookPage[]> {
  requireCredentials('facebook', credentials);
  const pages = await listMetaPages({
    http,
    graph: hosts.facebook.graph,
    platform: 'facebook',
    operation: 'the pages request',
    accessToken: userAccessToken,
    fields: 'id,name,access_token,category,tasks',
    item: facebookPageSchema,
  });
  return pages.map(toFacebookPage);
}
