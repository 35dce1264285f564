import type { ContractorApplication, RepairCategoryName } from '@repairlens/contract';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { buttonClassName } from '../../components/ui/button';
import { REPAIR_CATEGORIES } from '../../../../shared/repair-categories';
import { fieldErrorsOf, useApplyAsContractorMutation, useUploadContractorLogoMutation } from './api';
import styles from './contractors.module.css';

/** The first problem the server named for a field or one of its parts (serviceArea.radius). */
function problemFor(errors: Record<string, string>, name: string): string | undefined {
  const key = Object.keys(errors).find((field) => field === name || field.startsWith(`${name}.`));
  return key ? errors[key] : undefined;
}

/** The contractor application: every field, the server's per-field messages, and the logo. */
export function ApplicationForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [apply, applying] = useApplyAsContractorMutation();
  const [uploadLogo, uploading] = useUploadContractorLogoMutation();
  const [values, setValues] = useState<Record<string, string>>({
    country: 'CA',
    areaKind: 'radius',
    radius: '25',
    unit: 'km',
  });
  const [specializations, setSpecializations] = useState<RepairCategoryName[]>([]);
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const errors = fieldErrorsOf(applying.error);
  const set = (name: string) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));
  const value = (name: string) => values[name] ?? '';
  const optional = (name: string) => (value(name).trim() === '' ? null : value(name).trim());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const year = value('yearEstablished').trim();
    const application: ContractorApplication = {
      businessName: value('businessName'),
      contactName: value('contactName'),
      email: value('email'),
      phone: value('phone'),
      website: optional('website'),
      country: value('country'),
      postalCode: value('postalCode'),
      serviceArea:
        value('areaKind') === 'codes'
          ? {
              kind: 'codes',
              codes: value('codes')
                .split(/[,\n]/)
                .map((code) => code.trim())
                .filter(Boolean),
            }
          : { kind: 'radius', radius: Number(value('radius')), unit: value('unit') === 'mi' ? 'mi' : 'km' },
      specializations,
      description: value('description'),
      licenceNumber: optional('licenceNumber'),
      insuranceProvider: optional('insuranceProvider'),
      insuranceExpiresOn: optional('insuranceExpiresOn'),
      gstHstNumber: optional('gstHstNumber'),
      yearEstablished: year === '' ? null : Number(year),
    };
    try {
      await apply(application).unwrap();
    } catch {
      return;
    }
    if (logo) {
      try {
        await uploadLogo(logo).unwrap();
      } catch (error) {
        // The application is in; the logo can be added from the dashboard.
        setLogoError(fieldErrorsOf(error).logo ?? t('contractors.signup.logoFailed'));
      }
    }
    void navigate('/contractors/success');
  };

  const field = (name: string, label: string, input: ReactNode, hint?: string) => (
    <label className={styles.field}>
      <span>{label}</span>
      {input}
      {hint && <span className={styles.muted}>{hint}</span>}
      {problemFor(errors, name) && <span className={styles.error}>{problemFor(errors, name)}</span>}
    </label>
  );
  const text = (name: string, type = 'text', required = false) => (
    <input name={name} type={type} value={value(name)} onChange={set(name)} required={required} />
  );

  const otherProblem = applying.error && Object.keys(errors).length === 0;

  return (
    <form
      className={styles.stack}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('pages.contractorSignup.title')}
    >
      {field('businessName', t('contractors.signup.businessName'), text('businessName', 'text', true))}
      {field('contactName', t('contractors.signup.contactName'), text('contactName', 'text', true))}
      {field('email', t('contractors.signup.email'), text('email', 'email', true))}
      {field('phone', t('contractors.signup.phone'), text('phone', 'tel', true), '(416) 555-0123')}
      {field('website', t('contractors.signup.website'), text('website', 'url'), 'https://')}
      {field(
        'country',
        t('contractors.signup.country'),
        <select name="country" value={value('country')} onChange={set('country')}>
          <option value="CA">{t('contractors.signup.countryCA')}</option>
          <option value="US">{t('contractors.signup.countryUS')}</option>
        </select>,
      )}
      {field('postalCode', t('contractors.signup.postalCode'), text('postalCode', 'text', true), 'A1A 1A1 / 12345')}
      <fieldset className={styles.stack}>
        <legend>{t('contractors.signup.serviceArea')}</legend>
        <div className={styles.row}>
          <label>
            <input
              type="radio"
              name="areaKind"
              value="radius"
              checked={value('areaKind') === 'radius'}
              onChange={set('areaKind')}
            />{' '}
            {t('contractors.signup.areaRadius')}
          </label>
          <label>
            <input
              type="radio"
              name="areaKind"
              value="codes"
              checked={value('areaKind') === 'codes'}
              onChange={set('areaKind')}
            />{' '}
            {t('contractors.signup.areaCodes')}
          </label>
        </div>
        {value('areaKind') === 'radius' ? (
          <div className={styles.row}>
            {field('serviceArea', t('contractors.signup.radius'), text('radius', 'number'))}
            <select aria-label={t('contractors.signup.unit')} value={value('unit')} onChange={set('unit')}>
              <option value="km">km</option>
              <option value="mi">mi</option>
            </select>
          </div>
        ) : (
          field(
            'serviceArea',
            t('contractors.signup.codes'),
            <textarea name="codes" value={value('codes')} onChange={set('codes')} rows={2} />,
            'M5V, M5W / 10001, 10002',
          )
        )}
      </fieldset>
      <fieldset className={styles.stack}>
        <legend>{t('contractors.signup.specializations')}</legend>
        <div className={styles.row}>
          {REPAIR_CATEGORIES.map((name) => (
            <label key={name}>
              <input
                type="checkbox"
                checked={specializations.includes(name)}
                onChange={(event) =>
                  setSpecializations((current) =>
                    event.target.checked ? [...current, name] : current.filter((chosen) => chosen !== name),
                  )
                }
              />{' '}
              {t(`repairs.categories.${name}`)}
            </label>
          ))}
        </div>
        {problemFor(errors, 'specializations') && (
          <span className={styles.error}>{problemFor(errors, 'specializations')}</span>
        )}
      </fieldset>
      {field(
        'description',
        t('contractors.signup.description'),
        <textarea name="description" rows={4} value={value('description')} onChange={set('description')} />,
      )}
      {field('yearEstablished', t('contractors.signup.yearEstablished'), text('yearEstablished', 'number'))}
      {field('licenceNumber', t('contractors.signup.licenceNumber'), text('licenceNumber'))}
      {field('insuranceProvider', t('contractors.signup.insuranceProvider'), text('insuranceProvider'))}
      {field('insuranceExpiresOn', t('contractors.signup.insuranceExpiresOn'), text('insuranceExpiresOn', 'date'))}
      {value('country') === 'CA' &&
        field('gstHstNumber', t('contractors.signup.gstHstNumber'), text('gstHstNumber'), '123456789 RT 0001')}
      <label className={styles.field}>
        <span>{t('contractors.signup.logo')}</span>
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={(event) => setLogo(event.target.files?.[0] ?? null)}
        />
        {logoError && <span className={styles.error}>{logoError}</span>}
      </label>
      {otherProblem && (
        <p role="alert" className={styles.error}>
          {t('contractors.signup.failed')}
        </p>
      )}
      {Object.keys(errors).length > 0 && (
        <p role="alert" className={styles.error}>
          {t('contractors.signup.fixErrors')}
        </p>
      )}
      <button type="submit" className={buttonClassName('primary')} disabled={applying.isLoading || uploading.isLoading}>
        {t('contractors.signup.submit')}
      </button>
    </form>
  );
}
