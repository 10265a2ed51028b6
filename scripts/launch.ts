// `npm start`, once a bundle exists (dist/server/launch.mjs, built from this file): runs the servers' bundle in this
// process when the client and the servers are built from their sources as they are now, and otherwise has
// scripts/build-if-changed.ts build them first (under tsx, in a child process). Checking here rather than in a tsx
// process of its own keeps tsx out of a restart on unchanged sources.
import { spawnSync } from 'node:child_process';
import { CLIENT_BUILD, isUpToDate, SERVER_BUILD } from './build-if-changed';

if ([CLIENT_BUILD, SERVER_BUILD].every((target) => isUpToDate(target))) {
  console.log('client and server builds are up to date with their sources: not rebuilt');
} else {
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-if-changed.ts'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// The bundle as it is on disk now, which the build above may have replaced: not a module of this file's bundle.
await import(new URL('../dist/server/start.mjs', import.meta.url).href);
