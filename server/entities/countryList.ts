// The country list of the edit-profile form (spec part 2 §3: "Country is chosen from a list"):
// every ISO 3166-1 alpha-2 code with its English name, sorted by name. The seed's own names
// (seed/countries.ts) win where both have one, so a profile and the form name a country alike.
import { COUNTRIES } from '../seed/countries';
import type { Country } from '../../src/api/schemas/editProfile';

const CODES = `AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY
BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA
GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG
KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW
MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD
SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA
VC VE VG VI VN VU WF WS YE YT ZA ZM ZW`.split(/\s+/);

const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

export const COUNTRY_LIST: readonly Country[] = CODES.map((code) => ({ code, name: COUNTRIES[code] ?? names.of(code) ?? code })).sort((a, b) =>
  a.name.localeCompare(b.name, 'en'),
);

const BY_CODE = new Map(COUNTRY_LIST.map((country) => [country.code, country.name]));

export const isCountryCode = (code: string): boolean => BY_CODE.has(code);
/** The English name of a code of the list, or null. */
export const countryNameOf = (code: string | null): string | null => (code ? (BY_CODE.get(code) ?? null) : null);
