import type { CustomerRecord, LineRecord, SearchCorpus } from './search-corpus';

/**
 * A deterministic corpus with realistic Spanish names for tests and bench/palette.ts (no server, no faker in the
 * browser): small value pools picked by a seeded generator, the idea of api/seed/bench-scale's pools.
 */
const FIRST_NAMES = [
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
  'Alicia',
  'María José',
  'María del Carmen',
  'Juan Carlos',
  'José Luis',
  'Miguel Ángel',
  'Jordi',
  'Montse',
  'Núria',
  'Xavier',
  'Aitor',
  'Iker',
  'Nerea',
  'Ainhoa',
  'Uxue',
  'Xoán',
];
const SURNAMES = [
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
  'Ruiz',
  'Hernández',
  'Díaz',
  'Moreno',
  'Muñoz',
  'Álvarez',
  'Romero',
  'Alonso',
  'Gutiérrez',
  'Navarro',
  'Torres',
  'Domínguez',
  'Vázquez',
  'Ramos',
  'Gil',
  'Ramírez',
  'Serrano',
  'Blanco',
  'Molina',
  'Morales',
  'Suárez',
  'Ortega',
  'Delgado',
  'Castro',
  'Ortiz',
  'Rubio',
  'Marín',
  'Sanz',
  'Núñez',
  'Iglesias',
  'Medina',
  'Garrido',
  'Cortés',
  'Castillo',
  'Santos',
  'Lozano',
  'Guerrero',
  'Cano',
  'Prieto',
  'Méndez',
  'Cruz',
  'Calvo',
  'Gallego',
  'Vidal',
  'León',
  'Márquez',
  'Herrera',
  'Peña',
  'Flores',
  'Cabrera',
  'Campos',
  'Vega',
  'Fuentes',
  'Carrasco',
  'Diez',
  'Caballero',
  'Reyes',
  'Nieto',
  'Aguilar',
  'Pascual',
  'Santana',
  'Herrero',
  'Lorenzo',
  'Montero',
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
  'Pardo',
  'Merino',
  'Franco',
  'Espinosa',
  'Izquierdo',
  'Lara',
  'Rivas',
  'Silva',
  'Rivera',
  'Casado',
  'Arroyo',
  'Redondo',
  'Camacho',
  'Rey',
  'Vera',
  'Otero',
  'Luque',
  'Galán',
  'Montes',
  'Ríos',
  'Sierra',
  'Segura',
  'Carrillo',
  'Marcos',
  'Marti',
  'Soriano',
  'Mendoza',
  'de la Fuente',
  'del Río',
  'de la Cruz',
  'Puig',
  'Vila',
  'Ferrández',
  'Etxeberria',
  'Agirre',
  'Goikoetxea',
  'Castelló',
  'Rovira',
  'Bosch',
  'Ferreira',
  'Pereira',
  'Rodrigues',
];
const COMPANY_WORDS = [
  'Talleres',
  'Construcciones',
  'Transportes',
  'Distribuciones',
  'Instalaciones',
  'Reformas',
  'Servicios',
  'Comercial',
  'Hostelería',
  'Asesoría',
  'Clínica Dental',
  'Panadería',
  'Ferretería',
  'Inmobiliaria',
];
const COMPANY_TAILS = ['Hermanos', 'e Hijos', 'y Asociados', 'del Sur', 'del Norte', 'Levante', 'Integrales'];
const COMPANY_FORMS = ['SL', 'SA', 'SLU', 'SCP'];
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const STATUSES = ['ACTIVE', 'ACTIVE', 'ACTIVE', 'ACTIVE', 'PENDING_PORTABILITY', 'CANCELED', 'TERMINATED'];
const CARRIERS = ['1', '2', '3', '4', '5'];

/** mulberry32: a small seeded generator, the same numbers on every machine. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function syntheticCorpus(size: { lines: number; customers: number }, seed = 5005): SearchCorpus {
  const random = generator(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const digits = (count: number) => Array.from({ length: count }, () => Math.floor(random() * 10)).join('');
  const customers: CustomerRecord[] = [];
  for (let index = 0; index < size.customers; index++) {
    const company = random() < 0.12;
    let fiscalId: string;
    if (company) fiscalId = `B${digits(8)}`;
    else if (random() < 0.15) {
      const body = digits(7);
      fiscalId = `${pick(['X', 'Y', 'Z'])}${body}${DNI_LETTERS[Number(body) % 23]}`;
    } else {
      const body = digits(8);
      fiscalId = `${body}${DNI_LETTERS[Number(body) % 23]}`;
    }
    const name = company ? '' : pick(FIRST_NAMES);
    const firstSurname = company ? '' : pick(SURNAMES);
    const lastSurname = company ? '' : pick(SURNAMES);
    const companyName = company
      ? `${pick(COMPANY_WORDS)} ${pick(SURNAMES)} ${pick(COMPANY_TAILS)} ${pick(COMPANY_FORMS)}`
      : null;
    const emailName = (company ? (companyName ?? '') : `${name}.${firstSurname}`)
      .normalize('NFD')
      .replace(/[^a-zA-Z.]/g, '')
      .toLowerCase();
    customers.push({
      customerId: `C${String(index + 1).padStart(7, '0')}`,
      fiscalId,
      name,
      firstSurname,
      lastSurname,
      companyName,
      email: `${emailName}${index}@example.es`,
    });
  }
  const lines: LineRecord[] = [];
  for (let index = 0; index < size.lines; index++) {
    const holder = customers[Math.floor(random() * customers.length)] as CustomerRecord;
    const mobile = random() < 0.8;
    lines.push({
      subscriptionId: `S${String(index + 1).padStart(8, '0')}`,
      lineNumber: `${mobile ? pick(['6', '7']) : pick(['8', '9'])}${digits(8)}`,
      fiscalId: holder.fiscalId,
      customerName: holder.companyName ?? holder.name ?? '',
      customerFirstSurname: holder.firstSurname ?? '',
      customerLastSurname: holder.lastSurname ?? '',
      status: pick(STATUSES),
      family: mobile ? 'MOBILE' : 'FIBRE',
      carrier: pick(CARRIERS),
      icc: mobile ? `893401${digits(13)}` : null,
    });
  }
  return { lines, customers };
}
