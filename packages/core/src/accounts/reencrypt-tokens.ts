import { eq, isNotNull } from 'drizzle-orm';
import { oauthStates, socialAccounts } from '@fanout/db/schema';
import type { CoreDeps } from '../deps';
import { tokenContext } from './account-contexts';

/**
 * Key rotation: re-encrypts every stored token that is under an older key with the current one
 * (the first of TOKEN_ENCRYPTION_KEYS). Safe to run while the server runs and to run twice.
 */
export async function reencryptTokens(
  deps: CoreDeps,
): Promise<{ accounts: number; values: number }> {
  const { vault } = deps;
  const reseal = (value: string | null, context: string) =>
    value && vault.isStale(value) ? vault.encrypt(vault.decrypt(value, context), context) : null;
  let accounts = 0;
  let values = 0;
  const ids = await deps.db.select({ id: socialAccounts.id }).from(socialAccounts);
  for (const { id } of ids) {
    await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(socialAccounts)
        .where(eq(socialAccounts.id, id))
        .for('update');
      if (!row) return;
      const changes = {
        accessTokenEnc: reseal(row.accessTokenEnc, tokenContext.access(id)),
        refreshTokenEnc: reseal(row.refreshTokenEnc, tokenContext.refresh(id)),
        facebookPageTokenEnc: reseal(row.facebookPageTokenEnc, tokenContext.facebookPage(id)),
      };
      const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== null));
      if (Object.keys(set).length === 0) return;
      await tx.update(socialAccounts).set(set).where(eq(socialAccounts.id, id));
      accounts += 1;
      values += Object.keys(set).length;
    });
  }
  const states = await deps.db
    .select()
    .from(oauthStates)
    .where(isNotNull(oauthStates.codeVerifierEnc));
  for (const state of states) {
    const sealed = reseal(state.codeVerifierEnc, tokenContext.codeVerifier(state.id));
    if (!sealed) continue;
    await deps.db
      .update(oauthStates)
      .set({ codeVerifierEnc: sealed })
      .where(eq(oauthStates.id, state.id));
    values += 1;
  }
  return { accounts, values };
}
