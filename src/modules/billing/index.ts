import { ContainerModule } from 'inversify';
import type { AppModule } from '../../shared/app-module.js';

export const billingModule: AppModule = {
  name: 'billing',
  entities: [],
  bindings: () => new ContainerModule(() => {}),
  routes: () => [],
};
