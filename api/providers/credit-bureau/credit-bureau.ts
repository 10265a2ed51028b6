import type { FinancialRiskOpinion } from '../../../schema/domain/vocabulary/financial-risk';

/** The company-info block the bureau returns for a company. */
export type CreditBureauCompanyInfo = {
  name: string;
  salesYear: number;
  capitalCents: number;
  activity: string;
  city: string;
  headquartersAddress: string;
  type: string;
  latestBalanceCents: number;
  salesCents: number;
  employees: number;
  constitutionDate: string | null;
  website: string | null;
  phone: string | null;
  fax: string | null;
  representative: string;
  email: string | null;
  status: string;
};

export type CreditBureauScore = {
  scoreId: string;
  /** 0 (worst) to 1000 (best). */
  rank: number;
  /** Basis points: 1234 = 12.34 %. */
  defaultProbabilityBasisPoints: number;
  opinion: FinancialRiskOpinion;
  fraudster: boolean;
  defaulter: boolean;
  companyInfo: CreditBureauCompanyInfo | null;
};

/** What the api sends: a person's identity and postal code, or a company's legal name and representative. */
export type CreditBureauQuery =
  | {
      kind: 'PERSON';
      document: string;
      name: string;
      firstSurname: string;
      lastSurname: string;
      /** YYYY-MM-DD. */
      birthDate: string;
      postalCode: string;
    }
  | {
      kind: 'COMPANY';
      document: string;
      legalName: string;
      representative: { document: string; name: string; firstSurname: string; secondSurname: string | null };
    };

/** A credit bureau: a score, or null when it has no result for that party (then nothing is charged). */
export type CreditBureau = {
  score(query: CreditBureauQuery): Promise<CreditBureauScore | null>;
};
