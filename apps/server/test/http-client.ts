/**
 * A tiny cookie-keeping HTTP client for REST tests: behaves like a browser tab on the same origin
 * (sends Origin on mutations) unless told otherwise.
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
    const origin = options.origin === undefined ? this.baseUrl : options.origin;
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

/** Signs a new user up and returns a client holding their session. */
export async function signedUpClient(
  baseUrl: string,
  email = uniqueEmail(),
): Promise<{ client: HttpClient; email: string; userId: string }> {
  const client = new HttpClient(baseUrl);
  const response = await client.post('/api/auth/signup', { email, password: PASSWORD });
  if (response.status !== 201)
    throw new Error(`signup failed: ${response.status} ${JSON.stringify(response.body)}`);
  const { user } = response.body as { user: { id: string } };
  return { client, email, userId: user.id };
}
