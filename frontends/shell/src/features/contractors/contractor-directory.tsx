import type { ContractorCard, Region, RepairSummary } from '@repairlens/contract';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/translation';
import { asApiError, serverMessage } from '../../../../shared/api/error-message';
import { REPAIR_CATEGORIES } from '../../../../shared/repair-categories';
import { buttonClassName } from '../../components/ui/button';
import { CategoryOptions } from '../../components/ui/category-options';
import { api } from '../../lib/api';
import { useContractorDirectoryQuery, useContractorProfileQuery, type DirectorySearch } from './api';
import { NoProsNearby, WhatToType, WidenedNote } from './directory-next-steps';
import { rememberPostalCode } from './remembered-postal-code';
import { QuoteRequestDialog, type QuoteTarget } from './quote-request-form';
import styles from './contractors.module.css';

interface ContractorDirectoryProps extends DirectorySearch {
  readonly onSearch: (search: DirectorySearch) => void;
  /** The signed-in user's repairs, for the quote request. */
  readonly repairs: readonly RepairSummary[];
  /** The repair the person came from (Hire a Pro), which a quote request carries; null for none. */
  readonly quoteRepairId: string | null;
  /** The visitor's region: before any search, the directory says what to type there. */
  readonly region: Region;
}

/**
 * Search by postal code or ZIP and category (an empty code is answered beside the field, without asking the
 * server; before any search, what to type for the visitor's region), the profile cards, a profile, quote
 * requests in a dialog, and what to try when nobody is found.
 */
export function ContractorDirectory({
  postalCode,
  category,
  withinKm,
  onSearch,
  repairs,
  quoteRepairId,
  region,
}: ContractorDirectoryProps) {
  const { t } = useTranslation();
  const { data: user } = api.useAuthUserQuery();
  const [draftCode, setDraftCode] = useState(postalCode);
  const [draftCategory, setDraftCategory] = useState<string>(category ?? '');
  const [codeMissing, setCodeMissing] = useState(false);
  const [quoteFor, setQuoteFor] = useState<QuoteTarget | null>(null);
  const [profileId, setProfileId] = useState<string | null>(null);
  const search = useContractorDirectoryQuery({ postalCode, category, withinKm }, { skip: postalCode === '' });
  const foundPostalCode = search.data?.postalCode;
  useEffect(() => {
    // Only a code the server understood: a mistyped one would greet the person with an error next time.
    if (foundPostalCode) rememberPostalCode(foundPostalCode);
  }, [foundPostalCode]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = draftCode.trim();
    setCodeMissing(code === '');
    if (code === '') return;
    onSearch({
      postalCode: code,
      category: REPAIR_CATEGORIES.find((c) => c === draftCategory) ?? null,
      withinKm: null,
    });
  };

  const askQuote = (target: QuoteTarget) => {
    if (!user) {
      window.location.assign(
        `/api/login?returnTo=${encodeURIComponent(window.location.pathname + window.location.search)}`,
      );
      return;
    }
    setQuoteFor(target);
  };

  // A 400 is about the postal code (the only thing a person types): it shows beside the field.
  const refusal = search.error && 'status' in search.error && search.error.status === 400;
  const codeProblem = codeMissing
    ? t('contractors.search.postalCodeMissing')
    : refusal
      ? (serverMessage(asApiError(search.error))?.replace(/^postalCode: /, '') ?? t('contractors.search.failed'))
      : null;
  const searchError = search.error && !refusal ? t('contractors.search.failed') : null;

  return (
    <div className={styles.stack}>
      <form className={styles.row} onSubmit={submit} role="search" noValidate>
        <label className={styles.field}>
          <span>{t('contractors.search.postalCode')}</span>
          <input
            value={draftCode}
            onChange={(e) => setDraftCode(e.target.value)}
            placeholder={t('contractors.search.postalCodeExample')}
            autoComplete="postal-code"
            required
            aria-invalid={codeProblem ? true : undefined}
            aria-describedby={codeProblem ? 'directory-postal-code-problem' : undefined}
          />
          {codeProblem && (
            <span id="directory-postal-code-problem" className={styles.error}>
              {codeProblem}
            </span>
          )}
        </label>
        <label className={styles.field}>
          <span>{t('contractors.search.category')}</span>
          <select value={draftCategory} onChange={(e) => setDraftCategory(e.target.value)}>
            <CategoryOptions anyLabel={t('contractors.search.anyCategory')} />
          </select>
        </label>
        <button type="submit" className={buttonClassName('primary')}>
          {t('contractors.search.submit')}
        </button>
      </form>

      <QuoteRequestDialog
        target={quoteFor}
        category={category}
        postalCode={postalCode}
        repairs={repairs}
        repairId={quoteRepairId}
        onClose={() => setQuoteFor(null)}
      />
      {profileId && <ContractorProfileView id={profileId} onClose={() => setProfileId(null)} onQuote={askQuote} />}

      {postalCode === '' && !codeMissing && <WhatToType region={region} />}
      {search.isFetching && <p role="status">{t('contractors.search.searching')}</p>}
      {searchError && (
        <p role="alert" className={styles.error}>
          {searchError}
        </p>
      )}
      {search.data && !search.isFetching && (
        <>
          <div className={styles.row}>
            <p className={styles.muted}>
              {t('contractors.search.results', {
                count: search.data.results.length,
                postalCode: search.data.postalCode,
              })}
            </p>
            {search.data.results.length > 0 && (
              <button type="button" className={buttonClassName('secondary')} onClick={() => askQuote('many')}>
                {t('contractors.search.quotes')}
              </button>
            )}
          </div>
          {withinKm !== null && search.data.results.length > 0 && <WidenedNote withinKm={withinKm} />}
          {search.data.results.length === 0 && (
            <NoProsNearby search={{ postalCode, category, withinKm }} onSearch={onSearch} />
          )}
          <ul className={styles.cards}>
            {search.data.results.map((card) => (
              <ContractorCardView
                key={card.id}
                card={card}
                onView={() => setProfileId(card.id)}
                onQuote={() => askQuote({ id: card.id, businessName: card.businessName })}
              />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function Badges({ licensed, insured }: { readonly licensed: boolean; readonly insured: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={styles.badges}>
      {licensed && <span className={styles.badge}>{t('contractors.badges.licensed')}</span>}
      {insured && <span className={styles.badge}>{t('contractors.badges.insured')}</span>}
    </div>
  );
}

function ContractorCardView({
  card,
  onView,
  onQuote,
}: {
  readonly card: ContractorCard;
  readonly onView: () => void;
  readonly onQuote: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li className={styles.card} aria-label={card.businessName}>
      <div className={styles.cardHead}>
        {card.logoUrl ? (
          <img className={styles.logo} src={card.logoUrl} alt="" />
        ) : (
          <span className={styles.logo} aria-hidden />
        )}
        <div>
          <h3>{card.businessName}</h3>
          <span className={styles.muted}>{t('contractors.card.distance', { km: card.distanceKm })}</span>
        </div>
      </div>
      <p className={styles.muted}>{card.specializations.map((name) => t(`repairs.categories.${name}`)).join(' · ')}</p>
      <p className={styles.muted}>{card.area}</p>
      {card.yearsInBusiness !== null && (
        <p className={styles.muted}>{t('contractors.card.years', { count: card.yearsInBusiness })}</p>
      )}
      <Badges {...card.badges} />
      <p>{card.description}</p>
      <div className={styles.row}>
        <button type="button" className={buttonClassName('secondary')} onClick={onView}>
          {t('contractors.card.view')}
        </button>
        <button type="button" className={buttonClassName('primary')} onClick={onQuote}>
          {t('contractors.card.quote')}
        </button>
      </div>
    </li>
  );
}

function ContractorProfileView({
  id,
  onClose,
  onQuote,
}: {
  readonly id: string;
  readonly onClose: () => void;
  readonly onQuote: (target: QuoteTarget) => void;
}) {
  const { t } = useTranslation();
  const { data: profile, error } = useContractorProfileQuery(id);
  if (error)
    return (
      <p role="alert" className={styles.error}>
        {t('contractors.profile.failed')}
      </p>
    );
  if (!profile) return <p role="status">{t('contractors.search.searching')}</p>;
  return (
    <section className={`${styles.panel} ${styles.stack}`} aria-label={profile.businessName}>
      <div className={styles.cardHead}>
        {profile.logoUrl && <img className={styles.logo} src={profile.logoUrl} alt="" />}
        <h2>{profile.businessName}</h2>
      </div>
      <Badges {...profile.badges} />
      <p>{profile.description}</p>
      <p className={styles.muted}>
        {profile.specializations.map((name) => t(`repairs.categories.${name}`)).join(' · ')}
      </p>
      <p className={styles.muted}>{profile.area}</p>
      {profile.licenceNumber && (
        <p className={styles.muted}>{t('contractors.profile.licence', { number: profile.licenceNumber })}</p>
      )}
      {profile.website && (
        <a href={profile.website} target="_blank" rel="noopener noreferrer">
          {profile.website}
        </a>
      )}
      <div className={styles.row}>
        <button
          type="button"
          className={buttonClassName('primary')}
          onClick={() => onQuote({ id: profile.id, businessName: profile.businessName })}
        >
          {t('contractors.card.quote')}
        </button>
        <button type="button" className={buttonClassName('secondary')} onClick={onClose}>
          {t('contractors.quote.close')}
        </button>
      </div>
    </section>
  );
}
