import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Builds the web client once for all journeys; the servers they start serve WEB_DIST (dist/web). */
export default function setup() {
  execFileSync(path.join(ROOT, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (!existsSync(path.join(path.resolve(ROOT, process.env.WEB_DIST ?? 'dist/web'), 'index.html')))
    throw new Error('The web build produced no index.html');
  if (!existsSync(CHROMIUM)) {
    throw new Error(`End-to-end tests need Debian's Chromium at ${CHROMIUM}: apt-get install -y chromium`);
  }
}

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
