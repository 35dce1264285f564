import type { EntitySchema, MigrationObject } from '@mikro-orm/core';
import type { Container, ContainerModule } from 'inversify';
import type { Middleware } from 'koa';
import type { AppConfig } from '../config.js';
import type { AppState, HttpRoute } from './http/route.js';

/**
 * What a domain module hands the composition root: its tables and their migrations, its wiring, its routes, and optionally
 * middleware that runs for every request (identity's session lookup) and background work to start and stop.
 */
export interface AppModule {
  readonly name: string;
  // Entity schemas are heterogeneous by nature; the ORM checks them at discovery.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly entities: readonly EntitySchema<any>[];
  /** The migrations of its tables (adapters/persistence/migrations); the composition root runs everyone's. */
  readonly migrations: readonly MigrationObject[];
  readonly bindings: (config: AppConfig) => ContainerModule;
  readonly routes: (container: Container) => readonly HttpRoute[];
  readonly middleware?: (container: Container) => readonly Middleware<AppState>[];
  readonly start?: (container: Container) => Promise<void>;
  readonly stop?: (container: Container) => Promise<void>;
}
