/** The part of `zipcodes` (which ships no types) that RepairLens uses. It is CommonJS: use its default export. */
declare module 'zipcodes' {
  interface ZipCodeEntry {
    readonly zip: string;
    readonly latitude: number;
    readonly longitude: number;
    readonly city: string;
    readonly state: string;
    /** "US" or "Canada". */
    readonly country: string;
  }
  interface Zipcodes {
    /** A US ZIP5, or a Canadian FSA (anything starting with a letter is cut to 3 characters). */
    lookup(code: string): ZipCodeEntry | undefined;
  }
  const zipcodes: Zipcodes;
  export default zipcodes;
}
