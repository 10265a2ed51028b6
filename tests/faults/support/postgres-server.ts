import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { scratchDirectory } from '../../support/scratch-directory';
import { freePort } from './free-port';

const run = promisify(execFile);
const POSTGRESQL_ROOT = '/usr/lib/postgresql';

/** The newest installed PostgreSQL's bin directory (Debian's layout, as .ci/run finds it), if any. */
export function postgresBinDir(): string | undefined {
  if (!existsSync(POSTGRESQL_ROOT)) return undefined;
  const versions = readdirSync(POSTGRESQL_ROOT)
    .filter((version) => existsSync(join(POSTGRESQL_ROOT, version, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest === undefined ? undefined : join(POSTGRESQL_ROOT, newest, 'bin');
}

export type PostgresServer = {
  /** DATABASE_URL of the server's `postgres` database. */
  url: string;
  /** `pg_ctl restart -m fast`: open connections are ended, the server is back when it resolves. */
  restart(): Promise<void>;
  /** SIGSTOP to the server and its backends: connections are taken by the kernel and never answered. */
  freeze(): Promise<void>;
  /** SIGCONT to what `freeze` stopped. */
  thaw(): void;
  /** Stops the server and deletes its files. */
  stop(): Promise<void>;
};

/**
 * A throwaway PostgreSQL server on a free loopback port, as .ci/run starts one: initdb into a temporary
 * directory (as the postgres user when running as root: the server refuses to run as root), trust
 * authentication, fsync off.
 */
export async function startPostgresServer(binDir: string): Promise<PostgresServer> {
  const root = await mkdtemp(join(scratchDirectory(), 'centralita-faults-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) await run('chown', ['postgres', root]);
  const data = join(root, 'data');
  // From / : the postgres user may not be allowed into the current directory.
  const postgres = (tool: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(binDir, tool), ...args], { cwd: '/' })
      : run(join(binDir, tool), args, { cwd: '/' });
  const pgCtl = (...args: string[]) =>
    postgres('pg_ctl', ['-D', data, '-l', join(root, 'log'), '-w', ...args]);

  await postgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8']);
  const port = await freePort();
  await pgCtl('-o', `-c listen_addresses=127.0.0.1 -p ${port} -k ${root} -c fsync=off`, 'start');
  let frozen: number[] = [];
  const thaw = () => {
    for (const pid of frozen) process.kill(pid, 'SIGCONT');
    frozen = [];
  };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    // pg_ctl restart starts the server again with the options it was started with (postmaster.opts).
    restart: async () => {
      await pgCtl('-m', 'fast', 'restart');
    },
    async freeze() {
      const postmaster = Number((await readFile(join(data, 'postmaster.pid'), 'utf8')).split('\n')[0]);
      const { stdout } = await run('ps', ['-o', 'pid=', '--ppid', String(postmaster)]);
      frozen = [
        postmaster,
        ...stdout
          .split('\n')
          .map(Number)
          .filter((pid) => pid > 0),
      ];
      for (const pid of frozen) process.kill(pid, 'SIGSTOP');
    },
    thaw,
    async stop() {
      thaw();
      await pgCtl('-m', 'immediate', 'stop').catch(() => undefined);
      await rm(root, { recursive: true, force: true });
    },
  };
}
