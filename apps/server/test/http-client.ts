import { siteOriginOf } from './site-origins';
import { mailboxOf, verificationTokenFor } from './test-mailboxes';

/**
 * A tiny cookie-keeping HTTP client for REST tests: behaves like a browser tab on the same origin
 * (sends its site's Origin, PUBLIC_URL's, on mutations) unless told otherwise.
 */
export class HttpClient {
  private cookies = new Map<string, string>();

  constructor(private readonly baseUrl: string) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  async request(
    method: string,
    path: string,
    options: { body?: unknown; headers?: Record<string, string>; origin?: string | null } = {},
  ): Promise<{ status: number; body: unknown; headers: Headers }> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const origin = options.origin === undefined ? siteOriginOf(this.baseUrl) : options.origin;
    if (method !== 'GET' && origin !== null) headers.origin = origin;
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      redirect: 'manual',
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      const expired = attributes.some((a) => /expires=thu, 01 jan 1970/i.test(a.trim()));
      if (value === '' || expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.trim());
    }
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body, headers: response.headers };
  }

  get(path: string, options?: { headers?: Record<string, string> }) {
    return this.request('GET', path, options);
  }

  post(
    path: string,
    body?: unknown,
    options?: { headers?: Record<string, string>; origin?: string | null },
  ) {
    return this.request('POST', path, { ...options, body: body ?? {} });
  }
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

export const PASSWORD = 'correct horse battery';

/**
 * Signs a new user up and returns a client holding their session, with a verified address: it
 * opens the verification link the test server captured, as the owner would (ADR 0028).
 */
export async function signedUpClient(
  baseUrl: string,
  email = uniqueEmail(),
): Promise<{ client: HttpClient; email: string; userId: string }> {
  const client = new HttpClient(baseUrl);
  const response = await client.post('/api/auth/signup', { email, password: PASSWORD });
  if (response.status !== 201)
    throw new Error(`signup failed: ${response.status} ${JSON.stringify(response.body)}`);
  const token = await waitForVerificationToken(baseUrl, email);
  const verified = await client.post('/api/auth/verify-email', { token });
  if (verified.status !== 200)
    throw new Error(`verification failed: ${verified.status} ${JSON.stringify(verified.body)}`);
  const { user } = verified.body as { user: { id: string } };
  return { client, email, userId: user.id };
}

/** The verification token mailed to `email` (mail leaves off the request path: wait up to 10 s). */
export async function waitForVerificationToken(baseUrl: string, email: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const token = verificationTokenFor(mailboxOf(baseUrl), email);
    if (token) return token;
    if (Date.now() > deadline) throw new Error(`no verification link was mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Signs a new user up and in without opening the verification link: an unverified account. */
export async function unverifiedClient(
  baseUrl: string,
  email = uniqueEmail(),
): Promise<{ client: HttpClient; email: string; userId: string }> {
  const client = new HttpClient(baseUrl);
  const signup = await client.post('/api/auth/signup', { email, password: PASSWORD });
  if (signup.status !== 201)
    throw new Error(`signup failed: ${signup.status} ${JSON.stringify(signup.body)}`);
  const login = await client.post('/api/auth/login', { email, password: PASSWORD });
  if (login.status !== 200)
    throw new Error(`login failed: ${login.status} ${JSON.stringify(login.body)}`);
  const { user } = login.body as { user: { id: string } };
  return { client, email, userId: user.id };
}
