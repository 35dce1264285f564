/**
 * Whether a user has applied to the directory (which makes them a contractor), as one SQL expression over the
 * column holding the user id: the repository asks it alone, identity's one query per signed-in request embeds it.
 */
export function applicationExistsSql(userIdColumn: string): string {
  return `exists (select 1 from contractors_contractor where user_id = ${userIdColumn})`;
}
