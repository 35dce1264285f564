import type { AdminDashboard } from '@repairlens/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PeriodFields } from '../../components/filter-form';
import { QueryState, SectionHeading } from '../../components/query-state';
import ui from '../../components/admin-ui.module.css';
import { ADMIN_NAMESPACE } from '../../i18n';
import { useDashboardApi } from './api';
import { NewUsersChart, RepairsChart, RevenueChart, useMoney } from './dashboard-charts';
import { FixRatesSection } from './fix-rates';
import { DEFAULT_PRESET_DAYS, lastDays, PRESET_DAYS, type Period } from './period';
import styles from './dashboard.module.css';
import { useItemNameAt } from '../../catalogue';

/**
 * The console's overview (issue 8): the period's figures as tiles and charts. Every figure is counted by the
 * server; the console draws what it answers.
 */
export default function DashboardSection() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [period, setPeriod] = useState<Period>(() => lastDays(DEFAULT_PRESET_DAYS));
  const { useAdminDashboardQuery } = useDashboardApi();
  const query = useAdminDashboardQuery(period);

  return (
    <>
      <SectionHeading>{t('sections.dashboard.heading')}</SectionHeading>
      {/* Remounted with each chosen period, so the fields show it. */}
      <PeriodPicker key={`${period.from}/${period.to}`} period={period} onChoose={setPeriod} />
      <QueryState query={query}>
        {(figures) => (
          <div aria-busy={query.isFetching} className={styles.figures}>
            <p className={ui.muted}>
              {t('sections.dashboard.period.shown', {
                from: new Date(`${figures.period.from}T00:00:00Z`),
                to: new Date(`${figures.period.to}T00:00:00Z`),
              })}
            </p>
            <div role="group" aria-label={t('sections.dashboard.tiles.label')}>
              <FigureTiles figures={figures} />
            </div>
            <div className={styles.charts}>
              <NewUsersChart days={figures.newUsersPerDay} />
              <RepairsChart days={figures.repairsPerDay} />
              <RevenueChart lines={figures.revenueByPlanAndRegion} />
            </div>
            <FixRatesSection fixRates={figures.fixRates} />
          </div>
        )}
      </QueryState>
    </>
  );
}

function PeriodPicker({ period, onChoose }: { readonly period: Period; readonly onChoose: (period: Period) => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [typed, setTyped] = useState(period);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChoose(typed);
  };
  return (
    <div className={styles.periodBar}>
      <div role="group" aria-label={t('sections.dashboard.period.presets')} className={styles.presets}>
        {PRESET_DAYS.map((days) => {
          const preset = lastDays(days);
          const chosen = preset.from === period.from && preset.to === period.to;
          return (
            <button
              key={days}
              type="button"
              aria-pressed={chosen}
              className={chosen ? ui.button : `${ui.button} ${ui.secondary}`}
              onClick={() => onChoose(preset)}
            >
              {t('sections.dashboard.period.lastDays', { count: days })}
            </button>
          );
        })}
      </div>
      <form className={ui.toolbar} aria-label={t('sections.dashboard.period.label')} onSubmit={submit}>
        <PeriodFields period={typed} onChange={setTyped} required />
        <button type="submit" className={ui.button}>
          {t('sections.dashboard.period.apply')}
        </button>
      </form>
    </div>
  );
}

function Tile({ label, value, detail }: { readonly label: string; readonly value: string; readonly detail?: string }) {
  return (
    <div className={styles.tile}>
      <dt className={styles.tileLabel}>{label}</dt>
      <dd className={styles.tileValue}>{value}</dd>
      {detail && <dd className={styles.tileDetail}>{detail}</dd>}
    </div>
  );
}

function FigureTiles({ figures }: { readonly figures: AdminDashboard }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const planName = useItemNameAt('sections.dashboard.plans');
  const money = useMoney();
  const number = (value: number) => t('sections.dashboard.number', { value });
  const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
  const repairs = {
    completed: sum(figures.repairsPerDay.map((day) => day.completed)),
    needsMoreDetail: sum(figures.repairsPerDay.map((day) => day.needsMoreDetail)),
    safetyStops: sum(figures.repairsPerDay.map((day) => day.safetyStops)),
    failed: sum(figures.repairsPerDay.map((day) => day.failed)),
    other: sum(figures.repairsPerDay.map((day) => day.other)),
  };
  // Each currency on its own: dollars of two countries do not add up.
  const revenueByCurrency = new Map<string, number>();
  for (const line of figures.revenueByPlanAndRegion) {
    revenueByCurrency.set(line.currency, (revenueByCurrency.get(line.currency) ?? 0) + line.amountCents);
  }
  const revenue = [...revenueByCurrency].map(([currency, cents]) => money(cents, currency));
  const { activeSubscriptions: subscriptions, contractorsByStatus: contractors, conversion, leads } = figures;

  return (
    <dl className={styles.tiles}>
      <Tile
        label={t('sections.dashboard.tiles.newUsers')}
        value={number(sum(figures.newUsersPerDay.map((day) => day.count)))}
      />
      <Tile
        label={t('sections.dashboard.tiles.repairs')}
        value={number(sum(Object.values(repairs)))}
        detail={t('sections.dashboard.tiles.repairsDetail', repairs)}
      />
      <Tile
        label={t('sections.dashboard.tiles.conversion')}
        value={t('sections.dashboard.percent', { value: conversion.rate })}
        detail={t('sections.dashboard.tiles.conversionDetail', conversion)}
      />
      <Tile
        label={t('sections.dashboard.tiles.revenue')}
        value={revenue.length > 0 ? revenue.join(' · ') : t('sections.dashboard.tiles.noRevenue')}
      />
      <Tile
        label={t('sections.dashboard.tiles.activeSubscriptions')}
        value={number(sum(Object.values(subscriptions)))}
        detail={t('sections.dashboard.tiles.subscriptionsDetail', {
          counts: Object.entries(subscriptions)
            .map(([plan, count]) => t('sections.dashboard.tiles.subscriptionCount', { plan: planName(plan), count }))
            .join(', '),
        })}
      />
      <Tile
        label={t('sections.dashboard.tiles.approvedContractors')}
        value={number(contractors.approved)}
        detail={t('sections.dashboard.tiles.contractorsDetail', contractors)}
      />
      <Tile
        label={t('sections.dashboard.tiles.leadsSent')}
        value={number(leads.sent)}
        detail={t('sections.dashboard.tiles.leadsDetail', leads)}
      />
    </dl>
  );
}
