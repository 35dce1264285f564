import type { RepairInstructions } from '@repairlens/contract';

/** The contractor directory, for the repair's category in the user's region. */
export function hireAProPath({ category, region }: RepairInstructions['hireAPro']): string {
  const query = new URLSearchParams(category ? { category, region } : { region });
  return `/contractors?${query}`;
}

/** What Hire a Pro hands the directory besides the address: the repair a quote request would carry. */
export interface HireAProState {
  readonly quoteRepairId: string;
}
