import { type Browser, chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../e2e/chromium-launch-options';

/** Chromium for the benches, launched as the Playwright stories launch it (plus `extraArgs`, for a diagnosis). */
export function launchBenchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    ...CHROMIUM_LAUNCH_OPTIONS,
    args: [...CHROMIUM_LAUNCH_OPTIONS.args, ...extraArgs],
  });
}
