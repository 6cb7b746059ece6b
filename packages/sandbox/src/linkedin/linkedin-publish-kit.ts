import { randomInt } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BodyRefusal } from '../http/parse-body';
import { ALPHANUMERIC, stableId } from '../identity/account-identity';
import { createAccessTokenGuard, type ScopedAccessTokenGuard } from '../oauth/access-token-guard';
import type { PublishFaultAnswers, SandboxPublishing } from '../publishing/sandbox-publishing';
import type { SandboxContext } from '../sandbox-context';
import { linkedInSub } from './linkedin-routes';

export const REST = '/linkedin/api/rest';
/** Where upload URLs point (LinkedIn's are on www.linkedin.com/dms-uploads). */
export const UPLOADS = '/linkedin/www/dms-uploads';
/** LinkedIn splits video uploads in 4 MiB parts (platform-apis.md §1). */
export const LINKEDIN_VIDEO_PART_BYTES = 4 * 1024 * 1024;

export interface SandboxAsset {
  urn: string;
  kind: 'image' | 'video';
  owner: string;
  /** Expected size (videos) and the bytes each part received. */
  fileSizeBytes: number;
  parts: { firstByte: number; lastByte: number; etag: string | null; bytes: number }[];
  uploadToken: string;
  finalizedAt: number | null;
}

/** What LinkedIn's publishing routes share: its uploads, the token checks and the fault answers. */
export interface LinkedInPublishKit {
  ctx: SandboxContext;
  publishing: SandboxPublishing;
  assets: Map<string, SandboxAsset>;
  requireToken: ScopedAccessTokenGuard;
  /** The member URN of a request that passes the token and version checks, else the reply sent. */
  member(
    request: FastifyRequest,
    reply: FastifyReply,
    scope?: LinkedInRestScope,
  ): string | FastifyReply;
  faults: PublishFaultAnswers;
  uploadUrl(request: FastifyRequest, asset: SandboxAsset, part: number): string;
  videoStatus(asset: SandboxAsset): string;
  newAsset(kind: 'image' | 'video', owner: string, size: number): SandboxAsset;
}

/** The scopes the REST routes take: posting, reading posts, reading their statistics. */
export type LinkedInRestScope = 'w_member_social' | 'r_member_social' | 'r_member_postAnalytics';

export const FAULTS: PublishFaultAnswers = {
  refuse: (reply, message) => sendLinkedInError(reply, 422, 'UNPROCESSABLE_ENTITY', message),
  // LinkedIn documents no rate-limit headers: a bare 429.
  rateLimit: (reply) =>
    sendLinkedInError(
      reply,
      429,
      'TOO_MANY_REQUESTS',
      'Resource level throttle MEMBER DAY limit for calls to this resource is reached.',
    ),
  transient: (reply) => sendLinkedInError(reply, 503, 'SERVICE_UNAVAILABLE', 'Service Unavailable'),
};

export function createLinkedInPublishKit(ctx: SandboxContext): LinkedInPublishKit {
  const { publishing } = ctx.controller;
  const assets = ctx.controller.durableMap<SandboxAsset>('linkedin.assets');
  const requireToken = createAccessTokenGuard(ctx, {
    platform: 'linkedin',
    unauthorized: (reply) =>
      sendLinkedInError(reply, 401, 'INVALID_ACCESS_TOKEN', 'Invalid access token'),
    forbidden: (reply, scope) =>
      sendLinkedInError(reply, 403, 'ACCESS_DENIED', `Not enough permissions to access: ${scope}`),
  });
  return {
    ctx,
    publishing,
    assets,
    requireToken,
    member: (request, reply, scope = 'w_member_social') =>
      restMember(requireToken, request, reply, scope),
    faults: FAULTS,
    uploadUrl: (request, asset, part) =>
      `${ctx.baseUrl(request)}${UPLOADS}/${encodeURIComponent(asset.urn)}/${part}`,
    videoStatus(asset) {
      if (asset.finalizedAt === null) return 'WAITING_UPLOAD';
      return Date.now() - asset.finalizedAt < publishing.processingMs ? 'PROCESSING' : 'AVAILABLE';
    },
    newAsset(kind, owner, size) {
      const id = stableId(
        14,
        ALPHANUMERIC,
        kind,
        owner,
        String(Date.now()),
        String(randomInt(10 ** 9)),
      );
      const asset: SandboxAsset = {
        urn: `urn:li:${kind}:D4E${id}`,
        kind,
        owner,
        fileSizeBytes: size,
        parts: [],
        uploadToken: kind === 'video' ? stableId(16, ALPHANUMERIC, 'token', id) : '',
        finalizedAt: null,
      };
      assets.set(asset.urn, asset);
      return asset;
    },
  };
}

/** Every REST call needs a token with `scope`, `LinkedIn-Version` and Rest.li protocol 2.0.0. */
function restMember(
  requireToken: ScopedAccessTokenGuard,
  request: FastifyRequest,
  reply: FastifyReply,
  scope: LinkedInRestScope,
): string | FastifyReply {
  const auth = requireToken(request, reply, [scope]);
  if (!auth.ok) return auth.reply;
  const version = request.headers['linkedin-version'];
  if (typeof version !== 'string' || version === '') {
    return sendLinkedInError(
      reply,
      400,
      'VERSION_MISSING',
      'A version must be present. Please specify a version by adding the LinkedIn-Version header.',
    );
  }
  if (!/^20\d{4}(\.\d{2})?$/.test(version)) {
    return sendLinkedInError(
      reply,
      426,
      'NONEXISTENT_VERSION',
      `Requested version ${version} is not active`,
    );
  }
  if (request.headers['x-restli-protocol-version'] !== '2.0.0') {
    return sendLinkedInError(
      reply,
      400,
      'INVALID_PROTOCOL',
      'X-Restli-Protocol-Version must be 2.0.0',
    );
  }
  return `urn:li:person:${linkedInSub(auth.token.grant.account)}`;
}

/** LinkedIn's REST errors: `{status, code, message}` (plus `serviceErrorCode` on auth errors). */
export function sendLinkedInError(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
): FastifyReply {
  return reply.code(status).send({
    status,
    code,
    message,
    ...(status === 401
      ? { serviceErrorCode: 65600 }
      : status === 403
        ? { serviceErrorCode: 100 }
        : {}),
  });
}

/** LinkedIn's answer to a malformed body: 422 `ERROR :: {field} :: {problem}` (Rest.li validation). */
export const linkedInBodyRefusal: BodyRefusal = (reply, problem) =>
  sendLinkedInError(
    reply,
    422,
    'UNPROCESSABLE_ENTITY',
    `ERROR :: ${problem.pointer} :: ${problem.message}`,
  );
