import { ContainerModule } from 'inversify';
import type { AppModule } from '../../shared/app-module.js';

export const repairsModule: AppModule = {
  name: 'repairs',
  entities: [],
  bindings: () => new ContainerModule(() => {}),
  routes: () => [],
};
