/**
 * The key under which the container holds a `T`: at run time the `Symbol.for(key)` it always was, to the compiler
 * a symbol that remembers `T`. Written without Inversify so ports can declare their tokens and stay free of the
 * container (decision 0008).
 *
 * Inversify's `ServiceIdentifier<T>` is `string | symbol | Newable<T> | AbstractNewable<T>`: `T` appears only in
 * the class members. A token is therefore a symbol that also claims to be an abstract class of `T` (it can never
 * be `new`ed), so `bind(TOKEN)` and `ctx.get(TOKEN)` infer `T` from it and the compiler rejects a bound value or a
 * use that does not fit. A plain union-typed constant would not do: TypeScript narrows it to `symbol` at its
 * initialiser, and `T` is lost in its own file.
 */
export type Token<T> = symbol & (abstract new (...args: never[]) => T);

/** The token for `T` under a `<module>.<Name>` key. */
export function token<T>(key: string): Token<T> {
  return Symbol.for(key) as Token<T>;
}
