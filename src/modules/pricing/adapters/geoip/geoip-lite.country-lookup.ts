import { mkdtemp, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { BlockList, isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { CountryLookup } from '../../ports/country-lookup.js';

type GeoIp = (typeof import('geoip-lite'))['default'];

/** Addresses that say nothing about where a person is: loopback, private, link-local, shared and reserved. */
const NOT_ON_THE_INTERNET = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  NOT_ON_THE_INTERNET.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  NOT_ON_THE_INTERNET.addSubnet(network, prefix, 'ipv6');
}

/** `::ffff:203.0.113.9`, as Node reports IPv4 clients on a dual-stack socket, is the IPv4 address. */
function unmapped(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

/** The country databases of geoip-lite (IPv4 and IPv6), about 6 MB together. */
const COUNTRY_FILES = ['geoip-country.dat', 'geoip-country6.dat'];

/**
 * geoip-lite keeps in memory the city database (about 110 MB) whenever its data folder holds one, and falls back
 * to the country database only when it does not. A country is all RepairLens asks, so the package is pointed at a
 * folder of links to its country files alone (it reads `geodatadir` once, when it is first imported).
 */
async function loadCountryOnlyGeoIp(): Promise<GeoIp> {
  const packageData = path.join(path.dirname(createRequire(import.meta.url).resolve('geoip-lite')), '..', 'data');
  const folder = await mkdtemp(path.join(os.tmpdir(), 'repairlens-geoip-'));
  for (const file of COUNTRY_FILES) await symlink(path.join(packageData, file), path.join(folder, file));
  Object.assign(globalThis, { geodatadir: folder });
  return (await import('geoip-lite')).default;
}

/**
 * GeoIP with the geoip-lite package: MaxMind GeoLite country data shipped inside the package, read from
 * memory, no network. Its data is loaded on the first lookup, not at start.
 */
export class GeoIpLiteCountryLookup implements CountryLookup {
  private geoip: Promise<GeoIp> | undefined;

  async countryOf(address: string): Promise<string | null> {
    const plain = unmapped(address.trim());
    const family = isIP(plain);
    if (family === 0) return null;
    if (NOT_ON_THE_INTERNET.check(plain, family === 4 ? 'ipv4' : 'ipv6')) return null;
    this.geoip ??= loadCountryOnlyGeoIp();
    return (await this.geoip).lookup(plain)?.country || null;
  }
}
