import type { ColumnType, Generated } from 'kysely';
import type { TaxTerritory } from '../../schema/domain/taxes';
import type { FinancialRiskOpinion } from '../../schema/domain/vocabulary/financial-risk';
import type { CreditBureauCompanyInfo } from '../providers/credit-bureau/credit-bureau';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
// pg turns JS arrays into PostgreSQL arrays, so jsonb is written as a JSON string.
type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;

/** Tables of migration 0006 (api/db/migrations/0006-financial-risk.sql). */
export type FinancialRiskScoresTable = {
  id: Generated<string>;
  customer_id: string;
  brand_id: string;
  channel_id: string;
  bureau_score_id: string;
  score_rank: number;
  default_probability_basis_points: number;
  opinion: FinancialRiskOpinion;
  fraudster: boolean;
  defaulter: boolean;
  company_info: NullableJson<CreditBureauCompanyInfo>;
  requested_by: string | null;
  scored_at: Timestamp;
};

export type FinancialRiskChargesTable = {
  id: Generated<string>;
  score_id: string;
  customer_id: string;
  brand_id: string;
  net_cents: number;
  tax_territory: TaxTerritory;
  tax_rate_basis_points: number;
  tax_cents: number;
  total_cents: number;
  charged_at: Timestamp;
};
