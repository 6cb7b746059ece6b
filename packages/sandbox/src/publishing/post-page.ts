import { PLATFORM_LABELS } from '@fanout/shared';
import { escapeHtml, htmlPage } from '../http/html-page';
import type { SandboxPost } from './sandbox-publishing';

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; background: #f1f3f5; color: #212529; }
  main { max-width: 36rem; margin: 3rem auto; padding: 1.5rem; background: #fff; border-radius: 8px; }
  h1 { font-size: 1.1rem; margin: 0 0 0.25rem; }
  p.meta { color: #495057; font-size: 0.875rem; margin: 0 0 1rem; }
  p.text { white-space: pre-wrap; overflow-wrap: anywhere; }
`;

/**
 * The sandbox's own page of a simulated post, where "View on …" leads in sandbox mode (ADR 0066):
 * the real site has no such post. Served at `{prefix}/_control/publishing/{platform}/posts/{id}`
 * (control-routes.ts), the address `packages/runtime/src/sandbox-post-pages.ts` records. Everything
 * the post carried is escaped.
 */
export function sandboxPostPage(post: SandboxPost): string {
  const platform = escapeHtml(PLATFORM_LABELS[post.platform]);
  const media =
    post.media.length === 0
      ? ''
      : `<p class="meta">${post.media.length} attached ${post.media.length === 1 ? 'file' : 'files'}: ${post.media.map((item) => escapeHtml(item.kind)).join(', ')}</p>`;
  const body = `
    <h1>${platform} (sandbox)</h1>
    <p class="meta">Posted as ${escapeHtml(post.account)} on ${new Date(post.createdAt).toUTCString()} · id ${escapeHtml(post.id)}</p>
    <p class="text">${escapeHtml(post.text)}</p>
    ${media}
    <p class="meta">This post exists only in Fanout's platform sandbox.</p>`;
  return htmlPage(`${platform} post (sandbox)`, body, STYLE);
}
