import type { EntityManager } from '@mikro-orm/sql';

/** One condition of a list's filter: SQL with a ? per parameter, then the parameters; falsy when not asked. */
export type Condition = readonly [sql: string, ...params: unknown[]] | false | null | undefined | '';

/** A list filter's SQL: "where" and its conditions (empty when none is asked), and their parameters. */
export interface WhereClause {
  readonly where: string;
  readonly params: unknown[];
}

/** The where clause of a list's filter: the conditions it asks for, joined with "and", and their parameters. */
export function whereOf(conditions: readonly Condition[]): WhereClause {
  const asked = conditions.filter((condition) => Array.isArray(condition)) as (readonly [string, ...unknown[]])[];
  return {
    where: asked.length ? `where ${asked.map(([sql]) => sql).join(' and ')}` : '',
    params: asked.flatMap(([, ...params]) => params),
  };
}

/** A period on `column`, as the admin lists filter by one: from inclusive, to exclusive; an open end asks nothing. */
export function periodConditions(column: string, from?: Date | null, to?: Date | null): Condition[] {
  return [from && [`${column} >= ?`, from], to && [`${column} < ?`, to]];
}

/** How many rows of `table` a list's filter keeps: the total its pages are out of. */
export async function countWhere(em: EntityManager, table: string, { where, params }: WhereClause): Promise<number> {
  const [row] = await em.execute<{ total: number | string }[]>(
    `select count(*) as total from ${table} ${where}`,
    params,
  );
  return Number(row?.total ?? 0);
}
