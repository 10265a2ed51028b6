import type { Insertable, Kysely } from 'kysely';
import type { NewsTable } from '../db/dashboard-tables';
import type { Database } from '../db/database-schema';

const BRANDS = [
  { id: '2020001', name: 'Demo Telecom' },
  { id: '1450002', name: 'Vela Movil' },
  { id: '3000003', name: 'Nimbus Fibra' },
];

/** Published before every demo clock the tests use; one announcement waits in the future. */
const day = (iso: string) => new Date(`${iso}T08:00:00.000Z`);

/** Three announcements per brand and one from the operator to every brand, in Spanish; one more scheduled. */
export async function seedDemoNews(db: Kysely<Database>): Promise<number> {
  const rows: Insertable<NewsTable>[] = BRANDS.flatMap((brand) => [
    {
      brand_id: brand.id,
      title: `${brand.name}: nuevas tarifas de fibra`,
      body: `Desde el lunes, ${brand.name} ofrece fibra de 1 Gbps al precio de la de 600 Mbps para altas nuevas.`,
      published_at: day('2025-11-03'),
    },
    {
      brand_id: brand.id,
      title: 'Horario de atención en festivos',
      body: `El soporte de ${brand.name} atiende de 10:00 a 14:00 los festivos nacionales.`,
      published_at: day('2025-11-20'),
    },
    {
      brand_id: brand.id,
      title: 'Campaña de portabilidades de diciembre',
      body: 'Las portabilidades de líneas móviles confirmadas este mes suman una comisión adicional.',
      published_at: day('2025-12-01'),
    },
  ]);
  rows.push(
    {
      brand_id: null,
      title: 'Centralita: mantenimiento programado',
      body: 'La consola no estará disponible el domingo de 02:00 a 03:00 (hora de Madrid) por mantenimiento.',
      published_at: day('2025-12-10'),
    },
    {
      brand_id: null,
      title: 'Centralita: novedades del próximo trimestre',
      body: 'Anuncio programado: se publica más adelante y no debe verse antes.',
      published_at: day('2099-01-01'),
    },
  );
  await db.insertInto('news').values(rows).execute();
  return rows.length;
}
