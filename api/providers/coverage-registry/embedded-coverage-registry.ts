import { createHash } from 'node:crypto';
import type { Coverage, CoverageAddress, CoverageOffer } from './coverage-registry';

/** A street the simulated registry has no coverage at all for. */
export const EMBEDDED_UNCOVERED_STREET = 'sin cobertura';

function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The simulated registry's answer, derived from a hash of the address (postal code, street, number; case, accents
 * and spacing forgiven), so the same address always gets the same technologies; a street saying "sin cobertura"
 * gets none.
 */
export function embeddedCoverageOf(address: CoverageAddress): CoverageOffer[] {
  const street = plain(address.street);
  if (street.includes(EMBEDDED_UNCOVERED_STREET)) return [];
  const hash = createHash('sha256')
    .update(`${address.postalCode}|${street}|${plain(address.number)}`)
    .digest();
  const byte = (index: number) => hash[index] ?? 0;
  const offers: CoverageOffer[] = [];
  const fibre = byte(0) % 4 !== 0;
  if (fibre) {
    const speed = [300, 600, 1000][byte(1) % 3] ?? 300;
    offers.push({ technology: 'FIBRE', maxDownloadMbps: speed, maxUploadMbps: speed });
  }
  if (byte(4) % 3 !== 0) {
    offers.push({ technology: '5G', maxDownloadMbps: 300 + (byte(5) % 6) * 100, maxUploadMbps: 100 });
  }
  if (!fibre && byte(2) % 2 === 0) offers.push({ technology: 'ADSL', maxDownloadMbps: 20, maxUploadMbps: 1 });
  offers.push({ technology: '4G', maxDownloadMbps: 50 + (byte(3) % 10) * 10, maxUploadMbps: 20 });
  offers.push({ technology: 'SATELLITE', maxDownloadMbps: 100, maxUploadMbps: 10 });
  return offers.sort((a, b) => b.maxDownloadMbps - a.maxDownloadMbps);
}

/** A stand-in for the coverage registry (see embeddedCoverageOf); answers at once. */
export function createEmbeddedCoverage(): Coverage {
  return {
    async check(address) {
      return embeddedCoverageOf(address);
    },
  };
}
