import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildDemoTemplate } from './support/demo-template.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * Builds the web client once for all journeys (the servers they start serve WEB_DIST, dist/web),
 * and the demo database they start from.
 */
export default async function setup(project: TestProject) {
  execFileSync(path.join(ROOT, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (!existsSync(path.join(path.resolve(ROOT, process.env.WEB_DIST ?? 'dist/web'), 'index.html')))
    throw new Error('The web build produced no index.html');
  if (!existsSync(CHROMIUM)) {
    throw new Error(`End-to-end tests need Debian's Chromium at ${CHROMIUM}: apt-get install -y chromium`);
  }
  const template = await buildDemoTemplate();
  project.provide('e2eDemoTemplate', template.dir);
  return template.remove;
}

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
