import { z } from 'zod';

/**
 * The toolkit every settings file uses (src/shared/config/config.ts, src/modules/<m>/<m>.settings.ts): one
 * declaration per environment variable carries its check, its default and its meaning, so the loader, the
 * README's table and .env.example (scripts/generate-config-docs.ts) all read the same line.
 */
export interface Setting {
  readonly schema: z.ZodType;
  /** The value an unset variable takes, written as it would be in the environment. */
  readonly default?: string;
  /** What the table says instead, when the default is not one literal (follows other settings, a development key). */
  readonly documentedDefault?: string;
  /** One line for README.md's table. */
  readonly meaning: string;
}

export type Settings = Readonly<Record<string, Setting>>;

/** The checked values of a group's variables: a variable with a default is never undefined. */
export type SettingValues<Variables extends Settings> = {
  readonly [Name in keyof Variables]: Variables[Name]['default'] extends string
    ? Exclude<z.output<Variables[Name]['schema']>, undefined>
    : z.output<Variables[Name]['schema']>;
};

export interface SettingsContext {
  readonly production: boolean;
}

/** Where a group's rules report what is wrong: the variable's name and why, as the start-up error lists them. */
export type ReportProblem = (variable: string, message: string) => void;

/** The variables of one part of the application (a module, or a shared concern) and what they become in AppConfig. */
export interface SettingsGroup<Variables extends Settings = Settings, Slice = unknown> {
  /** The heading of its rows in README.md's table. */
  readonly title: string;
  readonly variables: Variables;
  // Methods, not function properties: their parameters stay bivariant, so every group fits SettingsGroup's default.
  /** Rules between variables, and what production demands, beyond each variable's own schema. */
  check?(values: SettingValues<Variables>, report: ReportProblem, context: SettingsContext): void;
  /** Its slice of AppConfig. */
  load(values: SettingValues<Variables>, context: SettingsContext): Slice;
}

/** Declares a group, keeping the names and types of its variables for `check` and `load`. */
export function settingsGroup<const Variables extends Settings, Slice>(
  group: SettingsGroup<Variables, Slice>,
): SettingsGroup<Variables, Slice> {
  return group;
}

export class ConfigurationError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigurationError';
  }
}

type SliceOf<Group> = Group extends SettingsGroup<Settings, infer Slice> ? Slice : never;

/**
 * Checks every group's variables in `source` and returns each group's slice, or throws one ConfigurationError
 * that names every wrong variable of every group. An empty value counts as unset.
 */
export function readSettings<const Groups extends Readonly<Record<string, SettingsGroup>>>(
  source: Readonly<Record<string, string | undefined>>,
  groups: Groups,
): { readonly [Name in keyof Groups]: SliceOf<Groups[Name]> } {
  // Empty strings in .env files mean "not set", not "set to nothing".
  const environment = Object.fromEntries(
    Object.entries(source).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''),
  );
  const context: SettingsContext = { production: environment.NODE_ENV === 'production' };
  const problems: string[] = [];
  const report: ReportProblem = (variable, message) => problems.push(`${variable}: ${message}`);
  const checked = Object.entries(groups).map(([name, group]) => {
    const variables: Settings = group.variables;
    const schema = z.object(Object.fromEntries(Object.entries(variables).map(([key, entry]) => [key, entry.schema])));
    const input = Object.fromEntries(
      Object.entries(variables).map(([key, entry]) => [key, environment[key] ?? entry.default]),
    );
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) report(issue.path.join('.'), issue.message);
      return null;
    }
    group.check?.(parsed.data, report, context);
    return [name, group, parsed.data] as const;
  });
  if (problems.length > 0) throw new ConfigurationError(problems);
  return Object.fromEntries(
    checked.flatMap((entry) => (entry ? [[entry[0], entry[1].load(entry[2], context)]] : [])),
  ) as { readonly [Name in keyof Groups]: SliceOf<Groups[Name]> };
}

/**
 * How one port picks its adapter, the same way for every port: `<PORT>_ADAPTER` names it; unset, the production
 * adapter runs when its credential is set and the embedded default otherwise. A production adapter demands all
 * its credentials; an embedded default that must never face the public is refused under NODE_ENV=production.
 */
export interface AdapterChoiceSpec<Production extends string, Embedded extends string> {
  readonly variable: string;
  /** Adapters that reach an outside service; the first is the one the credential's presence picks. */
  readonly production: readonly [Production, ...Production[]];
  readonly embedded: Embedded;
  /** Variables every production adapter needs. */
  readonly credentials: readonly [string, ...string[]];
  /** False: only the variable picks a production adapter (several share one credential). Default true. */
  readonly followsCredential?: boolean;
  /** A variable of the same meaning from before `<PORT>_ADAPTER` existed, still read when the latter is unset. */
  readonly formerVariable?: string;
  /** Why the embedded default never runs in production; unset, production may run it. */
  readonly refusedInProduction?: string;
  readonly meaning: string;
}

export interface AdapterChoice<Adapter extends string> {
  readonly variable: string;
  /** The variable's declaration, and its former name's when there is one. */
  readonly settings: Settings;
  readonly choose: (values: Readonly<Record<string, unknown>>) => Adapter;
  readonly check: (values: Readonly<Record<string, unknown>>, report: ReportProblem, context: SettingsContext) => void;
}

export function adapterChoice<const Production extends string, const Embedded extends string>(
  spec: AdapterChoiceSpec<Production, Embedded>,
): AdapterChoice<Production | Embedded> {
  const names: [string, ...string[]] = [...spec.production, spec.embedded];
  const [credential] = spec.credentials;
  const followsCredential = spec.followsCredential ?? true;
  const schema = z.enum(names, { error: `must be one of ${names.join(', ')}` }).optional();
  const fallback = spec.formerVariable ? `\`${spec.formerVariable}\`'s value, else ` : '';
  const documentedDefault = followsCredential
    ? `${fallback}\`${spec.production[0]}\` when \`${credential}\` is set, else \`${spec.embedded}\``
    : `${fallback}\`${spec.embedded}\``;
  const settings: Record<string, Setting> = {
    [spec.variable]: { schema, documentedDefault, meaning: spec.meaning },
  };
  if (spec.formerVariable) {
    settings[spec.formerVariable] = {
      schema,
      meaning: `Former name of \`${spec.variable}\`, read when that is unset.`,
    };
  }
  const isAdapter = (value: unknown): value is Production | Embedded => names.includes(value as string);
  const choose = (values: Readonly<Record<string, unknown>>): Production | Embedded => {
    const named = values[spec.variable] ?? (spec.formerVariable ? values[spec.formerVariable] : undefined);
    if (isAdapter(named)) return named;
    return followsCredential && values[credential] !== undefined ? spec.production[0] : spec.embedded;
  };
  /** `VARIABLE=adapter` as the environment wrote it, or undefined when the credential's presence chose. */
  const namedBy = (values: Readonly<Record<string, unknown>>): string | undefined => {
    const variable = [spec.variable, spec.formerVariable].find((name) => name && values[name] !== undefined);
    return variable ? `${variable}=${String(values[variable])}` : undefined;
  };
  return {
    variable: spec.variable,
    settings,
    choose,
    check: (values, report, context) => {
      const adapter = choose(values);
      if (adapter === spec.embedded) {
        if (!context.production || !spec.refusedInProduction) return;
        if (values[spec.variable] !== undefined) {
          report(spec.variable, `must not be ${spec.embedded} when NODE_ENV=production: ${spec.refusedInProduction}`);
        }
        for (const name of spec.credentials) {
          if (values[name] === undefined) report(name, 'is required when NODE_ENV=production');
        }
        return;
      }
      for (const name of spec.credentials) {
        if (values[name] !== undefined) continue;
        report(name, `is required when ${namedBy(values) ?? `${credential} is set`}`);
      }
    },
  };
}
