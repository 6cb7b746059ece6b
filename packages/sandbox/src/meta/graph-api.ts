import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendMetaError } from '../http/platform-errors';
import { bearerToken, field } from '../http/request-fields';
import type { SandboxGrant, SandboxStore } from '../store/sandbox-store';
import type { AccessRefusal, CodeRefusal } from '../oauth/token-checks';

/** Conventions shared by Meta's Graph APIs (Facebook, Instagram, Threads). */

export interface GraphField {
  name: string;
  children: GraphField[] | null;
  /** Field expansion modifiers: `reactions.summary(total_count).limit(0)` → {summary, limit}. */
  modifiers: Record<string, string>;
}

/**
 * `id,name,instagram_business_account{id,username}` or
 * `reactions.summary(total_count).limit(0),shares` → a field tree.
 */
export function parseGraphFields(param: string): GraphField[] {
  const fields: GraphField[] = [];
  let position = 0;
  const parseList = (into: GraphField[]): void => {
    while (position < param.length) {
      const match = /^[A-Za-z0-9_]+/.exec(param.slice(position));
      const name = match?.[0] ?? '';
      position += name.length;
      const modifiers: Record<string, string> = {};
      for (;;) {
        const modifier = /^\.([A-Za-z_]+)\(([^)]*)\)/.exec(param.slice(position));
        if (!modifier?.[1]) break;
        modifiers[modifier[1]] = modifier[2] ?? '';
        position += modifier[0].length;
      }
      let children: GraphField[] | null = null;
      if (param[position] === '{') {
        position += 1;
        children = [];
        parseList(children);
        position += 1; // the closing brace
      }
      if (name !== '') into.push({ name, children, modifiers });
      if (param[position] === ',') {
        position += 1;
      } else if (param[position] === '}' || name === '') {
        return;
      }
    }
  };
  parseList(fields);
  return fields;
}

/**
 * What the Graph API answers for `fields`: the requested fields the node has, plus its `id`. Without
 * `fields`, the node's default fields.
 */
export function pickGraphFields(
  node: Record<string, unknown>,
  fields: GraphField[] | string | undefined,
  defaults: readonly string[],
): Record<string, unknown> {
  const tree =
    typeof fields === 'string'
      ? parseGraphFields(fields)
      : (fields ?? defaults.map((name) => ({ name, children: null, modifiers: {} })));
  const out: Record<string, unknown> = {};
  for (const { name, children } of tree) {
    const value = node[name];
    if (value === undefined) continue;
    out[name] =
      children && typeof value === 'object' && value !== null && !Array.isArray(value)
        ? pickGraphFields(value as Record<string, unknown>, children, [])
        : value;
  }
  if (node.id !== undefined) out.id = node.id;
  return out;
}

/** Graph calls take the token as `access_token` or as a Bearer header. */
export function graphAccessToken(request: FastifyRequest): string | undefined {
  return field(request.query, 'access_token') ?? bearerToken(request);
}

/** A dead or unknown user token: code 190 (subcode 463 when it expired). */
export function sendGraphTokenError(reply: FastifyReply, reason: AccessRefusal): FastifyReply {
  if (reason === 'missing') {
    return sendMetaError(
      reply,
      401,
      'An active access token must be used to query information about the current user.',
      2500,
    );
  }
  if (reason === 'expired') {
    return sendMetaError(
      reply,
      401,
      'Error validating access token: Session has expired.',
      190,
      463,
    );
  }
  return sendMetaError(reply, 401, 'Invalid OAuth access token - Cannot parse access token', 190);
}

/** Issues a Graph user token and answers it as Meta does: `{access_token, token_type, expires_in}`. */
export function issueGraphUserToken(
  store: SandboxStore,
  grant: SandboxGrant,
  variant: 'short-lived' | 'long-lived',
  ttlSeconds: number,
): { access_token: string; token_type: 'bearer'; expires_in: number } {
  const token = store.issue(grant, { kind: 'access', variant, ttlSeconds });
  return { access_token: token.token, token_type: 'bearer', expires_in: ttlSeconds };
}

/** Missing app credentials on a Graph token call. */
export function sendGraphClientError(reply: FastifyReply): FastifyReply {
  return sendMetaError(
    reply,
    401,
    'Error validating application. Missing client_id or client_secret.',
    101,
  );
}

/** A refused authorization code, with Meta's subcodes. */
export function sendGraphCodeError(reply: FastifyReply, refusal: CodeRefusal): FastifyReply {
  switch (refusal) {
    case 'used_code':
      return sendMetaError(reply, 400, 'This authorization code has been used.', 100, 36009);
    case 'expired_code':
      return sendMetaError(reply, 400, 'This authorization code has expired.', 100, 36007);
    case 'redirect_mismatch':
      return sendMetaError(
        reply,
        400,
        'Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request',
        100,
        36008,
      );
    case 'client_mismatch':
      return sendMetaError(reply, 400, 'The authorization code was issued to another app.', 100);
    default:
      return sendMetaError(reply, 400, 'Invalid verification code format.', 100);
  }
}
