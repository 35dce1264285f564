import { z } from 'zod';
import { settingsGroup } from '../../shared/config/settings.js';

export interface PricingConfig {
  readonly location: { readonly trustedCountryHeader: string | null };
}

export const pricingSettings = settingsGroup({
  title: 'Location',
  variables: {
    // Believed only when named here, since clients can send any header.
    TRUSTED_COUNTRY_HEADER: {
      schema: z
        .string()
        .regex(/^[A-Za-z0-9-]+$/, 'must be an HTTP header name')
        .transform((value) => value.toLowerCase())
        .optional(),
      meaning:
        'Country header set by your CDN or load balancer (e.g. `cf-ipcountry`), believed for the region; then GeoIP, then Accept-Language, then CA.',
    },
  },
  load(values): PricingConfig {
    return { location: { trustedCountryHeader: values.TRUSTED_COUNTRY_HEADER ?? null } };
  },
});
