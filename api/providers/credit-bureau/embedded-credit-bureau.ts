import { createHash } from 'node:crypto';
import type { FinancialRiskOpinion } from '../../../schema/domain/vocabulary/financial-risk';
import type { CreditBureau, CreditBureauQuery, CreditBureauScore } from './credit-bureau';

/** Whether the simulator has no file on a document: its digits sum to a multiple of 7. */
export function embeddedBureauHasNoResult(document: string): boolean {
  const digits = [...document].filter((c) => c >= '0' && c <= '9').map(Number);
  return digits.reduce((sum, digit) => sum + digit, 0) % 7 === 0;
}

const ACTIVITIES = ['Telecomunicaciones', 'Comercio minorista', 'Hostelería', 'Construcción', 'Consultoría'];
const CITIES = ['Madrid', 'Barcelona', 'Valencia', 'Sevilla', 'Bilbao', 'Zaragoza'];

/**
 * A stand-in for the credit bureau: the same document always gets the same answer, derived from a hash, so tests
 * and demos are repeatable; some documents have no result at all (see embeddedBureauHasNoResult).
 */
export function createEmbeddedCreditBureau(): CreditBureau {
  return {
    async score(query: CreditBureauQuery): Promise<CreditBureauScore | null> {
      if (embeddedBureauHasNoResult(query.document)) return null;
      const hash = createHash('sha256').update(query.document).digest();
      const rank = hash.readUInt16BE(0) % 1001;
      const opinion: FinancialRiskOpinion =
        rank >= 600 ? 'FAVORABLE' : rank >= 300 ? 'CAUTION' : 'UNFAVORABLE';
      // Higher rank, lower probability of default: from ~0.5 % at 1000 to ~40 % at 0.
      const defaultProbabilityBasisPoints = Math.round(50 + ((1000 - rank) / 1000) * 3950);
      const fraudster = rank < 300 && (hash[2] ?? 0) % 4 === 0;
      const defaulter = rank < 450 && (hash[3] ?? 0) % 2 === 0;
      const pick = (list: readonly string[], byte: number) => list[(hash[byte] ?? 0) % list.length] as string;
      const companyInfo =
        query.kind === 'COMPANY'
          ? {
              name: query.legalName,
              salesYear: 2025,
              capitalCents: 300_000 + hash.readUInt16BE(4) * 100,
              activity: pick(ACTIVITIES, 6),
              city: pick(CITIES, 7),
              headquartersAddress: `Calle Mayor ${((hash[8] ?? 0) % 120) + 1}`,
              type: 'SOCIEDAD_LIMITADA',
              latestBalanceCents: hash.readUInt32BE(9) % 500_000_000,
              salesCents: hash.readUInt32BE(13) % 2_000_000_000,
              employees: ((hash[17] ?? 0) % 250) + 1,
              constitutionDate: `${2000 + ((hash[18] ?? 0) % 24)}-0${((hash[19] ?? 0) % 9) + 1}-15`,
              website: null,
              phone: `91${String(hash.readUInt32BE(20) % 10_000_000).padStart(7, '0')}`,
              fax: null,
              representative: [
                query.representative.name,
                query.representative.firstSurname,
                query.representative.secondSurname,
              ]
                .filter(Boolean)
                .join(' '),
              email: null,
              status: 'ACTIVA',
            }
          : null;
      return {
        scoreId: `EMB-${hash.toString('hex').slice(0, 12).toUpperCase()}`,
        rank,
        defaultProbabilityBasisPoints,
        opinion,
        fraudster,
        defaulter,
        companyInfo,
      };
    },
  };
}
