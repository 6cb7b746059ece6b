import type { HttpClient } from './http-client';

/** The first <form> of an HTML page: where it posts and the values of its named inputs. */
export function parseForm(
  html: string,
  pageUrl: string,
): { action: string; fields: Record<string, string> } {
  const form = /<form\b([^>]*)>([\s\S]*?)<\/form>/i.exec(html);
  if (!form) throw new Error(`no form in the consent page:\n${html.slice(0, 500)}`);
  const attribute = (tag: string, name: string) =>
    new RegExp(`\\b${name}\\s*=\\s*"([^"]*)"`, 'i')
      .exec(tag)?.[1]
      ?.replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"');
  const action = new URL(attribute(form[1] ?? '', 'action') || pageUrl, pageUrl).toString();
  const fields: Record<string, string> = {};
  for (const input of (form[2] ?? '').match(/<input\b[^>]*>/gi) ?? []) {
    const name = attribute(input, 'name');
    const type = attribute(input, 'type') ?? 'text';
    if (name && type !== 'submit') fields[name] = attribute(input, 'value') ?? '';
  }
  return { action, fields };
}

/**
 * Plays the person on the platform's consent page: loads it, submits the form (approve or deny,
 * optionally as another sandbox account) and returns where the platform sends the browser back.
 */
export async function submitConsent(
  authUrl: string,
  options: { decision?: 'approve' | 'deny'; account?: string } = {},
): Promise<string> {
  const page = await fetch(authUrl);
  if (page.status !== 200)
    throw new Error(`consent page answered ${page.status}: ${await page.text()}`);
  const { action, fields } = parseForm(await page.text(), authUrl);
  if (options.account) fields.account = options.account;
  fields.decision = options.decision ?? 'approve';
  const answer = await fetch(action, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: new URL(action).origin,
    },
    body: new URLSearchParams(fields).toString(),
  });
  const location = answer.headers.get('location');
  if (answer.status !== 302 || !location)
    throw new Error(`consent submit answered ${answer.status}: ${await answer.text()}`);
  return location;
}

/** Follows the platform's redirect back into Fanout with the browser's session; returns /accounts?... */
export async function followCallback(client: HttpClient, callbackUrl: string): Promise<URL> {
  const url = new URL(callbackUrl);
  const response = await client.get(`${url.pathname}${url.search}`);
  const location = response.headers.get('location');
  if (response.status !== 302 || !location)
    throw new Error(`callback answered ${response.status}: ${JSON.stringify(response.body)}`);
  return new URL(location, url);
}

export async function connectUrl(
  client: HttpClient,
  platform: string,
  groupId: string,
): Promise<string> {
  const response = await client.get(`/api/oauth/connect/${platform}?groupId=${groupId}`);
  if (response.status !== 200)
    throw new Error(`connect answered ${response.status}: ${JSON.stringify(response.body)}`);
  return (response.body as { authUrl: string }).authUrl;
}
