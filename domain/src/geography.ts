import { COUNTRIES, type Country } from './countries.ts';
import { IANA_TIME_ZONES } from './iana-time-zones.ts';
import { US_TIME_ZONES } from './time-zone.ts';

export { COUNTRIES, type Country };

/** The country an address takes when none is given (spec §3: default United States). */
export const DEFAULT_COUNTRY = 'United States';

/** A US state (or district or territory) for the address state picklist: USPS code and name. */
export interface UsState {
  code: string;
  name: string;
}

/**
 * The address finder's state picklist for the United States (spec §5): the 50 states, the
 * District of Columbia and the five inhabited territories, which have USPS codes and real
 * street addresses. Sorted by name.
 */
export const US_STATES: readonly UsState[] = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AS', name: 'American Samoa' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'DC', name: 'District of Columbia' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'GU', name: 'Guam' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'MP', name: 'Northern Mariana Islands' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'PR', name: 'Puerto Rico' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'VI', name: 'United States Virgin Islands' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
];

/** True when `value` is one of the picklist's codes (case-insensitive). */
export function isUsStateCode(value: string): boolean {
  const code = value.trim().toUpperCase();
  return US_STATES.some((state) => state.code === code);
}

/** The time zone select's first category (spec §2: default category US). */
export const US_TIME_ZONE_CATEGORY = 'US';

/** One zone as the time zone select and `GET /api/v2/time_zones` list it. */
export interface TimeZoneOption {
  /** IANA name, the value stored on users and students. */
  name: string;
  /** The group the select shows it under: US first, then the IANA regions. */
  category: string;
}

/** A category with its zones, for selects that render groups. */
export interface TimeZoneGroup {
  category: string;
  zones: string[];
}

/**
 * Region categories after US, in the order the select shows them (the first part of the IANA
 * name); UTC comes last as its own group.
 */
const REGION_ORDER = [
  'America',
  'Europe',
  'Asia',
  'Africa',
  'Australia',
  'Pacific',
  'Atlantic',
  'Indian',
  'Antarctica',
  'Arctic',
] as const;

/**
 * The zone groups: US (the common US zones, in domain's US_TIME_ZONES order) first, then each
 * IANA region with its zones sorted by name, then UTC. A US zone is listed only under US, so a
 * select never shows the same zone twice.
 */
export const TIME_ZONE_GROUPS: readonly TimeZoneGroup[] = buildTimeZoneGroups(IANA_TIME_ZONES);

export function buildTimeZoneGroups(zones: readonly string[]): TimeZoneGroup[] {
  const usZones: readonly string[] = US_TIME_ZONES;
  const regions = REGION_ORDER.map((region) => ({
    category: region,
    zones: zones
      .filter((zone) => zone.startsWith(`${region}/`) && !usZones.includes(zone))
      .toSorted(),
  })).filter((group) => group.zones.length > 0);
  return [
    { category: US_TIME_ZONE_CATEGORY, zones: [...usZones] },
    ...regions,
    { category: 'UTC', zones: ['UTC'] },
  ];
}

/** The groups flattened in display order, as `GET /api/v2/time_zones` answers them. */
export const TIME_ZONE_OPTIONS: readonly TimeZoneOption[] = TIME_ZONE_GROUPS.flatMap((group) =>
  group.zones.map((name) => ({ name, category: group.category })),
);
