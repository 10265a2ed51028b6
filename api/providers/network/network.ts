import type { MultisimType, TvStatus } from '../../../schema/domain/vocabulary/line';
import type { ProductFamily } from '../../../schema/domain/vocabulary/product';

/** The line the network acts on, as our subscription row knows it. */
export type NetworkLine = {
  subscriptionId: string;
  lineNumber: string;
  family: ProductFamily;
  icc: string | null;
};

/** A line test of a fibre access: whether the ONT is in sync and at which speeds. */
export type FibreLineTest = {
  result: 'OK' | 'DEGRADED' | 'NO_SYNC';
  synced: boolean;
  downstreamMbps: number;
  upstreamMbps: number;
  /** Optical attenuation; null when there is no signal to measure. */
  attenuationDb: number | null;
};

/** One day of a line's use as the network metered it. */
export type MeteredDay = { date: string; voiceMinutes: number; smsCount: number; dataMb: number };

/** A request the network carries out asynchronously (SIM swap, MultiSIM): its reference at the carrier. */
export type NetworkOrder = { reference: string };

/**
 * The carrier's network as the console drives it: TV platform, ONT, HLR/SIM, wifi and the fibre line test.
 * Every call may fail with NetworkProviderError (the network refused or did not answer); then nothing was done.
 */
export type NetworkProvider = {
  setTvStatus(line: NetworkLine, status: TvStatus): Promise<void>;
  /** Restarts the ONT: the fibre service is interrupted for `interruptionMinutes` (1 to 4 minutes). */
  resetOnt(line: NetworkLine): Promise<{ interruptionMinutes: { min: number; max: number } }>;
  changeSpn(line: NetworkLine, spn: string): Promise<void>;
  setActiveMode(line: NetworkLine, enabled: boolean): Promise<void>;
  /** The password goes to the router and nowhere else. */
  changeWifi(line: NetworkLine, wifi: { ssid: string; password: string }): Promise<void>;
  changeLinePassword(line: NetworkLine, password: string): Promise<void>;
  testFibreLine(line: NetworkLine): Promise<FibreLineTest>;
  requestSimChange(line: NetworkLine, newIcc: string): Promise<NetworkOrder>;
  requestMultisim(line: NetworkLine, card: { type: MultisimType; icc: string }): Promise<NetworkOrder>;
  /** The line's metered voice, SMS and data on each of these days (YYYY-MM-DD), in the same order. */
  meteredUsage(line: NetworkLine, dates: readonly string[]): Promise<MeteredDay[]>;
};

/** The network refused a request or did not answer: nothing was changed at the carrier. */
export class NetworkProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NetworkProviderError';
  }
}
