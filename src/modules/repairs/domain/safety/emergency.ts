/** The emergencies the safety check knows, and what it tells the person about one. */
export const EMERGENCY_KINDS = [
  'gas-leak',
  'carbon-monoxide',
  'fire-or-sparks',
  'water-near-electricity',
  'structural-failure',
  'garage-door-spring',
  'refrigerant-leak',
  'asbestos',
  'swollen-battery',
  'brake-failure',
] as const;
export type EmergencyKind = (typeof EMERGENCY_KINDS)[number];

export interface Emergency {
  readonly kind: EmergencyKind;
  /** What the person reads first, e.g. "Possible gas leak: leave now". */
  readonly title: string;
  /** What to do right now, in order: concrete and short. */
  readonly doNow: readonly string[];
  /** e.g. "From outside, call your gas utility's emergency line or 911." */
  readonly whoToCall: string;
}
