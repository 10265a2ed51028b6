import { describe, expect, it } from 'vitest';
import { nextPortabilityStatus } from '../../schema/domain/lifecycles/portability-lifecycle';
import { PORTABILITY_STATUSES } from '../../schema/domain/vocabulary/portability';

const NOW = new Date('2026-10-09T10:00:00Z');
const AHEAD = new Date('2026-10-10T00:00:00Z');

describe('portability lifecycle table', () => {
  it('cancels exactly INITIATED, CONFIRMED before its window, ERRORED and RELAUNCHED', () => {
    const cancellable = PORTABILITY_STATUSES.filter(
      (status) => nextPortabilityStatus('CANCEL', { status, changeWindow: AHEAD }, NOW) !== null,
    );
    expect(cancellable).toEqual(['INITIATED', 'CONFIRMED', 'RELAUNCHED', 'ERRORED']);
    expect(nextPortabilityStatus('CANCEL', { status: 'CONFIRMED', changeWindow: NOW }, NOW)).toBeNull();
    expect(nextPortabilityStatus('CANCEL', { status: 'CONFIRMED', changeWindow: null }, NOW)).toBe(
      'PENDING_CANCELATION',
    );
  });

  it('relaunches only ERRORED', () => {
    const relaunchable = PORTABILITY_STATUSES.filter(
      (status) => nextPortabilityStatus('RELAUNCH', { status, changeWindow: null }, NOW) !== null,
    );
    expect(relaunchable).toEqual(['ERRORED']);
    expect(nextPortabilityStatus('RELAUNCH', { status: 'ERRORED', changeWindow: null }, NOW)).toBe(
      'PENDING_RELAUNCH',
    );
  });
});
