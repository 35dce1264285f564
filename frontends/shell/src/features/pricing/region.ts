import type { Region } from '@repairlens/contract';

/** The region prices are shown in until one is detected or chosen (specification section 4). */
export const DEFAULT_REGION: Region = 'CA';
