/** INE province codes: also the first two digits of every postal code in the province. */
export const PROVINCE_CODES = [
  '01',
  '02',
  '03',
  '04',
  '05',
  '06',
  '07',
  '08',
  '09',
  '10',
  '11',
  '12',
  '13',
  '14',
  '15',
  '16',
  '17',
  '18',
  '19',
  '20',
  '21',
  '22',
  '23',
  '24',
  '25',
  '26',
  '27',
  '28',
  '29',
  '30',
  '31',
  '32',
  '33',
  '34',
  '35',
  '36',
  '37',
  '38',
  '39',
  '40',
  '41',
  '42',
  '43',
  '44',
  '45',
  '46',
  '47',
  '48',
  '49',
  '50',
  '51',
  '52',
] as const;
export type ProvinceCode = (typeof PROVINCE_CODES)[number];

/**
 * A province: INE code, name, and the geographic fixed-number prefixes in the 9 range. Every 9xx prefix has an 8xx
 * mirror (815 is Madrid) that `fixedPrefixesOf` adds.
 */
export type Province = { code: ProvinceCode; name: string; fixedPrefixes: readonly string[] };

/** The 52 provinces and autonomous cities (INE), with their fixed prefixes (docs/domain-rules.md). */
export const PROVINCES: readonly Province[] = [
  { code: '01', name: 'Araba/Álava', fixedPrefixes: ['945'] },
  { code: '02', name: 'Albacete', fixedPrefixes: ['967'] },
  { code: '03', name: 'Alicante/Alacant', fixedPrefixes: ['965', '966'] },
  { code: '04', name: 'Almería', fixedPrefixes: ['950'] },
  { code: '05', name: 'Ávila', fixedPrefixes: ['920'] },
  { code: '06', name: 'Badajoz', fixedPrefixes: ['924'] },
  { code: '07', name: 'Illes Balears', fixedPrefixes: ['971'] },
  { code: '08', name: 'Barcelona', fixedPrefixes: ['93'] },
  { code: '09', name: 'Burgos', fixedPrefixes: ['947'] },
  { code: '10', name: 'Cáceres', fixedPrefixes: ['927'] },
  { code: '11', name: 'Cádiz', fixedPrefixes: ['956'] },
  { code: '12', name: 'Castellón/Castelló', fixedPrefixes: ['964'] },
  { code: '13', name: 'Ciudad Real', fixedPrefixes: ['926'] },
  { code: '14', name: 'Córdoba', fixedPrefixes: ['957'] },
  { code: '15', name: 'A Coruña', fixedPrefixes: ['981'] },
  { code: '16', name: 'Cuenca', fixedPrefixes: ['969'] },
  { code: '17', name: 'Girona', fixedPrefixes: ['972'] },
  { code: '18', name: 'Granada', fixedPrefixes: ['958'] },
  { code: '19', name: 'Guadalajara', fixedPrefixes: ['949'] },
  { code: '20', name: 'Gipuzkoa', fixedPrefixes: ['943'] },
  { code: '21', name: 'Huelva', fixedPrefixes: ['959'] },
  { code: '22', name: 'Huesca', fixedPrefixes: ['974'] },
  { code: '23', name: 'Jaén', fixedPrefixes: ['953'] },
  { code: '24', name: 'León', fixedPrefixes: ['987'] },
  { code: '25', name: 'Lleida', fixedPrefixes: ['973'] },
  { code: '26', name: 'La Rioja', fixedPrefixes: ['941'] },
  { code: '27', name: 'Lugo', fixedPrefixes: ['982'] },
  { code: '28', name: 'Madrid', fixedPrefixes: ['91'] },
  { code: '29', name: 'Málaga', fixedPrefixes: ['951', '952'] },
  { code: '30', name: 'Murcia', fixedPrefixes: ['968'] },
  { code: '31', name: 'Navarra', fixedPrefixes: ['948'] },
  { code: '32', name: 'Ourense', fixedPrefixes: ['988'] },
  { code: '33', name: 'Asturias', fixedPrefixes: ['984', '985'] },
  { code: '34', name: 'Palencia', fixedPrefixes: ['979'] },
  { code: '35', name: 'Las Palmas', fixedPrefixes: ['928'] },
  { code: '36', name: 'Pontevedra', fixedPrefixes: ['986'] },
  { code: '37', name: 'Salamanca', fixedPrefixes: ['923'] },
  { code: '38', name: 'Santa Cruz de Tenerife', fixedPrefixes: ['922'] },
  { code: '39', name: 'Cantabria', fixedPrefixes: ['942'] },
  { code: '40', name: 'Segovia', fixedPrefixes: ['921'] },
  { code: '41', name: 'Sevilla', fixedPrefixes: ['954', '955'] },
  { code: '42', name: 'Soria', fixedPrefixes: ['975'] },
  { code: '43', name: 'Tarragona', fixedPrefixes: ['977'] },
  { code: '44', name: 'Teruel', fixedPrefixes: ['978'] },
  { code: '45', name: 'Toledo', fixedPrefixes: ['925'] },
  { code: '46', name: 'Valencia/València', fixedPrefixes: ['960', '961', '962', '963'] },
  { code: '47', name: 'Valladolid', fixedPrefixes: ['983'] },
  { code: '48', name: 'Bizkaia', fixedPrefixes: ['944', '946'] },
  { code: '49', name: 'Zamora', fixedPrefixes: ['980'] },
  { code: '50', name: 'Zaragoza', fixedPrefixes: ['976'] },
  // The autonomous cities share their neighbours' prefixes.
  { code: '51', name: 'Ceuta', fixedPrefixes: ['956'] },
  { code: '52', name: 'Melilla', fixedPrefixes: ['952'] },
];

const BY_CODE = new Map<string, Province>(PROVINCES.map((province) => [province.code, province]));

export function isProvinceCode(value: unknown): value is ProvinceCode {
  return typeof value === 'string' && BY_CODE.has(value);
}

/** The province with this INE code, or undefined. */
export function provinceByCode(code: string): Province | undefined {
  return BY_CODE.get(code);
}

/** The province a postal code belongs to (its first two digits), or undefined for a malformed or unknown code. */
export function provinceOfPostalCode(postalCode: string): Province | undefined {
  return /^\d{5}$/.test(postalCode) ? BY_CODE.get(postalCode.slice(0, 2)) : undefined;
}

/** Every geographic prefix of a province: its 9xx prefixes and their 8xx mirrors. */
export function fixedPrefixesOf(province: Province): string[] {
  return [...province.fixedPrefixes, ...province.fixedPrefixes.map((prefix) => `8${prefix.slice(1)}`)];
}
