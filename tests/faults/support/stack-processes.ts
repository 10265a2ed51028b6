import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { IdentityServer } from '../../support/api-server';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const START_TIMEOUT_MS = 90_000;

/** A server of ours running as a child process, as in production: it can be killed like one. */
export type StackProcess = {
  url: string;
  /** Everything it printed, stdout and stderr together. */
  output: () => string;
  /** Sends the signal and waits for the process to end (SIGKILL: no cleanup runs, as in a crash). */
  kill: (signal?: NodeJS.Signals) => Promise<void>;
  /** Resolves with the exit code (null after a signal) when the process ends by itself or is killed. */
  exited: Promise<number | null>;
};

function startChild(
  entry: string,
  env: NodeJS.ProcessEnv,
  ready: RegExp,
  name: string,
): Promise<StackProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise<StackProcess>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${name} did not start in ${START_TIMEOUT_MS} ms:\n${output}`));
    }, START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = ready.exec(output);
      if (!match?.[1]) return;
      clearTimeout(timer);
      resolve({
        url: match[1],
        output: () => output,
        async kill(signal = 'SIGKILL') {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          await exited;
        },
        exited,
      });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code}) before it was ready:\n${output}`));
    });
  });
}

export { apiEnvironment } from '../../support/api-server';

/** `api/main.ts` in a child process on an ephemeral loopback port (API_PORT=0 unless `env` says otherwise). */
export function spawnApi(env: NodeJS.ProcessEnv): Promise<StackProcess> {
  return startChild('api/main.ts', env, /\[api\] listening on (http:\/\/[^\s]+)/, 'api');
}

/** `gateway/main.ts` in a child process in front of `apiBaseUrl`, on an ephemeral loopback port. */
export function spawnGateway(apiBaseUrl: string, identity: IdentityServer, env: NodeJS.ProcessEnv = {}) {
  return startChild(
    'gateway/main.ts',
    {
      HOST: '127.0.0.1',
      PORT: '0',
      API_BASE_URL: apiBaseUrl,
      COGNITO_USER_POOL_ID: identity.poolId,
      COGNITO_CLIENT_ID: identity.clientId,
      COGNITO_ISSUER: identity.issuer,
      COGNITO_ENDPOINT: identity.endpoint,
      ...env,
    },
    /gateway listening on (http:\/\/[^\s]+)/,
    'gateway',
  );
}
