import { describe, expect, it } from 'vitest';
import { clientAuthenticatedForm } from './client-authentication';

const app = { clientId: 'the-id', clientSecret: 'the-secret' };
const grant = { grant_type: 'authorization_code', code: 'c', redirect_uri: 'https://r.test/cb' };
const pkce = { code_verifier: 'v' };

// The fake platforms match form fields in any order; these pin the order we send, field by field.
function wire(result: { form: Record<string, string> }): string {
  return new URLSearchParams(result.form).toString();
}

describe('client authentication', () => {
  it('basic: credentials in the Authorization header only', () => {
    const result = clientAuthenticatedForm({ type: 'basic' }, app, grant, pkce);
    expect(result.auth).toEqual({ type: 'basic', username: 'the-id', password: 'the-secret' });
    expect(wire(result)).toBe(
      'grant_type=authorization_code&code=c&redirect_uri=https%3A%2F%2Fr.test%2Fcb&code_verifier=v',
    );
  });

  it('form, after the grant: the RFC order, with the PKCE verifier last', () => {
    const result = clientAuthenticatedForm(
      { type: 'form', idField: 'client_id', order: 'after-grant' },
      app,
      grant,
      pkce,
    );
    expect(result.auth).toBeUndefined();
    expect(wire(result)).toBe(
      'grant_type=authorization_code&code=c&redirect_uri=https%3A%2F%2Fr.test%2Fcb' +
        '&client_id=the-id&client_secret=the-secret&code_verifier=v',
    );
  });

  it('form, alphabetical: every field by name, under the id name the platform uses', () => {
    const result = clientAuthenticatedForm(
      { type: 'form', idField: 'client_key', order: 'alphabetical' },
      app,
      grant,
    );
    expect(wire(result)).toBe(
      'client_key=the-id&client_secret=the-secret&code=c&grant_type=authorization_code' +
        '&redirect_uri=https%3A%2F%2Fr.test%2Fcb',
    );
  });

  it('none: the fields alone', () => {
    const result = clientAuthenticatedForm({ type: 'none' }, app, { token: 't' });
    expect(result).toEqual({ form: { token: 't' } });
  });
});
