import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  type FibreLineTest,
  type MeteredDay,
  type NetworkLine,
  type NetworkOrder,
  type NetworkProvider,
  NetworkProviderError,
} from './network';

/** Lines whose number ends like this are unreachable at the embedded network: every request fails. */
export const EMBEDDED_NETWORK_UNREACHABLE_SUFFIX = '0000';
/** Fibre lines whose number ends like this have a cut fibre: the line test answers NO_SYNC. */
export const EMBEDDED_NETWORK_FAULTY_FIBRE_SUFFIX = '1313';

/**
 * A stand-in for the carrier's network: the same line always answers the same, derived from a hash of its number,
 * so demos and tests repeat; lines ending in EMBEDDED_NETWORK_UNREACHABLE_SUFFIX fail every request and fibre lines
 * ending in EMBEDDED_NETWORK_FAULTY_FIBRE_SUFFIX fail their line test. `latencyMs` imitates the carrier's answer time.
 */
export function createEmbeddedNetwork({ latencyMs = 0 }: { latencyMs?: number } = {}): NetworkProvider {
  async function reach(line: NetworkLine): Promise<void> {
    if (latencyMs > 0) await sleep(latencyMs);
    if (line.lineNumber.endsWith(EMBEDDED_NETWORK_UNREACHABLE_SUFFIX)) {
      throw new NetworkProviderError(`the network did not answer for line ${line.lineNumber}`);
    }
  }
  function order(line: NetworkLine, what: string): NetworkOrder {
    const hash = createHash('sha256').update(`${what}:${line.lineNumber}:${Date.now()}`).digest('hex');
    return { reference: `NET-${hash.slice(0, 10).toUpperCase()}` };
  }
  return {
    async setTvStatus(line) {
      await reach(line);
    },
    async resetOnt(line) {
      await reach(line);
      return { interruptionMinutes: { min: 1, max: 4 } };
    },
    async changeSpn(line) {
      await reach(line);
    },
    async setActiveMode(line) {
      await reach(line);
    },
    async changeWifi(line) {
      await reach(line);
    },
    async changeLinePassword(line) {
      await reach(line);
    },
    async testFibreLine(line): Promise<FibreLineTest> {
      await reach(line);
      if (line.lineNumber.endsWith(EMBEDDED_NETWORK_FAULTY_FIBRE_SUFFIX)) {
        return { result: 'NO_SYNC', synced: false, downstreamMbps: 0, upstreamMbps: 0, attenuationDb: null };
      }
      const hash = createHash('sha256').update(line.lineNumber).digest();
      // Most lines test fine; one in eight syncs at reduced speed (a dirty connector, a tight bend).
      const degraded = (hash[0] ?? 0) % 8 === 0;
      const downstream = degraded ? 100 + ((hash[1] ?? 0) % 200) : 580 + ((hash[1] ?? 0) % 40);
      return {
        result: degraded ? 'DEGRADED' : 'OK',
        synced: true,
        downstreamMbps: downstream,
        upstreamMbps: Math.round(downstream * (degraded ? 0.5 : 0.95)),
        attenuationDb: degraded ? 26 + ((hash[2] ?? 0) % 4) : 14 + ((hash[2] ?? 0) % 8),
      };
    },
    async requestSimChange(line) {
      await reach(line);
      return order(line, 'sim-change');
    },
    async requestMultisim(line) {
      await reach(line);
      return order(line, 'multisim');
    },
    async meteredUsage(line, dates) {
      await reach(line);
      return dates.map((date) => meteredDay(line, date));
    },
  };
}

/**
 * A day of use, the same every time it is asked for (a hash of the number and the date): mobile lines talk, text
 * and browse, fibre and convergent accesses carry data only, other services meter nothing. Weekends use less voice
 * and more data.
 */
function meteredDay(line: NetworkLine, date: string): MeteredDay {
  const hash = createHash('sha256').update(`usage:${line.lineNumber}:${date}`).digest();
  const byte = (index: number) => hash[index] ?? 0;
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  const weekend = weekday === 0 || weekday === 6;
  switch (line.family) {
    case 'MOBILE':
    case 'M2M': {
      const mobile = line.family === 'MOBILE';
      return {
        date,
        voiceMinutes: mobile ? Math.round((byte(0) % 90) * (weekend ? 0.5 : 1)) : 0,
        smsCount: mobile ? byte(1) % 6 : 0,
        dataMb: Math.round((200 + (((byte(2) << 8) | byte(3)) % 1800)) * (weekend ? 1.4 : 1)),
      };
    }
    case 'FIBRE':
    case 'CONVERGENT':
      return {
        date,
        voiceMinutes: 0,
        smsCount: 0,
        dataMb: Math.round((4000 + (((byte(2) << 8) | byte(3)) % 20000)) * (weekend ? 1.5 : 1)),
      };
    default:
      return { date, voiceMinutes: 0, smsCount: 0, dataMb: 0 };
  }
}
