// Countries the seed gives users (ISO 3166 alpha-2 code -> English name).
export const COUNTRIES: Readonly<Record<string, string>> = {
  US: 'United States', GB: 'United Kingdom', CA: 'Canada', AU: 'Australia', DE: 'Germany',
  FR: 'France', ES: 'Spain', IT: 'Italy', NL: 'Netherlands', SE: 'Sweden', NO: 'Norway',
  FI: 'Finland', PL: 'Poland', PT: 'Portugal', BR: 'Brazil', MX: 'Mexico', AR: 'Argentina',
  JP: 'Japan', KR: 'South Korea', IN: 'India', ID: 'Indonesia', PH: 'Philippines', TR: 'Turkey',
  ZA: 'South Africa', NG: 'Nigeria', EG: 'Egypt', NZ: 'New Zealand', IE: 'Ireland', CZ: 'Czechia',
  CH: 'Switzerland',
};

export const COUNTRY_CODES = Object.keys(COUNTRIES);

export function countryName(code: string | null): string | null {
  return code ? (COUNTRIES[code] ?? null) : null;
}
