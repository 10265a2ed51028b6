// `npm run dev`: gateway + api restarting on change, and Vite with HMR proxying /graphql and /idp to the gateway.
import { spawn } from 'node:child_process';

const children = [
  spawn('node_modules/.bin/tsx', ['watch', '--clear-screen=false', 'scripts/start.ts'], {
    stdio: 'inherit',
    env: { ...process.env, STATIC_DIR: '.tmp/no-static' },
  }),
  spawn('node_modules/.bin/vite', [], { stdio: 'inherit' }),
];
const stopAll = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.once('SIGINT', stopAll);
process.once('SIGTERM', stopAll);
for (const child of children) child.once('exit', stopAll);
