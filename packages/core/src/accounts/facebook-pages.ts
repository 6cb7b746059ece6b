import { timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { socialAccounts } from '@fanout/db/schema';
import { PlatformError, type FacebookPage } from '@fanout/platforms';
import { AppError, type FacebookPageOption, type SocialAccount } from '@fanout/shared';
import type { Actor, ServiceOptions } from '../access';
import { nowOf, type CoreDeps } from '../deps';
import { tokenContext } from './account-contexts';
import { findOwnedAccount } from './find-owned-account';
import { toSocialAccount } from './to-social-account';

async function fetchPages(deps: CoreDeps, actor: Actor, accountId: string) {
  const row = await findOwnedAccount(deps, actor, accountId);
  if (row.platform !== 'facebook')
    throw new AppError('BAD_REQUEST', 'Only Facebook accounts have pages to choose from.');
  const userToken = deps.vault.decrypt(row.accessTokenEnc, tokenContext.access(row.id));
  try {
    return { row, pages: await deps.platforms.facebookPages(userToken) };
  } catch (error) {
    if (error instanceof PlatformError)
      throw new AppError('BAD_REQUEST', `Facebook returned an error: ${error.message}`);
    throw error;
  }
}

/** The pages the user manages, fetched from Facebook now; their tokens stay on the server. */
export async function listFacebookPages(
  deps: CoreDeps,
  { actor, input }: ServiceOptions<{ id: string }>,
): Promise<FacebookPageOption[]> {
  const accountId = input.id;
  const { pages } = await fetchPages(deps, actor, accountId);
  return pages.map((page) => ({ id: page.id, name: page.name, category: page.category }));
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Saves the page posts go to. The page and its token come from Facebook's own answer; a token sent
 * by the client (spec 000 §7 sends one) is only compared with it, never stored as given.
 */
export async function selectFacebookPage(
  deps: CoreDeps,
  {
    actor,
    input,
  }: ServiceOptions<{ accountId: string; pageId: string; pageAccessToken?: string | undefined }>,
): Promise<SocialAccount> {
  const { row, pages } = await fetchPages(deps, actor, input.accountId);
  const page: FacebookPage | undefined = pages.find((candidate) => candidate.id === input.pageId);
  if (!page)
    throw new AppError('BAD_REQUEST', 'That page is not among the Facebook Pages you manage.');
  if (input.pageAccessToken && !sameToken(input.pageAccessToken, page.access_token)) {
    throw new AppError('BAD_REQUEST', 'The page token sent does not belong to that page.');
  }
  const [updated] = await deps.db
    .update(socialAccounts)
    .set({
      facebookPageId: page.id,
      facebookPageName: page.name,
      facebookPageTokenEnc: deps.vault.encrypt(
        page.access_token,
        tokenContext.facebookPage(row.id),
      ),
      updatedAt: nowOf(deps),
    })
    .where(eq(socialAccounts.id, row.id))
    .returning();
  if (!updated) throw new AppError('NOT_FOUND', 'Social account not found');
  return toSocialAccount(updated);
}
