import type { EntityManager } from '@mikro-orm/sql';
import { Contractor, type ApplicationStatus, type PendingChanges } from '../../domain/contractor.js';
import { toKilometres, type DistanceUnit } from '../../domain/geography.js';
import type { Country } from '../../domain/postal-code.js';
import type { ServiceArea } from '../../domain/service-area.js';
import type { ContractorFilter, ContractorRepository, DirectoryQuery } from '../../ports/contractor.repository.js';
import { dateOf, jsonOf, uuidArray } from './sql-values.js';
import { applicationExistsSql } from './sql-application-exists.js';

interface ContractorRow {
  id: string;
  user_id: string;
  status: ApplicationStatus;
  status_reason: string | null;
  business_name: string;
  contact_name: string;
  email: string;
  phone: string;
  website: string | null;
  country: Country;
  postal_code: string;
  latitude: number;
  longitude: number;
  service_area_kind: 'radius' | 'codes';
  radius: number | null;
  radius_unit: DistanceUnit | null;
  service_codes: unknown;
  specializations: unknown;
  description: string;
  licence_number: string | null;
  insurance_provider: string | null;
  insurance_expires_on: string | null;
  gst_hst_number: string | null;
  year_established: number | null;
  logo_key: string | null;
  logo_media_type: string | null;
  pending_changes: unknown;
  changes_submitted_at: Date | string | null;
  listing_paused: boolean;
  submitted_at: Date | string;
  reviewed_at: Date | string | null;
  reviewed_by: string | null;
  updated_at: Date | string;
  total?: number | string;
}

const COLUMNS = `id, user_id, status, status_reason, business_name, contact_name, email, phone, website, country,
  postal_code, latitude, longitude, service_area_kind, radius, radius_unit, service_codes, specializations,
  description, licence_number, insurance_provider, to_char(insurance_expires_on, 'YYYY-MM-DD') as insurance_expires_on,
  gst_hst_number, year_established, logo_key, logo_media_type, pending_changes, changes_submitted_at, listing_paused,
  submitted_at, reviewed_at, reviewed_by, updated_at`;

function serviceAreaOf(row: ContractorRow): ServiceArea {
  return row.service_area_kind === 'radius' && row.radius !== null && row.radius_unit !== null
    ? { kind: 'radius', radius: Number(row.radius), unit: row.radius_unit }
    : { kind: 'codes', codes: jsonOf<string[]>(row.service_codes) };
}

/** Pending changes as kept in their jsonb column, without the time (a column of its own). */
type StoredPendingChanges = Omit<PendingChanges, 'submittedAt'>;

function pendingChangesOf(row: ContractorRow): PendingChanges | null {
  if (row.pending_changes === null || row.changes_submitted_at === null) return null;
  return { ...jsonOf<StoredPendingChanges>(row.pending_changes), submittedAt: dateOf(row.changes_submitted_at) };
}

function storedPendingChanges(pending: PendingChanges | null): string | null {
  if (!pending) return null;
  const { submittedAt: _submittedAt, ...stored } = pending;
  return JSON.stringify(stored satisfies StoredPendingChanges);
}

function toDomain(row: ContractorRow): Contractor {
  return Contractor.restore({
    id: row.id,
    userId: row.user_id,
    status: row.status,
    statusReason: row.status_reason,
    profile: {
      businessName: row.business_name,
      contactName: row.contact_name,
      email: row.email,
      phone: row.phone,
      website: row.website,
      country: row.country,
      postalCode: row.postal_code,
      serviceArea: serviceAreaOf(row),
      specializations: jsonOf<string[]>(row.specializations),
      description: row.description,
      licenceNumber: row.licence_number,
      insurance:
        row.insurance_provider && row.insurance_expires_on
          ? { provider: row.insurance_provider, expiresOn: row.insurance_expires_on }
          : null,
      gstHstNumber: row.gst_hst_number,
      yearEstablished: row.year_established === null ? null : Number(row.year_established),
    },
    location: { latitude: Number(row.latitude), longitude: Number(row.longitude) },
    logo: row.logo_key && row.logo_media_type ? { key: row.logo_key, mediaType: row.logo_media_type } : null,
    pendingChanges: pendingChangesOf(row),
    listingPaused: row.listing_paused,
    submittedAt: dateOf(row.submitted_at),
    reviewedAt: row.reviewed_at === null ? null : dateOf(row.reviewed_at),
    reviewedBy: row.reviewed_by,
    updatedAt: dateOf(row.updated_at),
  });
}

/** The columns a change may touch, in the order `changeValues` gives them, with the casts they need. */
const CHANGEABLE: readonly (readonly [column: string, cast?: string])[] = [
  ['status'],
  ['status_reason'],
  ['business_name'],
  ['contact_name'],
  ['email'],
  ['phone'],
  ['website'],
  ['country'],
  ['postal_code'],
  ['latitude'],
  ['longitude'],
  ['service_area_kind'],
  ['radius'],
  ['radius_unit'],
  ['radius_km'],
  ['service_codes', 'jsonb'],
  ['specializations', 'jsonb'],
  ['description'],
  ['licence_number'],
  ['insurance_provider'],
  ['insurance_expires_on', 'date'],
  ['gst_hst_number'],
  ['year_established'],
  ['logo_key'],
  ['logo_media_type'],
  ['pending_changes', 'jsonb'],
  ['changes_submitted_at'],
  ['listing_paused'],
  ['submitted_at'],
  ['reviewed_at'],
  ['reviewed_by'],
  ['updated_at'],
];
const placeholder = ([, cast]: readonly [string, string?]) => (cast ? `?::${cast}` : '?');
const SET_CHANGEABLE = CHANGEABLE.map((column) => `${column[0]} = ${placeholder(column)}`).join(', ');
const INSERT = `insert into contractors_contractor (id, user_id, ${CHANGEABLE.map(([c]) => c).join(', ')})
  values (?, ?, ${CHANGEABLE.map(placeholder).join(', ')}) on conflict (user_id) do nothing returning id`;

function changeValues(contractor: Contractor): unknown[] {
  const { props } = contractor;
  const { profile } = props;
  const area = profile.serviceArea;
  return [
    props.status,
    props.statusReason,
    profile.businessName,
    profile.contactName,
    profile.email,
    profile.phone,
    profile.website,
    profile.country,
    profile.postalCode,
    props.location.latitude,
    props.location.longitude,
    area.kind,
    area.kind === 'radius' ? area.radius : null,
    area.kind === 'radius' ? area.unit : null,
    area.kind === 'radius' ? toKilometres(area.radius, area.unit) : null,
    JSON.stringify(area.kind === 'codes' ? area.codes : []),
    JSON.stringify(profile.specializations),
    profile.description,
    profile.licenceNumber,
    profile.insurance?.provider ?? null,
    profile.insurance?.expiresOn ?? null,
    profile.gstHstNumber,
    profile.yearEstablished,
    props.logo?.key ?? null,
    props.logo?.mediaType ?? null,
    storedPendingChanges(props.pendingChanges),
    props.pendingChanges?.submittedAt ?? null,
    props.listingPaused,
    props.submittedAt,
    props.reviewedAt,
    props.reviewedBy,
    props.updatedAt,
  ];
}

/** Contractors in `contractors_contractor`, through the current request's or job's entity manager. */
export class MikroOrmContractorRepository implements ContractorRepository {
  constructor(private readonly em: EntityManager) {}

  async insert(contractor: Contractor): Promise<boolean> {
    const { props } = contractor;
    const rows = await this.em.execute<{ id: string }[]>(INSERT, [props.id, props.userId, ...changeValues(contractor)]);
    return rows.length === 1;
  }

  async findById(id: string): Promise<Contractor | null> {
    const [row] = await this.em.execute<ContractorRow[]>(`select ${COLUMNS} from contractors_contractor where id = ?`, [
      id,
    ]);
    return row ? toDomain(row) : null;
  }

  async findByUserId(userId: string): Promise<Contractor | null> {
    const [row] = await this.em.execute<ContractorRow[]>(
      `select ${COLUMNS} from contractors_contractor where user_id = ?`,
      [userId],
    );
    return row ? toDomain(row) : null;
  }

  async findByIds(ids: readonly string[]): Promise<Contractor[]> {
    if (ids.length === 0) return [];
    const rows = await this.em.execute<ContractorRow[]>(
      `select ${COLUMNS} from contractors_contractor where id = any(?::uuid[])`,
      [uuidArray(ids)],
    );
    return rows.map(toDomain);
  }

  async hasApplication(userId: string): Promise<boolean> {
    const rows = await this.em.execute<{ applied: boolean }[]>(`select ${applicationExistsSql('?')} as applied`, [
      userId,
    ]);
    return rows[0]?.applied === true;
  }

  async saveIfUnchanged(contractor: Contractor, readAt: Date): Promise<boolean> {
    const rows = await this.em.execute<{ id: string }[]>(
      `update contractors_contractor set ${SET_CHANGEABLE} where id = ? and updated_at = ? returning id`,
      [...changeValues(contractor), contractor.id, readAt],
    );
    return rows.length === 1;
  }

  async list(filter: ContractorFilter): Promise<{ items: Contractor[]; total: number }> {
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (filter.status) {
      conditions.push('status = ?');
      params.push(filter.status);
    }
    if (filter.country) {
      conditions.push('country = ?');
      params.push(filter.country);
    }
    if (filter.specialization) {
      conditions.push('specializations @> jsonb_build_array(?::text)');
      params.push(filter.specialization);
    }
    if (filter.withPendingChanges) conditions.push('pending_changes is not null');
    if (filter.search) {
      conditions.push("(business_name ilike ? escape '\\' or email ilike ? escape '\\')");
      const pattern = `%${filter.search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
      params.push(pattern, pattern);
    }
    // The review queues are worked oldest first; everything else reads newest first.
    const order = filter.withPendingChanges
      ? 'changes_submitted_at asc, id'
      : filter.status === 'pending'
        ? 'submitted_at asc, id'
        : 'updated_at desc, id';
    const rows = await this.em.execute<ContractorRow[]>(
      `select ${COLUMNS}, count(*) over () as total from contractors_contractor
       ${conditions.length ? `where ${conditions.join(' and ')}` : ''}
       order by ${order} limit ? offset ?`,
      [...params, filter.limit, filter.offset],
    );
    return { items: rows.map(toDomain), total: Number(rows[0]?.total ?? 0) };
  }

  async directoryCandidates(query: DirectoryQuery, limit: number): Promise<Contractor[]> {
    // A box around each radius (one degree of latitude is about 110.6 km; of longitude, 111.3 km × cos
    // latitude, taken at the narrower end): a cheap, generous first cut that the caller measures exactly.
    const rows = await this.em.execute<ContractorRow[]>(
      `select ${COLUMNS} from contractors_contractor
       where status = 'approved' and not listing_paused and country = ?
         ${query.category ? 'and specializations @> jsonb_build_array(?::text)' : ''}
         and (
           (service_area_kind = 'codes' and service_codes @> jsonb_build_array(?::text))
           or ((service_area_kind = 'radius' or ?::numeric > 0)
               and abs(latitude - ?) <= greatest(coalesce(radius_km, 0), ?::numeric) / 110.574 + 0.01
               and abs(longitude - ?) <= greatest(coalesce(radius_km, 0), ?::numeric)
                 / (111.320 * greatest(least(cos(radians(?)), cos(radians(latitude))), 0.05)) + 0.01)
         )
       order by id limit ?`,
      [
        query.country,
        ...(query.category ? [query.category] : []),
        query.areaCode,
        // A widened search (withinKm) stretches every box, a list of areas' included.
        query.withinKm ?? 0,
        query.point.latitude,
        query.withinKm ?? 0,
        query.point.longitude,
        query.withinKm ?? 0,
        query.point.latitude,
        limit,
      ],
    );
    return rows.map(toDomain);
  }

  async remove(id: string): Promise<void> {
    await this.em.execute('delete from contractors_contractor where id = ?', [id]);
  }
}
