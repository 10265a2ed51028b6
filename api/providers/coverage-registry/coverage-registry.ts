import type { CoverageTechnology } from '../../../schema/rest/coverage';

export type CoverageAddress = {
  postalCode: string;
  province: string;
  city: string;
  street: string;
  number: string;
};

export type CoverageOffer = {
  technology: CoverageTechnology;
  maxDownloadMbps: number;
  maxUploadMbps: number;
};

/** The network coverage registry: which technologies reach an address, at what maximum speed. */
export type Coverage = {
  check(address: CoverageAddress): Promise<CoverageOffer[]>;
};
