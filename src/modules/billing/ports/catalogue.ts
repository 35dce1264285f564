import type { Catalogue } from '../domain/catalogue.js';
import { token } from '../../../shared/token.js';

/** What RepairLens sells: data the composition root provides (the seed catalogue unless it is given another). */
export const CATALOGUE = token<Catalogue>('billing.Catalogue');
