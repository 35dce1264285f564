import { ContainerModule } from 'inversify';
import type { AppModule } from '../../shared/app-module.js';

export const contractorsModule: AppModule = {
  name: 'contractors',
  entities: [],
  bindings: () => new ContainerModule(() => {}),
  routes: () => [],
};
