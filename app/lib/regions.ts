/**
 * The trending widget's regions (Asia, USA, Europe), from the countries the data
 * holds: a user's sign-up country (a name from the sign-up list) or a request's country (the
 * ISO 3166-1 code Cloudflare reports). Transcontinental countries follow where most of their
 * people live (Russia → Europe, Turkey → Asia); anything else — the Americas beyond the USA,
 * Africa, Oceania, or no country at all — is 'Other regions', never forced into one of the three.
 */
import type { Region } from "./region-names";

const EUROPE: Record<string, string> = {
  Albania: "AL",
  Andorra: "AD",
  Austria: "AT",
  Belarus: "BY",
  Belgium: "BE",
  "Bosnia and Herzegovina": "BA",
  Bulgaria: "BG",
  Croatia: "HR",
  Cyprus: "CY",
  Czechia: "CZ",
  Denmark: "DK",
  Estonia: "EE",
  Finland: "FI",
  France: "FR",
  Germany: "DE",
  Greece: "GR",
  Hungary: "HU",
  Iceland: "IS",
  Ireland: "IE",
  Italy: "IT",
  Latvia: "LV",
  Liechtenstein: "LI",
  Lithuania: "LT",
  Luxembourg: "LU",
  Malta: "MT",
  Moldova: "MD",
  Monaco: "MC",
  Montenegro: "ME",
  Netherlands: "NL",
  "North Macedonia": "MK",
  Norway: "NO",
  Poland: "PL",
  Portugal: "PT",
  Romania: "RO",
  Russia: "RU",
  "San Marino": "SM",
  Serbia: "RS",
  Slovakia: "SK",
  Slovenia: "SI",
  Spain: "ES",
  Sweden: "SE",
  Switzerland: "CH",
  Ukraine: "UA",
  "United Kingdom": "GB",
  "Vatican City": "VA",
};

const ASIA: Record<string, string> = {
  Afghanistan: "AF",
  Armenia: "AM",
  Azerbaijan: "AZ",
  Bahrain: "BH",
  Bangladesh: "BD",
  Bhutan: "BT",
  Brunei: "BN",
  Cambodia: "KH",
  China: "CN",
  Georgia: "GE",
  "Hong Kong": "HK",
  India: "IN",
  Indonesia: "ID",
  Iran: "IR",
  Iraq: "IQ",
  Israel: "IL",
  Japan: "JP",
  Jordan: "JO",
  Kazakhstan: "KZ",
  Kuwait: "KW",
  Kyrgyzstan: "KG",
  Laos: "LA",
  Lebanon: "LB",
  Macao: "MO",
  Malaysia: "MY",
  Maldives: "MV",
  Mongolia: "MN",
  Myanmar: "MM",
  Nepal: "NP",
  "North Korea": "KP",
  Oman: "OM",
  Pakistan: "PK",
  Palestine: "PS",
  Philippines: "PH",
  Qatar: "QA",
  "Saudi Arabia": "SA",
  Singapore: "SG",
  "South Korea": "KR",
  "Sri Lanka": "LK",
  Syria: "SY",
  Taiwan: "TW",
  Tajikistan: "TJ",
  Thailand: "TH",
  "Timor-Leste": "TL",
  Turkey: "TR",
  Turkmenistan: "TM",
  "United Arab Emirates": "AE",
  Uzbekistan: "UZ",
  Vietnam: "VN",
  Yemen: "YE",
};

const BY_KEY = new Map<string, Region>();
for (const [table, region] of [
  [EUROPE, "Europe"],
  [ASIA, "Asia"],
  [{ "United States": "US" }, "USA"],
] as const) {
  for (const [name, code] of Object.entries(table)) {
    BY_KEY.set(name.toLowerCase(), region);
    BY_KEY.set(code.toLowerCase(), region);
  }
}

/** The region of a country name or ISO code; 'Other regions' when it is none of the three (or unknown). */
export function regionOf(country: string | null | undefined): Region {
  return BY_KEY.get(country?.trim().toLowerCase() ?? "") ?? "Other regions";
}
