import { createServer, type Server } from 'node:http';
import { createDevelopmentOidcProvider } from '../../src/modules/identity/index.js';
import { freePort, startTestApp, type TestApp } from './test-app.js';

export interface ExternalIssuerClient {
  readonly clientId: string;
  readonly clientSecret: string;
}

export interface AppOnExternalIssuer {
  readonly app: TestApp;
  close(): Promise<void>;
}

/**
 * The embedded OpenID Connect provider started as if it were an external issuer, on a port of its own, and a
 * RepairLens server that reaches it only through OIDC_ISSUER and the client's id and secret.
 */
export async function startAppOnExternalIssuer(client: ExternalIssuerClient): Promise<AppOnExternalIssuer> {
  const [issuerPort, appPort] = [await freePort(), await freePort()];
  const issuer = `http://127.0.0.1:${issuerPort}`;
  const appUrl = `http://127.0.0.1:${appPort}`;
  const handler = createDevelopmentOidcProvider({
    issuer,
    mountPath: '',
    nodeEnv: 'test',
    clients: [
      {
        clientId: client.clientId,
        clientSecret: client.clientSecret,
        redirectUris: [`${appUrl}/api/callback`],
        postLogoutRedirectUris: [`${appUrl}/`],
      },
    ],
  });
  const issuerServer: Server = createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => issuerServer.listen(issuerPort, '127.0.0.1', resolve));
  const app = await startTestApp({
    env: {
      PORT: String(appPort),
      PUBLIC_URL: appUrl,
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: client.clientId,
      OIDC_CLIENT_SECRET: client.clientSecret,
    },
  }).catch((error: unknown) => {
    issuerServer.close();
    throw error;
  });
  return {
    app,
    async close() {
      await app.close();
      issuerServer.close();
    },
  };
}
