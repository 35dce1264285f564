/** The contractors module's settings, from configuration and the repair knowledge base. */
export interface ContractorSettings {
  /** What contractors may specialize in and customers search by: the repair categories. */
  readonly categories: readonly string[];
  /** At most this many contractors in one directory answer. */
  readonly directoryLimit: number;
}

/** Where contractor logos are kept: named after the contractor, never after the uploaded file. */
export const LOGO_KEY_PREFIX = 'contractor-logos/';
