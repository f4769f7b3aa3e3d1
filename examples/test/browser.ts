/**
 * Test support for the web table: serve the built page on the loopback and
 * start Debian's Chromium headless through playwright-core, with the flags
 * this machine needs and a fresh profile.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { preview, type PreviewServer } from 'vite';

export const WEB = new URL('../web/', import.meta.url).pathname;
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Serves examples/web/dist (built by `npm run test:browser`) on 127.0.0.1, an ephemeral port. */
export async function serve(): Promise<{ url: string; close: () => Promise<void> }> {
  if (!existsSync(join(WEB, 'dist/index.html'))) throw new Error('examples/web/dist is missing: run `npm run test:browser`, which builds it');
  const server: PreviewServer = await preview({
    root: WEB,
    configFile: join(WEB, 'vite.config.ts'),
    logLevel: 'warn',
    preview: { host: '127.0.0.1', port: 0, strictPort: true, open: false },
  });
  const address = server.httpServer.address();
  if (address === null || typeof address === 'string') throw new Error('no address');
  return { url: `http://127.0.0.1:${address.port}/`, close: () => server.close() };
}

/** Headless Chromium with a new, empty profile (removed on close). */
export async function browser(): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: install Debian's chromium (.ci/run does, as root)`);
  const profile = mkdtempSync(join(tmpdir(), 'hoc-hokm-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 1280, height: 860 },
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** The two widths the table is tested at: a phone (an iPhone 12–15's CSS width) and a desktop. */
export const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 860 } } as const;
export type Width = keyof typeof WIDTHS;
