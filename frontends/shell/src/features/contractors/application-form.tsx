import type { ContractorApplication, MyContractorProfile, RepairCategoryName } from '@repairlens/contract';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Link, useNavigate } from 'react-router-dom';
import { asApiError, serverMessage } from '../../../../shared/api/error-message';
import { buttonClassName } from '../../components/ui/button';
import { FileChooser } from '../../components/ui/file-chooser';
import { REPAIR_CATEGORIES, repairCategoryOf } from '../../../../shared/repair-categories';
import {
  fieldErrorsOf,
  useApplyAsContractorMutation,
  useEditContractorProfileMutation,
  useUploadContractorLogoMutation,
} from './api';
import { LOGO_ACCEPT, logoProblem } from './logo-file';
import styles from './contractors.module.css';

type ApplicationView = MyContractorProfile['application'];

/** The two ways to describe a service area, each with its choice's label. */
const AREA_KINDS = [
  ['radius', 'contractors.signup.areaRadius'],
  ['codes', 'contractors.signup.areaCodes'],
] as const;

/** The first problem the server named for a field or one of its parts (serviceArea.radius). */
function problemFor(errors: Record<string, string>, name: string): string | undefined {
  const key = Object.keys(errors).find((field) => field === name || field.startsWith(`${name}.`));
  return key ? errors[key] : undefined;
}

/** The form's text inputs, filled from an application when there is one (a correction or an edit). */
function valuesOf(application: ApplicationView | undefined): Record<string, string> {
  if (!application) return { country: 'CA', areaKind: 'radius', radius: '25', unit: 'km' };
  const area = application.serviceArea;
  return {
    businessName: application.businessName,
    contactName: application.contactName,
    email: application.email,
    phone: application.phone,
    website: application.website ?? '',
    country: application.country,
    postalCode: application.postalCode,
    areaKind: area.kind,
    radius: area.kind === 'radius' ? String(area.radius) : '25',
    unit: area.kind === 'radius' ? area.unit : 'km',
    codes: area.kind === 'codes' ? area.codes.join(', ') : '',
    description: application.description,
    yearEstablished: application.yearEstablished === null ? '' : String(application.yearEstablished),
    licenceNumber: application.licenceNumber ?? '',
    insuranceProvider: application.insuranceProvider ?? '',
    insuranceExpiresOn: application.insuranceExpiresOn ?? '',
    gstHstNumber: application.gstHstNumber ?? '',
  };
}

/** A link to the dashboard for someone who has applied already. */
export function AlreadyApplied() {
  const { t } = useTranslation();
  return (
    <p role="status">
      {t('contractors.signup.alreadyApplied')}{' '}
      <Link to="/contractor-dashboard">{t('contractors.signup.toDashboard')}</Link>
    </p>
  );
}

interface TextInputOptions {
  readonly type?: 'text' | 'email' | 'tel' | 'url' | 'number' | 'date';
  readonly required?: boolean;
  /** The field whose server message marks this input (serviceArea for the radius). */
  readonly problemOf?: string;
  readonly autoComplete?: string;
}

interface ApplicationFormProps {
  /**
   * apply: a first application, or (with `current`, rejected) a corrected one, then the success page.
   * edit: the contractor's changes to their profile, from the dashboard.
   */
  readonly mode: 'apply' | 'edit';
  readonly current?: MyContractorProfile;
}

/**
 * The contractor application and profile: every field, with the server's message next to each field it
 * refuses (the rules are the server's alone, so the form and the server cannot disagree), and the logo.
 */
export function ApplicationForm({ mode, current }: ApplicationFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [apply, applying] = useApplyAsContractorMutation();
  const [edit, editing] = useEditContractorProfileMutation();
  const [uploadLogo, uploading] = useUploadContractorLogoMutation();
  const sending = mode === 'edit' ? editing : applying;
  const [values, setValues] = useState(() => valuesOf(current?.application));
  const [specializations, setSpecializations] = useState<RepairCategoryName[]>(() =>
    (current?.application.specializations ?? []).flatMap((name) => repairCategoryOf(name) ?? []),
  );
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  // What the last save did: an approved profile may have gone back to review.
  const [saved, setSaved] = useState<'saved' | 'under-review' | null>(null);
  const errors = fieldErrorsOf(sending.error);
  const status = asApiError(sending.error)?.status;
  const set = (name: string) => (event: { target: { value: string } }) =>
    setValues((now) => ({ ...now, [name]: event.target.value }));
  const value = (name: string) => values[name] ?? '';
  const optional = (name: string) => (value(name).trim() === '' ? null : value(name).trim());
  // Once approved the country stays: prices, taxes and postal codes follow it.
  const countryLocked = mode === 'edit' && current?.status !== 'pending';

  const chooseLogo = (file: File | null) => {
    const problem = file && logoProblem(file);
    setLogo(problem ? null : file);
    setLogoError(problem ? t(problem) : null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
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
      // Only Canadian businesses have one; a number typed before switching to US is not sent.
      gstHstNumber: value('country') === 'CA' ? optional('gstHstNumber') : null,
      yearEstablished: year === '' ? null : Number(year),
    };
    if (mode === 'edit') {
      try {
        const changed = await edit(application).unwrap();
        setSaved(changed.status === 'pending' && current?.status === 'approved' ? 'under-review' : 'saved');
      } catch {
        // The messages below say what went wrong.
      }
      return;
    }
    try {
      await apply(application).unwrap();
    } catch {
      return;
    }
    let logoFailed = false;
    if (logo) {
      // The application is in; a logo the server refuses can be added from the dashboard.
      logoFailed = !(await uploadLogo(logo)
        .unwrap()
        .then(() => true)
        .catch(() => false));
    }
    void navigate('/contractors/success', { state: { logoFailed } });
  };

  const describedBy = (name: string) => (problemFor(errors, name) ? `${name}-problem` : undefined);
  const field = (name: string, label: string, input: ReactNode, hint?: string) => (
    <label className={styles.field}>
      <span>{label}</span>
      {input}
      {hint && <span className={styles.muted}>{hint}</span>}
      {problemFor(errors, name) && (
        <span id={`${name}-problem`} className={styles.error}>
          {problemFor(errors, name)}
        </span>
      )}
    </label>
  );
  /** A text input; `autoComplete` lets the browser fill in what it knows (the business, its e-mail, ...). */
  const text = (
    name: string,
    { type = 'text', required = false, problemOf = name, autoComplete }: TextInputOptions = {},
  ) => (
    <input
      name={name}
      type={type}
      value={value(name)}
      onChange={set(name)}
      required={required}
      autoComplete={autoComplete}
      aria-invalid={problemFor(errors, problemOf) ? true : undefined}
      aria-describedby={describedBy(problemOf)}
    />
  );

  const conflict = mode === 'apply' && status === 409;
  const otherProblem = sending.error && !conflict && Object.keys(errors).length === 0;
  const formLabel = mode === 'edit' ? t('contractors.edit.title') : t('pages.contractorSignup.title');

  return (
    <form className={styles.applicationForm} onSubmit={(event) => void submit(event)} noValidate aria-label={formLabel}>
      {mode === 'edit' && current?.status === 'approved' && (
        <p className={styles.muted}>{t('contractors.edit.reviewNote')}</p>
      )}
      {field(
        'businessName',
        t('contractors.signup.businessName'),
        text('businessName', { required: true, autoComplete: 'organization' }),
      )}
      {field(
        'contactName',
        t('contractors.signup.contactName'),
        text('contactName', { required: true, autoComplete: 'name' }),
      )}
      {field(
        'email',
        t('contractors.signup.email'),
        text('email', { type: 'email', required: true, autoComplete: 'email' }),
      )}
      {field(
        'phone',
        t('contractors.signup.phone'),
        text('phone', { type: 'tel', required: true, autoComplete: 'tel' }),
        t('contractors.signup.phoneExample'),
      )}
      {field(
        'website',
        t('contractors.signup.website'),
        text('website', { type: 'url', autoComplete: 'url' }),
        'https://',
      )}
      {field(
        'country',
        t('contractors.signup.country'),
        <select
          name="country"
          autoComplete="country"
          value={value('country')}
          onChange={set('country')}
          disabled={countryLocked}
        >
          <option value="CA">{t('contractors.signup.countryCA')}</option>
          <option value="US">{t('contractors.signup.countryUS')}</option>
        </select>,
        countryLocked ? t('contractors.edit.countryLocked') : undefined,
      )}
      {field(
        'postalCode',
        t('contractors.signup.postalCode'),
        text('postalCode', { required: true, autoComplete: 'postal-code' }),
        'A1A 1A1 / 12345',
      )}
      <fieldset className={styles.fieldset}>
        <legend>{t('contractors.signup.serviceArea')}</legend>
        <div className={styles.choices}>
          {AREA_KINDS.map(([kind, label]) => (
            <label key={kind} className={styles.choice}>
              <input
                type="radio"
                name="areaKind"
                value={kind}
                checked={value('areaKind') === kind}
                onChange={set('areaKind')}
              />{' '}
              {t(label)}
            </label>
          ))}
        </div>
        {value('areaKind') === 'radius' ? (
          <div className={styles.row}>
            {field(
              'serviceArea',
              t('contractors.signup.radius'),
              text('radius', { type: 'number', problemOf: 'serviceArea' }),
            )}
            <select
              className={styles.unitPicker}
              aria-label={t('contractors.signup.unit')}
              value={value('unit')}
              onChange={set('unit')}
            >
              <option value="km">km</option>
              <option value="mi">mi</option>
            </select>
          </div>
        ) : (
          field(
            'serviceArea',
            t('contractors.signup.codes'),
            <textarea
              name="codes"
              value={value('codes')}
              onChange={set('codes')}
              rows={2}
              aria-invalid={problemFor(errors, 'serviceArea') ? true : undefined}
              aria-describedby={describedBy('serviceArea')}
            />,
            'M5V, M5W / 10001, 10002',
          )
        )}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t('contractors.signup.specializations')}</legend>
        <div className={styles.choices}>
          {REPAIR_CATEGORIES.map((name) => (
            <label key={name} className={styles.choice}>
              <input
                type="checkbox"
                checked={specializations.includes(name)}
                onChange={(event) =>
                  setSpecializations((chosen) =>
                    event.target.checked ? [...chosen, name] : chosen.filter((other) => other !== name),
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
        <textarea
          name="description"
          rows={4}
          value={value('description')}
          onChange={set('description')}
          aria-invalid={problemFor(errors, 'description') ? true : undefined}
          aria-describedby={describedBy('description')}
        />,
      )}
      {field('yearEstablished', t('contractors.signup.yearEstablished'), text('yearEstablished', { type: 'number' }))}
      {field('licenceNumber', t('contractors.signup.licenceNumber'), text('licenceNumber'))}
      {field('insuranceProvider', t('contractors.signup.insuranceProvider'), text('insuranceProvider'))}
      {field(
        'insuranceExpiresOn',
        t('contractors.signup.insuranceExpiresOn'),
        text('insuranceExpiresOn', { type: 'date' }),
      )}
      {value('country') === 'CA' &&
        field('gstHstNumber', t('contractors.signup.gstHstNumber'), text('gstHstNumber'), '123456789 RT 0001')}
      {mode === 'apply' && (
        <>
          <FileChooser
            className={styles.field}
            label={t('contractors.signup.logo')}
            accept={LOGO_ACCEPT}
            chosen={logo}
            onChoose={chooseLogo}
          />
          {logoError && <span className={styles.error}>{logoError}</span>}
        </>
      )}
      {conflict && <AlreadyApplied />}
      {otherProblem && (
        <p role="alert" className={styles.error}>
          {(mode === 'edit' && serverMessage(asApiError(sending.error))) || t('contractors.signup.failed')}
        </p>
      )}
      {Object.keys(errors).length > 0 && (
        <p role="alert" className={styles.error}>
          {t('contractors.signup.fixErrors')}
        </p>
      )}
      {saved && (
        <p role="status">
          {saved === 'under-review' ? t('contractors.edit.underReview') : t('contractors.edit.saved')}
        </p>
      )}
      <button
        type="submit"
        className={`${buttonClassName('primary')} ${styles.submit}`}
        disabled={sending.isLoading || uploading.isLoading}
      >
        {mode === 'edit'
          ? t('contractors.edit.save')
          : current
            ? t('contractors.signup.resubmit')
            : t('contractors.signup.submit')}
      </button>
    </form>
  );
}
