import { escapeHtml, htmlPage } from '../http/html-page';

/** The HTML pages of the sandbox: plain, no script (the host's CSP), the form posts to itself. */

export interface ConsentPageInput {
  platformLabel: string;
  /** Same-origin path the form posts to (the authorize path). */
  action: string;
  clientId: string;
  redirectUri: string;
  scopes: string[];
  /** The authorize request's parameters, carried through the form as hidden fields. */
  hiddenFields: Record<string, string>;
  account: string;
  /** Shown above the buttons when the previous submission was refused. */
  error?: string;
}

export function renderConsentPage(input: ConsentPageInput): string {
  const label = escapeHtml(input.platformLabel);
  const hidden = Object.entries(input.hiddenFields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('\n      ');
  const scopes =
    input.scopes.length > 0
      ? input.scopes.map((scope) => `<li><code>${escapeHtml(scope)}</code></li>`).join('')
      : '<li>No permissions requested</li>';
  const error = input.error ? `<p class="error" role="alert">${escapeHtml(input.error)}</p>` : '';
  return page(
    `Authorize access to your ${label} account`,
    `<p class="badge">Fanout platform sandbox · ${label}</p>
    <h1>Authorize access to your ${label} account</h1>
    <p>The application <code>${escapeHtml(input.clientId)}</code> asks to connect to a ${label}
      sandbox account. This page imitates ${label}'s consent screen; nothing leaves this server.</p>
    <h2>Requested permissions</h2>
    <ul class="scopes">${scopes}</ul>
    <form method="post" action="${escapeHtml(input.action)}">
      ${hidden}
      <label for="account">Sandbox account name</label>
      <input id="account" name="account" type="text" value="${escapeHtml(input.account)}"
        maxlength="40" autocomplete="off" spellcheck="false" required>
      <p class="hint">Letters, digits, dots, dashes and underscores. The same name is the same
        account; another name connects another account.</p>
      ${error}
      <div class="actions">
        <button type="submit" name="decision" value="approve">Authorize</button>
        <button type="submit" name="decision" value="deny" class="secondary" formnovalidate>Deny</button>
      </div>
    </form>
    <p class="small">You will return to <code>${escapeHtml(input.redirectUri)}</code></p>`,
  );
}

/** The page a real provider shows for a request it will not redirect back from. */
export function renderErrorPage(platformLabel: string, message: string): string {
  const label = escapeHtml(platformLabel);
  return page(
    `${label} sandbox: invalid authorization request`,
    `<p class="badge">Fanout platform sandbox · ${label}</p>
    <h1>This authorization request is invalid</h1>
    <p class="error" role="alert">${escapeHtml(message)}</p>
    <p class="small">The application that sent you here built a request ${label} would refuse too.</p>`,
  );
}

function page(title: string, body: string): string {
  return htmlPage(title, body, STYLE);
}

const STYLE = `
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: #f3f4f6; color: #111827; }
  main { max-width: 32rem; margin: 3rem auto; padding: 2rem; background: #fff;
    border: 1px solid #e5e7eb; border-radius: 12px; }
  h1 { font-size: 1.35rem; margin: 0.25rem 0 1rem; }
  h2 { font-size: 1rem; margin: 1.25rem 0 0.5rem; }
  code { font-size: 0.875em; background: #f3f4f6; padding: 0.1em 0.3em; border-radius: 4px;
    overflow-wrap: anywhere; }
  .badge { display: inline-block; margin: 0; padding: 0.15rem 0.6rem; border-radius: 999px;
    background: #eef2ff; color: #3730a3; font-size: 0.8rem; font-weight: 600; }
  .scopes { padding-left: 1.25rem; margin: 0 0 1.25rem; }
  label { display: block; font-weight: 600; margin-bottom: 0.35rem; }
  input[type=text] { box-sizing: border-box; width: 100%; padding: 0.5rem 0.65rem; font: inherit;
    border: 1px solid #d1d5db; border-radius: 8px; }
  .hint, .small { color: #4b5563; font-size: 0.85rem; }
  .error { color: #b91c1c; background: #fef2f2; border: 1px solid #fecaca; border-radius: 8px;
    padding: 0.5rem 0.75rem; }
  .actions { display: flex; gap: 0.75rem; margin-top: 1.25rem; }
  button { font: inherit; font-weight: 600; padding: 0.55rem 1.2rem; border-radius: 8px;
    border: 1px solid #4338ca; background: #4338ca; color: #fff; cursor: pointer; }
  button.secondary { background: #fff; color: #374151; border-color: #d1d5db; }
`;
