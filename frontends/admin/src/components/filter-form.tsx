import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../i18n';
import ui from './admin-ui.module.css';

/** A list's filter bar: its fields and a button that applies them. */
export function FilterForm({
  label,
  submitLabel,
  onSubmit,
  children,
}: {
  /** Names the search landmark where a page has more than one. */
  readonly label?: string;
  readonly submitLabel: string;
  readonly onSubmit: () => void;
  readonly children: ReactNode;
}) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <form role="search" aria-label={label} className={ui.toolbar} onSubmit={submit}>
      {children}
      <button type="submit" className={`${ui.button} ${ui.secondary}`}>
        {submitLabel}
      </button>
    </form>
  );
}

export function SearchField({
  label,
  value,
  onChange,
  maxLength = 200,
  placeholder,
}: {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly maxLength?: number;
  readonly placeholder?: string;
}) {
  return (
    <label className={ui.field}>
      {label}
      <input
        type="search"
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        // Wide enough for its hint, which runs longer in French than the browser's default 20 characters.
        size={placeholder ? Math.max(placeholder.length, 20) : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

/**
 * A filter's drop-down of `options`, each named by `optionLabel`; with `anyLabel`, an empty first option that leaves
 * the filter open. `onChange` receives the option picked, or undefined for the open one.
 */
export function SelectField<Option extends string>({
  label,
  value,
  options,
  optionLabel,
  anyLabel,
  onChange,
}: {
  readonly label: string;
  readonly value: string;
  readonly options: readonly Option[];
  readonly optionLabel: (option: Option) => string;
  readonly anyLabel?: string;
  readonly onChange: (option: Option | undefined) => void;
}) {
  return (
    <label className={ui.field}>
      {label}
      <select value={value} onChange={(event) => onChange(options.find((option) => option === event.target.value))}>
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Two calendar days written YYYY-MM-DD, both ends included; an empty one is open. */
export interface DayRange {
  readonly from: string;
  readonly to: string;
}

/** A period open at both ends. */
export const NO_PERIOD: DayRange = { from: '', to: '' };

const PERIOD_ENDS = ['from', 'to'] as const;

/** The From and To date fields of a period. */
export function PeriodFields({
  period,
  onChange,
  required = false,
}: {
  readonly period: DayRange;
  readonly onChange: (period: DayRange) => void;
  readonly required?: boolean;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return PERIOD_ENDS.map((end) => (
    <label key={end} className={ui.field}>
      {t(`period.${end}`)}
      <input
        type="date"
        required={required}
        value={period[end]}
        onChange={(event) => onChange({ ...period, [end]: event.target.value })}
      />
    </label>
  ));
}
