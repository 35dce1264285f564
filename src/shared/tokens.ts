/** Inversify tokens for what the composition root provides to every module. */
export const CONFIG = Symbol.for('shared.Config');
export const LOGGER = Symbol.for('shared.Logger');
export const DATABASE = Symbol.for('shared.Database');
export const ENTITY_MANAGER = Symbol.for('shared.EntityManager');
export const CLOCK = Symbol.for('shared.Clock');
