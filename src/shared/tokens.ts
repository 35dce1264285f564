import type { Clock } from './application/clock.js';
import type { AppConfig } from '../config.js';
import type { Logger } from './logging/logger.js';
import type { Database, EntityManager } from './persistence/database.js';
import { token } from './token.js';

/** Inversify tokens for what the composition root provides to every module. */
export const CONFIG = token<AppConfig>('shared.Config');
export const LOGGER = token<Logger>('shared.Logger');
export const DATABASE = token<Database>('shared.Database');
export const ENTITY_MANAGER = token<EntityManager>('shared.EntityManager');
export const CLOCK = token<Clock>('shared.Clock');
