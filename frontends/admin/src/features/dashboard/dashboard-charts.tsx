import type { AdminDashboard } from '@repairlens/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import ui from '../../components/admin-ui.module.css';
import { ADMIN_NAMESPACE } from '../../i18n';
import styles from './dashboard.module.css';
import { useItemNameAt } from '../../catalogue';

/** The console's palette (admin-ui.module.css's fallbacks): SVG attributes take no CSS variables. */
const COLORS = {
  primary: '#1d4ed8',
  success: '#15803d',
  warning: '#b45309',
  alert: '#7c2d12',
  danger: '#b91c1c',
  muted: '#64748b',
} as const;
const CHART_HEIGHT = 260;

type Figures = AdminDashboard;
type RevenueLine = Figures['revenueByPlanAndRegion'][number];

/**
 * A chart with its title, drawn for the eye only: screen readers get the same figures as a table, which is
 * visually hidden unless `tableShown` (the revenue table helps everyone). `emptyText` stands in for both.
 */
function ChartFigure({
  title,
  chart,
  table,
  tableShown = false,
  emptyText,
}: {
  readonly title: string;
  readonly chart: ReactNode;
  readonly table: ReactNode;
  readonly tableShown?: boolean;
  readonly emptyText?: string;
}) {
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.chartTitle}>{title}</figcaption>
      {emptyText ? (
        <p className={ui.muted}>{emptyText}</p>
      ) : (
        <>
          <div aria-hidden="true">{chart}</div>
          <div className={tableShown ? ui.tableWrapper : styles.visuallyHidden}>{table}</div>
        </>
      )}
    </figure>
  );
}

/** "May 3" for a UTC day written YYYY-MM-DD (recharts hands axis ticks and tooltip labels over untyped). */
function useDayLabel(): (day: unknown) => string {
  const { i18n } = useTranslation(ADMIN_NAMESPACE);
  const format = new Intl.DateTimeFormat(i18n.language, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  return (day) => (typeof day === 'string' ? format.format(new Date(`${day}T00:00:00Z`)) : '');
}

/** The figures behind a chart of days, a row a day and a column a series. */
function DayTable<Key extends string>({
  title,
  days,
  series,
}: {
  readonly title: string;
  readonly days: readonly ({ readonly day: string } & Readonly<Record<Key, number>>)[];
  readonly series: readonly { readonly key: Key; readonly label: string }[];
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const dayLabel = useDayLabel();
  return (
    <table className={ui.table}>
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">{t('sections.dashboard.charts.day')}</th>
          {series.map(({ key, label }) => (
            <th key={key} scope="col">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {days.map((day) => (
          <tr key={day.day}>
            <th scope="row">{dayLabel(day.day)}</th>
            {series.map(({ key }) => (
              <td key={key} className={ui.numeric}>
                {day[key]}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function NewUsersChart({ days }: { readonly days: Figures['newUsersPerDay'] }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const dayLabel = useDayLabel();
  const title = t('sections.dashboard.charts.newUsers');
  return (
    <ChartFigure
      title={title}
      chart={
        <LineChart data={days} responsive width="100%" height={CHART_HEIGHT} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="day" tickFormatter={dayLabel} minTickGap={16} />
          <YAxis allowDecimals={false} width={40} />
          <Tooltip labelFormatter={dayLabel} />
          <Line
            type="monotone"
            dataKey="count"
            name={t('sections.dashboard.charts.users')}
            stroke={COLORS.primary}
            strokeWidth={2}
            dot={days.length <= 31}
            isAnimationActive={false}
          />
        </LineChart>
      }
      table={
        <DayTable title={title} days={days} series={[{ key: 'count', label: t('sections.dashboard.charts.users') }]} />
      }
    />
  );
}

/** Results that delivered nothing to follow (a request for more detail, a safety stop) apart from real ones. */
const REPAIR_OUTCOMES = [
  { key: 'completed', color: COLORS.success },
  { key: 'needsMoreDetail', color: COLORS.warning },
  { key: 'safetyStops', color: COLORS.alert },
  { key: 'failed', color: COLORS.danger },
  { key: 'other', color: COLORS.muted },
] as const;

export function RepairsChart({ days }: { readonly days: Figures['repairsPerDay'] }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const dayLabel = useDayLabel();
  const title = t('sections.dashboard.charts.repairs');
  return (
    <ChartFigure
      title={title}
      chart={
        <BarChart data={days} responsive width="100%" height={CHART_HEIGHT} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tickFormatter={dayLabel} minTickGap={16} />
          <YAxis allowDecimals={false} width={40} />
          <Tooltip labelFormatter={dayLabel} />
          <Legend />
          {REPAIR_OUTCOMES.map(({ key, color }) => (
            <Bar
              key={key}
              dataKey={key}
              stackId="outcome"
              name={t(`sections.dashboard.outcomes.${key}`)}
              fill={color}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      }
      table={
        <DayTable
          title={title}
          days={days}
          series={REPAIR_OUTCOMES.map(({ key }) => ({ key, label: t(`sections.dashboard.outcomes.${key}`) }))}
        />
      }
    />
  );
}

/**
 * An amount of minor units with its currency named, as the product shows prices: "$14.00 CAD" (a bare "$" would
 * not say whose dollars).
 */
export function useMoney(): (amountCents: number, currency: string) => string {
  const { i18n } = useTranslation(ADMIN_NAMESPACE);
  return (amountCents, currency) =>
    `${new Intl.NumberFormat(i18n.language, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).format(amountCents / 100)} ${currency}`;
}

export function RevenueChart({ lines }: { readonly lines: readonly RevenueLine[] }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const planName = useItemNameAt('sections.dashboard.plans');
  const money = useMoney();
  const title = t('sections.dashboard.charts.revenue');
  const labelOf = (line: RevenueLine) =>
    t('sections.dashboard.charts.planInRegion', {
      plan: planName(line.plan),
      region: line.region,
    });
  // One bar per plan and region; CAD and USD are both dollars, and each bar's label and tooltip name its currency.
  const bars = lines.map((line) => ({ ...line, label: labelOf(line), amount: line.amountCents / 100 }));
  return (
    <ChartFigure
      title={title}
      tableShown
      emptyText={lines.length === 0 ? t('sections.dashboard.charts.noRevenue') : undefined}
      chart={
        <BarChart data={bars} responsive width="100%" height={CHART_HEIGHT} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" interval={0} />
          <YAxis width={56} />
          <Tooltip
            formatter={(_value, _name, item) => {
              const line = item.payload as RevenueLine;
              return money(line.amountCents, line.currency);
            }}
          />
          <Bar
            dataKey="amount"
            name={t('sections.dashboard.charts.amount')}
            fill={COLORS.primary}
            maxBarSize={72}
            isAnimationActive={false}
          />
        </BarChart>
      }
      table={
        <table className={ui.table}>
          <caption className={styles.visuallyHidden}>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('sections.dashboard.charts.plan')}</th>
              <th scope="col">{t('sections.dashboard.charts.region')}</th>
              <th scope="col" className={ui.numeric}>
                {t('sections.dashboard.charts.payments')}
              </th>
              <th scope="col" className={ui.numeric}>
                {t('sections.dashboard.charts.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={`${line.plan}-${line.region}`}>
                <th scope="row">{planName(line.plan)}</th>
                <td>{t(`sections.dashboard.regions.${line.region}`)}</td>
                <td className={ui.numeric}>{line.payments}</td>
                <td className={ui.numeric}>{money(line.amountCents, line.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
