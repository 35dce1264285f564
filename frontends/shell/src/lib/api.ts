import { createRepairLensApi } from '../../../shared/api/repairlens-api';

/** The shell's one API instance: its reducer and middleware are in the store (app/store.ts). */
export const api = createRepairLensApi();
