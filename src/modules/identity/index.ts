import { ContainerModule } from 'inversify';
import type { AppModule } from '../../shared/app-module.js';

export const identityModule: AppModule = {
  name: 'identity',
  entities: [],
  bindings: () => new ContainerModule(() => {}),
  routes: () => [],
};
