/** The part of geoip-lite (which ships no types) that RepairLens uses. It is CommonJS: use its default export. */
declare module 'geoip-lite' {
  interface GeoIp {
    lookup(address: string): { readonly country: string } | null;
  }
  const geoip: GeoIp;
  export default geoip;
}
