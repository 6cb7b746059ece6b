import { isPlatform } from '@fanout/shared';
import type { FastifyError, FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { registerAvatarRoute } from './identity/avatar-route';
import type { ControlAuthorizer } from './control/control-access';
import { registerControlRoutes } from './control/control-routes';
import { registerBlueskyRoutes } from './bluesky/bluesky-routes';
import { registerFacebookRoutes } from './facebook/facebook-routes';
import { registerFormBodyParser } from './http/form-body-parser';
import { registerLinkedInPublishRoutes } from './linkedin/linkedin-publish-routes';
import { registerTwitterPublishRoutes } from './twitter/twitter-publish-routes';
import { registerThreadsPublishRoutes } from './threads/threads-publish-routes';
import { registerBlueskyPublishRoutes } from './bluesky/bluesky-publish-routes';
import { registerYouTubePublishRoutes } from './youtube/youtube-publish-routes';
import { registerMetaPublishRoutes } from './meta/meta-publish-routes';
import { registerPinterestPublishRoutes } from './pinterest/pinterest-publish-routes';
import { registerTikTokPublishRoutes } from './tiktok/tiktok-publish-routes';
import { registerLinkedInRoutes } from './linkedin/linkedin-routes';
import { sendInjectedFailure } from './http/platform-errors';
import { registerPinterestRoutes } from './pinterest/pinterest-routes';
import { createSandboxStateWriter, loadSandboxState } from './store/sandbox-persistence';
import type { SandboxContext } from './sandbox-context';
import type { SandboxController, SandboxRequestRecord } from './control/sandbox-controller';
import { registerThreadsRoutes } from './threads/threads-routes';
import { registerTikTokRoutes } from './tiktok/tiktok-routes';
import { registerTwitterRoutes } from './twitter/twitter-routes';
import { registerYouTubeRoutes } from './youtube/youtube-routes';

export interface SandboxPluginOptions {
  controller: SandboxController;
  /** Who may use the control API (ADR 0029); the simulator itself knows no users. */
  authorizeControl: ControlAuthorizer;
  /**
   * Where the sandbox keeps its state across restarts (ADR 0036), e.g.
   * `${DATA_DIR}/sandbox/state.json`; without one it lives in memory only (in-process tests).
   */
  stateFile?: string;
}

/**
 * The platform simulator (ARCHITECTURE.md "Platform sandbox"): each platform's consent page, token
 * and account-info endpoints at `{prefix}/{platform}/{host}/...`, with the real request and answer
 * shapes. Register with `{ prefix: '/sandbox', controller }`. Encapsulated: its body parser, error
 * and not-found handlers apply to its own routes only.
 */
export const sandboxPlugin: FastifyPluginAsync<SandboxPluginOptions> = async (app, options) => {
  const { controller } = options;
  const logEntries = new WeakMap<FastifyRequest, SandboxRequestRecord>();
  const prefix = app.prefix;

  // Before the routes register: they take their saved uploads and containers as they start.
  if (options.stateFile) await keepStateIn(app, controller, options.stateFile);

  const ctx: SandboxContext = {
    controller,
    store: controller.store,
    baseUrl: (request) => `${request.protocol}://${request.host}${prefix}`,
    attribute(request, platform) {
      const entry = logEntries.get(request);
      if (entry) entry.platform = platform;
    },
    injectedFailure(reply, platform, operation) {
      const failure = controller.takeFailure(platform, operation);
      return failure ? sendInjectedFailure(reply, failure) : undefined;
    },
  };

  registerFormBodyParser(app);

  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? request.url;
    const segment = path.slice(prefix.length).split('/')[1] ?? '';
    if (!isPlatform(segment)) return;
    const entry = controller.record({
      platform: segment,
      method: request.method,
      path,
    });
    logEntries.set(request, entry);
  });

  registerErrorAnswers(app);
  registerAvatarRoute(app);
  registerControlRoutes(app, ctx, options.authorizeControl);
  registerPlatformRoutes(app, ctx);
};

/** Restores the state saved in `stateFile`, and saves it there after every request. */
async function keepStateIn(
  app: FastifyInstance,
  controller: SandboxController,
  stateFile: string,
): Promise<void> {
  const warn = (details: Record<string, unknown>, message: string) =>
    app.log.warn(details, message);
  const saved = await loadSandboxState(stateFile, warn);
  if (saved) {
    try {
      controller.restore(saved);
    } catch (error) {
      // A file of the right version but the wrong shape (edited by hand): same as corrupt.
      controller.reset();
      warn(
        { file: stateFile, err: error },
        'the sandbox state is damaged: the sandbox starts empty',
      );
    }
  }
  const writer = createSandboxStateWriter(controller, stateFile, warn);
  // Every state change comes from a request to the sandbox (consents, token calls, uploads,
  // posts, control changes): a save follows each, once its answer is sent or its connection cut.
  app.addHook('onRequest', async (_request, reply) => {
    reply.raw.once('close', () => writer.changed());
  });
  app.addHook('onClose', async () => writer.flush());
}

/** Refusals of the parsers in OAuth style, and an unknown path's 404; the rest is the host's. */
function registerErrorAnswers(app: FastifyInstance): void {
  // Bodies the parsers refuse (bad JSON, unknown content type, too large) answer in OAuth style;
  // anything else is the host app's to log.
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .code(status)
        .send({ error: 'invalid_request', error_description: error.message });
    }
    throw error;
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    return reply.code(404).send({
      error: 'not_found',
      error_description: `The sandbox has no ${request.method} ${path}`,
    });
  });
}

/** Each platform's account and publishing endpoints. */
function registerPlatformRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  registerLinkedInRoutes(app, ctx);
  registerTwitterRoutes(app, ctx);
  registerThreadsRoutes(app, ctx);
  registerBlueskyRoutes(app, ctx);
  registerYouTubeRoutes(app, ctx);
  registerFacebookRoutes(app, ctx);
  registerPinterestRoutes(app, ctx);
  registerTikTokRoutes(app, ctx);
  // Publishing endpoints (one file per platform; Facebook and Instagram share Meta's Graph host).
  registerLinkedInPublishRoutes(app, ctx);
  registerTwitterPublishRoutes(app, ctx);
  registerThreadsPublishRoutes(app, ctx);
  registerBlueskyPublishRoutes(app, ctx);
  registerYouTubePublishRoutes(app, ctx);
  registerMetaPublishRoutes(app, ctx);
  registerPinterestPublishRoutes(app, ctx);
  registerTikTokPublishRoutes(app, ctx);
}
