import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type NewsLocale = 'es' | 'ca' | 'en' | 'br';

/** Tables of migration 0013 (api/db/migrations/0013-dashboard-search-news.sql). */
export type NewsTable = {
  id: Generated<string>;
  /** null: an announcement for every brand. */
  brand_id: string | null;
  locale: ColumnType<NewsLocale, NewsLocale | undefined, NewsLocale>;
  title: string;
  body: string;
  published_at: Timestamp;
  created_at: Timestamp;
};

export type ApiSigningKeysTable = {
  purpose: string;
  secret: string;
  created_at: Timestamp;
};

/**
 * Migration 0022: counts the database keeps per metric, channel and Madrid day (null day: a snapshot of now), with
 * the breakdowns each metric keeps in `status` and `dimension` ('' when none). Written by triggers only.
 */
export type DashboardCountsTable = {
  metric: string;
  channel_id: string;
  day: string | null;
  status: string;
  dimension: string;
  count: ColumnType<string, string | number, string | number>;
  amount_cents: ColumnType<string, string | number, string | number>;
};
