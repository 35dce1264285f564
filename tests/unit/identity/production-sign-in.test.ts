import { expect } from 'chai';
import { Container } from 'inversify';
import { identityModule } from '../../../src/modules/identity/index.js';
import { ConfigurationError, loadConfig, type AppConfig } from '../../../src/config.js';
import { CONFIG } from '../../../src/shared/tokens.js';

/**
 * A production configuration made by hand, past loadConfig's own checks (which refuse a production start
 * without OIDC_ISSUER): the module's wiring is the second wall, and must hold on its own.
 */
function productionConfig(oidc: AppConfig['oidc']): AppConfig {
  return { ...loadConfig({}), env: 'production', isProduction: true, publicUrl: 'https://repairlens.app', oidc };
}

const EXTERNAL_ISSUER: AppConfig['oidc'] = {
  kind: 'external',
  issuer: 'https://login.example.com/',
  clientId: 'repairlens',
  clientSecret: 'from-the-key-vault',
  scopes: 'openid email profile',
};

describe('the development sign-in provider in production', () => {
  it('stops the start when no external issuer is configured, naming OIDC_ISSUER', () => {
    const container = new Container({ defaultScope: 'Singleton' });
    expect(() => container.load(identityModule.bindings(productionConfig({ kind: 'embedded', scopes: 'openid' }))))
      .to.throw(ConfigurationError)
      .with.property('message')
      .that.contains('OIDC_ISSUER');
  });

  it('is not mounted in production even when something bound it', () => {
    const container = new Container({ defaultScope: 'Singleton' });
    container.bind(CONFIG).toConstantValue(productionConfig(EXTERNAL_ISSUER));
    container.bind(Symbol.for('identity.DevelopmentProvider')).toConstantValue(() => undefined);
    expect(() => identityModule.middleware!(container))
      .to.throw(ConfigurationError)
      .with.property('message')
      .that.contains('OIDC_ISSUER');
  });

  it('leaves a production start with an external issuer alone', () => {
    const container = new Container({ defaultScope: 'Singleton' });
    container.load(identityModule.bindings(productionConfig(EXTERNAL_ISSUER)));
    expect(container.isBound(Symbol.for('identity.DevelopmentProvider'))).to.equal(false);
  });
});
