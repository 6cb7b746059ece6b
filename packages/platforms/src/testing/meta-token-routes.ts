import { META_GRAPH_VERSION } from '../platform-hosts';
import type { FakeRoute } from './fake-platform-server';
import { bearerTokenAnswer } from './token-endpoint-fixtures';

/** Facebook Login's token endpoint on the fake, shared by Facebook Pages and Instagram. */
export const META_TOKEN_PATH = `/facebook/graph/${META_GRAPH_VERSION}/oauth/access_token`;

type App = { clientId: string; clientSecret: string };

/** Step one: the code for a short-lived user token (`token`, 90 minutes). */
export function metaCodeExchangeRoute(
  app: App,
  exchange: { code: string; redirectUri: string; token: string },
): FakeRoute {
  return {
    method: 'GET',
    path: META_TOKEN_PATH,
    query: {
      client_id: app.clientId,
      redirect_uri: exchange.redirectUri,
      client_secret: app.clientSecret,
      code: exchange.code,
    },
    answer: bearerTokenAnswer(exchange.token, 5400),
  };
}

/** Step two, and every refresh: fb_exchange_token turns `from` into the 60-day token `to`. */
export function metaLongLivedExchangeRoute(app: App, from: string, to: string): FakeRoute {
  return {
    method: 'GET',
    path: META_TOKEN_PATH,
    query: {
      grant_type: 'fb_exchange_token',
      client_id: app.clientId,
      client_secret: app.clientSecret,
      fb_exchange_token: from,
    },
    answer: bearerTokenAnswer(to, 5184000),
  };
}
