/**
 * Signs a benchmark user up and in, returning the session cookie. Sign-up starts no session and
 * leaves the address unverified (ADR 0028); an unverified account may sign in, which is all the
 * read and upload benchmarks need.
 */
export async function benchSession(baseUrl: string, email = 'bench@example.com'): Promise<string> {
  const credentials = JSON.stringify({ email, password: 'benchmark password' });
  const headers = { 'content-type': 'application/json', origin: baseUrl };
  await fetch(`${baseUrl}/api/auth/signup`, { method: 'POST', headers, body: credentials });
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers,
    body: credentials,
  });
  if (!login.ok) throw new Error(`sign-in answered ${login.status}`);
  return (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}
