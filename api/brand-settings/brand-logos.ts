import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  BRAND_LOGO_KINDS,
  type BrandLogo,
  type BrandLogoKind,
  LOGO_MAX_BYTES,
  LOGO_MAX_SIDE_PX,
} from '../../schema/rest/brand-settings';
import type { BrandRow, Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import { inspectPng } from './inspect-png';

/** The kinds the session's brand info reads, and the brands column that holds each one's path. */
const SESSION_COLUMNS = {
  BRAND: 'logo_url',
  EXPANDED: 'expanded_logo_url',
  DARK_BRAND: 'dark_mode_logo_url',
  DARK_EXPANDED: 'dark_mode_expanded_logo_url',
} as const satisfies Partial<Record<BrandLogoKind, keyof BrandRow>>;

/** Characters of the content hash in a logo's path: enough that two files of one brand and kind never share one. */
const PATH_HASH_LENGTH = 16;

/** Where the browser fetches a logo: through the gateway, which passes /brand-logos/ on to the api. */
export function brandLogoPath(brandId: string, kind: BrandLogoKind, sha256: string): string {
  return `/brand-logos/${encodeURIComponent(brandId)}/${kind.toLowerCase()}-${sha256.slice(0, PATH_HASH_LENGTH)}.png`;
}

/** The kind and hash a logo path's file name holds (`dark_brand-0123456789abcdef.png`), or null. */
export function parseBrandLogoFile(file: string): { kind: BrandLogoKind; hash: string } | null {
  const match = /^([a-z_]+)-([0-9a-f]{16})\.png$/.exec(file);
  const kind = BRAND_LOGO_KINDS.find((candidate) => candidate.toLowerCase() === match?.[1]);
  return kind && match?.[2] ? { kind, hash: match[2] } : null;
}

/** The brand's logos, in BRAND_LOGO_KINDS order. */
export async function loadBrandLogos(db: Kysely<Database>, brandId: string): Promise<BrandLogo[]> {
  const rows = await db
    .selectFrom('brand_logos')
    .select(['kind', 'sha256', 'byte_size', 'width', 'height', 'updated_at'])
    .where('brand_id', '=', brandId)
    .execute();
  return BRAND_LOGO_KINDS.flatMap((kind) => {
    const row = rows.find((candidate) => candidate.kind === kind);
    if (!row) return [];
    return [
      {
        kind,
        url: brandLogoPath(brandId, kind, row.sha256),
        width: row.width,
        height: row.height,
        bytes: row.byte_size,
        updatedAt: new Date(row.updated_at).toISOString(),
      },
    ];
  });
}

/**
 * PUT /channel/logos: the file must be a whole PNG (its bytes say so, see inspectPng) of at most LOGO_MAX_BYTES and
 * LOGO_MAX_SIDE_PX a side; it replaces the brand's logo of that kind, and a kind the session reads points the
 * brand's row at the new path in the same transaction.
 */
export async function saveBrandLogo(
  db: Kysely<Database>,
  brand: BrandRow,
  kind: BrandLogoKind,
  contentBase64: string,
): Promise<void> {
  const content = Buffer.from(contentBase64, 'base64');
  if (content.length > LOGO_MAX_BYTES) {
    throw new ApiError(
      422,
      'LOGO_TOO_LARGE',
      `A logo may have at most ${LOGO_MAX_BYTES / 1024} KiB; this file has ${Math.ceil(content.length / 1024)} KiB`,
      'contentBase64',
    );
  }
  const png = inspectPng(content);
  if (!png || png.width > LOGO_MAX_SIDE_PX || png.height > LOGO_MAX_SIDE_PX) {
    throw new ApiError(422, 'LOGO_NOT_PNG', 'A logo must be a PNG image', 'contentBase64');
  }
  const sha256 = createHash('sha256').update(content).digest('hex');
  const row = {
    content,
    sha256,
    byte_size: content.length,
    width: png.width,
    height: png.height,
    updated_at: new Date(),
  };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('brand_logos')
      .values({ brand_id: brand.id, kind, ...row })
      .onConflict((oc) => oc.columns(['brand_id', 'kind']).doUpdateSet(row))
      .execute();
    const column = SESSION_COLUMNS[kind as keyof typeof SESSION_COLUMNS];
    if (column) {
      await trx
        .updateTable('brands')
        .set({ [column]: brandLogoPath(brand.id, kind, sha256) })
        .where('id', '=', brand.id)
        .execute();
    }
  });
}

/** DELETE /channel/logos: the logo goes, and the session's path with it. Removing a missing logo changes nothing. */
export async function removeBrandLogo(
  db: Kysely<Database>,
  brand: BrandRow,
  kind: BrandLogoKind,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('brand_logos').where('brand_id', '=', brand.id).where('kind', '=', kind).execute();
    const column = SESSION_COLUMNS[kind as keyof typeof SESSION_COLUMNS];
    if (column)
      await trx
        .updateTable('brands')
        .set({ [column]: null })
        .where('id', '=', brand.id)
        .execute();
  });
}

/** The PNG bytes a logo path names, or null (unknown brand, kind or an earlier file's hash). */
export async function readBrandLogoFile(
  db: Kysely<Database>,
  brandId: string,
  file: string,
): Promise<Buffer | null> {
  const parsed = parseBrandLogoFile(file);
  if (!parsed) return null;
  const row = await db
    .selectFrom('brand_logos')
    .select(['content', 'sha256'])
    .where('brand_id', '=', brandId)
    .where('kind', '=', parsed.kind)
    .executeTakeFirst();
  return row?.sha256.startsWith(parsed.hash) ? row.content : null;
}
