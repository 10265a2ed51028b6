// A deterministic corpus with the vocabulary sizes of real Spanish customer data, for the palette benches and the
// search tests: thousands of given names, tens of thousands of surnames, tens of thousands of street names, a few
// thousand towns, each drawn with a Zipf-like frequency (a few very common values, a long tail of rare ones), the
// way the national statistics list them. client/search/synthetic-corpus.ts draws from ~150 names and ~150 surnames,
// which makes the name index's vocabulary (and so the cost of a fuzzy query over it) far smaller than a real
// reseller's.
//
// The common values are real Spanish names; the long tail is made of Spanish-sounding syllables (distinct words that
// behave like rare real names for a fuzzy matcher: same lengths, same letters, near-misses of the common ones).
import type { CustomerRecord, LineRecord } from '../client/search/search-corpus';

const COMMON_GIVEN = [
  'Antonio',
  'José',
  'Manuel',
  'Francisco',
  'David',
  'Juan',
  'Javier',
  'Daniel',
  'Carlos',
  'Jesús',
  'Alejandro',
  'Miguel',
  'Rafael',
  'Pedro',
  'Pablo',
  'Ángel',
  'Sergio',
  'Fernando',
  'Jorge',
  'Luis',
  'Alberto',
  'Álvaro',
  'Adrián',
  'Diego',
  'Raúl',
  'Enrique',
  'Ramón',
  'Vicente',
  'Iván',
  'Rubén',
  'Óscar',
  'Andrés',
  'Joaquín',
  'Santiago',
  'Eduardo',
  'Víctor',
  'Roberto',
  'Jaime',
  'Mario',
  'Ignacio',
  'Marcos',
  'Hugo',
  'Jordi',
  'Xavier',
  'Iker',
  'Unai',
  'Aitor',
  'Xoán',
  'Pau',
  'Oriol',
  'María',
  'Carmen',
  'Ana',
  'Isabel',
  'Laura',
  'Cristina',
  'Marta',
  'Lucía',
  'Francisca',
  'Dolores',
  'Antonia',
  'Paula',
  'Elena',
  'Sara',
  'Pilar',
  'Raquel',
  'Concepción',
  'Manuela',
  'Mercedes',
  'Rosa',
  'Beatriz',
  'Nuria',
  'Silvia',
  'Julia',
  'Irene',
  'Patricia',
  'Rocío',
  'Andrea',
  'Teresa',
  'Montserrat',
  'Alba',
  'Sonia',
  'Encarnación',
  'Inmaculada',
  'Ainhoa',
  'Leire',
  'Itziar',
  'Núria',
  'Meritxell',
];
const COMMON_SURNAMES = [
  'García',
  'Rodríguez',
  'González',
  'Fernández',
  'López',
  'Martínez',
  'Sánchez',
  'Pérez',
  'Gómez',
  'Martín',
  'Jiménez',
  'Hernández',
  'Ruiz',
  'Díaz',
  'Moreno',
  'Muñoz',
  'Álvarez',
  'Romero',
  'Gutiérrez',
  'Alonso',
  'Navarro',
  'Torres',
  'Domínguez',
  'Ramos',
  'Vázquez',
  'Ramírez',
  'Gil',
  'Serrano',
  'Morales',
  'Molina',
  'Blanco',
  'Suárez',
  'Castro',
  'Ortega',
  'Delgado',
  'Ortiz',
  'Marín',
  'Rubio',
  'Núñez',
  'Medina',
  'Sanz',
  'Castillo',
  'Iglesias',
  'Cortés',
  'Garrido',
  'Santos',
  'Guerrero',
  'Lozano',
  'Cano',
  'Cruz',
  'Méndez',
  'Flores',
  'Prieto',
  'Herrera',
  'Peña',
  'León',
  'Márquez',
  'Cabrera',
  'Gallego',
  'Calvo',
  'Vidal',
  'Campos',
  'Reyes',
  'Vega',
  'Fuentes',
  'Carrasco',
  'Diez',
  'Aguilar',
  'Caballero',
  'Nieto',
  'Santana',
  'Pascual',
  'Herrero',
  'Montero',
  'Lorenzo',
  'Hidalgo',
  'Giménez',
  'Ibáñez',
  'Ferrer',
  'Durán',
  'Santiago',
  'Benítez',
  'Mora',
  'Vicente',
  'Vargas',
  'Arias',
  'Carmona',
  'Crespo',
  'Román',
  'Pastor',
  'Soto',
  'Sáez',
  'Velasco',
  'Moya',
  'Soler',
  'Parra',
  'Esteban',
  'Bravo',
  'Gallardo',
  'Rojas',
  'Etxeberria',
  'Goikoetxea',
  'Puig',
  'Vilaró',
  'Castells',
  'Otero',
  'Rey',
  'Pardo',
  'Quintana',
  'Rivas',
  'de la Fuente',
  'del Río',
  'de la Torre',
  'San Martín',
];
const COMMON_TOWNS = [
  'Madrid',
  'Barcelona',
  'Valencia',
  'Sevilla',
  'Zaragoza',
  'Málaga',
  'Murcia',
  'Palma',
  'Bilbao',
  'Alicante',
  'Córdoba',
  'Valladolid',
  'Vigo',
  'Gijón',
  "L'Hospitalet de Llobregat",
  'Vitoria-Gasteiz',
  'A Coruña',
  'Granada',
  'Elche',
  'Oviedo',
  'Badalona',
  'Terrassa',
  'Cartagena',
  'Jerez de la Frontera',
  'Sabadell',
  'Móstoles',
];
const STREET_KINDS = [
  'Calle',
  'Calle',
  'Calle',
  'Avenida',
  'Plaza',
  'Paseo',
  'Camino',
  'Carrer',
  'Rúa',
  'Travesía',
];
const COMPANY_WORDS = [
  'Talleres',
  'Construcciones',
  'Transportes',
  'Instalaciones',
  'Reformas',
  'Distribuciones',
  'Asesoría',
  'Consultoría',
  'Electricidad',
  'Fontanería',
  'Panadería',
  'Restaurante',
  'Clínica',
  'Farmacia',
  'Autoescuela',
  'Inmobiliaria',
  'Gestoría',
  'Carpintería',
  'Cerrajería',
  'Limpiezas',
  'Hostelería',
  'Bodegas',
  'Frutas',
];
const COMPANY_FORMS = ['SL', 'SA', 'SLU', 'SCP', 'SCCL'];
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

const ONSETS = [
  'b',
  'c',
  'd',
  'f',
  'g',
  'j',
  'l',
  'm',
  'n',
  'p',
  'r',
  's',
  't',
  'v',
  'z',
  'ch',
  'll',
  'br',
  'cr',
  'gr',
  'tr',
  'pl',
  'x',
  'h',
  'ñ',
  'bl',
  'fr',
  'gu',
  'qu',
  'tx',
  'k',
];
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'a', 'e', 'o', 'ia', 'ue', 'ai', 'io'];
const CODAS = ['', '', '', 'n', 's', 'l', 'r', 'z'];
const SURNAME_ENDINGS = [
  'ez',
  'es',
  'o',
  'a',
  'ero',
  'ado',
  'illo',
  'ón',
  'al',
  'ar',
  'eda',
  'ena',
  'uela',
  'aga',
  'eta',
  'ell',
  'às',
  'iz',
  'oa',
  'ega',
];
const GIVEN_ENDINGS = ['a', 'o', 'el', 'ín', 'ia', 'io', 'ina', 'er', 'án', 'ela', 'ita', 'i', 'e'];
const STREET_WORDS = [
  'Mayor',
  'Real',
  'Nueva',
  'Iglesia',
  'Sol',
  'Mar',
  'Molino',
  'Fuente',
  'Castillo',
  'Rosal',
  'Olivos',
  'Pinos',
  'Constitución',
  'Libertad',
  'Estación',
  'Ermita',
  'Huertas',
  'Eras',
  'Cruz',
  'Prado',
];

/** mulberry32: a small seeded generator, the same numbers on every machine. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `count` distinct words: the common ones first, then made-up Spanish-sounding ones. */
function vocabulary(
  random: () => number,
  common: readonly string[],
  count: number,
  endings: readonly string[],
  syllables: [number, number],
): string[] {
  const words = new Set(common);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  while (words.size < count) {
    const length = syllables[0] + Math.floor(random() * (syllables[1] - syllables[0] + 1));
    let word = '';
    for (let s = 0; s < length; s++)
      word += pick(ONSETS) + pick(VOWELS) + (s < length - 1 ? pick(CODAS) : '');
    word += pick(endings);
    words.add(capitalize(word));
  }
  return [...words];
}

/** Draws ranks with weight 1/(rank+1)^s: rank 0 is the most frequent value. */
function zipf(random: () => number, size: number, exponent: number): () => number {
  const cumulative = new Float64Array(size);
  let total = 0;
  for (let rank = 0; rank < size; rank++) {
    total += 1 / (rank + 1) ** exponent;
    cumulative[rank] = total;
  }
  return () => {
    const target = random() * total;
    let low = 0;
    let high = size - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((cumulative[middle] ?? 0) < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

export type RealisticCustomer = CustomerRecord & { street: string; town: string; postalCode: string };
export type RealisticLine = LineRecord & { customerId: string; installationAddress: string | null };
export type RealisticCorpus = {
  customers: RealisticCustomer[];
  lines: RealisticLine[];
  vocabulary: { givenNames: number; surnames: number; streets: number; towns: number };
};

/** Vocabulary sizes in the order of the national lists of names with at least 20 holders, scaled down a little. */
export const VOCABULARY = { givenNames: 6_000, surnames: 24_000, streets: 30_000, towns: 3_000 };

export function realisticCorpus(
  size: { lines: number; customers: number },
  seed = 2026,
  sizes = VOCABULARY,
): RealisticCorpus {
  const random = seeded(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const digits = (count: number) => Array.from({ length: count }, () => Math.floor(random() * 10)).join('');
  const given = vocabulary(random, COMMON_GIVEN, sizes.givenNames, GIVEN_ENDINGS, [1, 3]);
  const surnames = vocabulary(random, COMMON_SURNAMES, sizes.surnames, SURNAME_ENDINGS, [1, 3]);
  const towns = vocabulary(
    random,
    COMMON_TOWNS,
    sizes.towns,
    ['', 'es', 'illa', ' del Campo', ' de Mar'],
    [2, 3],
  );
  const streetNames = new Set<string>();
  while (streetNames.size < sizes.streets) {
    const roll = random();
    const name =
      roll < 0.35
        ? `${pick(given)} ${pick(surnames)}`
        : roll < 0.7
          ? pick(surnames)
          : roll < 0.85
            ? `${pick(STREET_WORDS)} ${pick(surnames)}`
            : `${pick(STREET_WORDS)} de ${pick(towns)}`;
    streetNames.add(`${pick(STREET_KINDS)} ${name}`);
  }
  const streets = [...streetNames];
  const givenRank = zipf(random, given.length, 1);
  const surnameRank = zipf(random, surnames.length, 0.9);
  const streetRank = zipf(random, streets.length, 0.6);
  const townRank = zipf(random, towns.length, 1.1);

  const customers: RealisticCustomer[] = [];
  for (let index = 0; index < size.customers; index++) {
    const company = random() < 0.12;
    let fiscalId: string;
    if (company) fiscalId = `${pick(['A', 'B', 'B', 'B', 'F', 'J'])}${digits(8)}`;
    else if (random() < 0.15) {
      const body = digits(7);
      const prefix = pick(['X', 'Y', 'Z']);
      fiscalId = `${prefix}${body}${DNI_LETTERS[Number(`${'XYZ'.indexOf(prefix)}${body}`) % 23]}`;
    } else {
      const body = digits(8);
      fiscalId = `${body}${DNI_LETTERS[Number(body) % 23]}`;
    }
    // A quarter of the given names are compound (María José, José Antonio).
    const firstName = given[givenRank()] ?? 'Ana';
    const name = company ? '' : random() < 0.25 ? `${firstName} ${given[givenRank()] ?? 'José'}` : firstName;
    const firstSurname = company ? '' : (surnames[surnameRank()] ?? '');
    const lastSurname = company ? '' : (surnames[surnameRank()] ?? '');
    const companyName = company
      ? `${pick(COMPANY_WORDS)} ${surnames[surnameRank()] ?? ''} ${pick(COMPANY_FORMS)}`
      : null;
    const emailName = (company ? (companyName ?? '') : `${name}.${firstSurname}`)
      .normalize('NFD')
      .replace(/[^a-zA-Z.]/g, '')
      .toLowerCase();
    customers.push({
      customerId: `C${String(index + 1).padStart(7, '0')}`,
      fiscalId,
      name: company ? companyName : name,
      firstSurname,
      lastSurname,
      companyName,
      email: `${emailName}${index % 97 === 0 ? '' : index}@${pick(['gmail.com', 'hotmail.com', 'yahoo.es', 'telefonica.net', 'example.es'])}`,
      street: `${streets[streetRank()] ?? 'Calle Mayor'}, ${1 + Math.floor(random() * 120)}`,
      town: towns[townRank()] ?? 'Madrid',
      postalCode: `${String(1 + Math.floor(random() * 52)).padStart(2, '0')}${digits(3)}`,
    });
  }
  const lines: RealisticLine[] = [];
  const usedNumbers = new Set<string>();
  for (let index = 0; index < size.lines; index++) {
    const holder = customers[Math.floor(random() * customers.length)] as RealisticCustomer;
    const mobile = random() < 0.8;
    let lineNumber = '';
    do lineNumber = `${mobile ? pick(['6', '7']) : pick(['8', '9'])}${digits(8)}`;
    while (usedNumbers.has(lineNumber));
    usedNumbers.add(lineNumber);
    lines.push({
      subscriptionId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      customerId: holder.customerId,
      lineNumber,
      fiscalId: holder.fiscalId,
      customerName: holder.companyName ?? holder.name ?? '',
      customerFirstSurname: holder.firstSurname ?? '',
      customerLastSurname: holder.lastSurname ?? '',
      status: pick(['ACTIVE', 'ACTIVE', 'ACTIVE', 'ACTIVE', 'PENDING_PORTABILITY', 'CANCELED']),
      family: mobile ? 'MOBILE' : 'FIBRE',
      carrier: pick(['2', '3', '4', '5']),
      icc: mobile ? `893401${digits(13)}` : null,
      productName: mobile ? 'Móvil Ilimitado' : 'Fibra 600 Mb',
      installationAddress: mobile ? null : `${holder.street}, ${holder.postalCode} ${holder.town}`,
    });
  }
  return { customers, lines, vocabulary: sizes };
}

/**
 * Queries a user types against this corpus, each to be typed key by key: common and rare surnames and full names
 * (some without accents, one with a typo), a long full name (10+ characters: threshold 0.6, distance 200), a line
 * number, a DNI, an ICC prefix, an e-mail.
 */
export function realisticQueries(corpus: RealisticCorpus, seed = 7): string[] {
  const random = seeded(seed);
  const people = corpus.customers.filter((customer) => !customer.companyName && customer.lastSurname);
  const person = () => people[Math.floor(random() * people.length)] as RealisticCustomer;
  const plain = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  const a = person();
  const b = person();
  const c = person();
  const typo = plain(b.firstSurname ?? 'garcia');
  const line = corpus.lines[Math.floor(random() * corpus.lines.length)] as RealisticLine;
  const mobile = corpus.lines.find((candidate) => candidate.icc) as RealisticLine;
  return [
    'garcía lópez',
    'fernandez',
    'maria jose',
    plain(`${a.name} ${a.firstSurname}`),
    // A letter swapped in a surname from the corpus.
    typo.length > 4 ? `${typo.slice(0, 2)}${typo[3]}${typo[2]}${typo.slice(4)}` : typo,
    plain(`${c.name} ${c.firstSurname} ${c.lastSurname}`).slice(0, 24),
    'talleres',
    line.lineNumber,
    a.fiscalId,
    (mobile.icc ?? '').slice(0, 12),
    (c.email ?? '').slice(0, 10),
  ];
}
