import { accessSync, constants } from 'node:fs';
import { tmpdir } from 'node:os';

let chosen: string | undefined;

/**
 * Where tests keep their throwaway databases and pools: /dev/shm (memory) when the machine has it, else the
 * system's temporary directory. A PGlite data directory is ~1,300 files, and on our machines' ext4 disk creating
 * a file costs over a millisecond of kernel time: copying the migrated template took 1.7-2.8 s per api started,
 * against 0.1 s in /dev/shm (docs/decisions.md, "Repository").
 */
export function scratchDirectory(): string {
  if (chosen === undefined) {
    try {
      accessSync('/dev/shm', constants.W_OK);
      chosen = '/dev/shm';
    } catch {
      chosen = tmpdir();
    }
  }
  return chosen;
}
