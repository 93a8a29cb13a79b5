// Headless Chromium for a benchmark, the way the end-to-end suite starts it (Debian's browser and
// driver, the house's flags; test/browsers.ts), through classic WebDriver, so DevTools commands
// (sendCommandAndGetResult) reach the page.
import { remote } from 'webdriverio';
import { ANDROID_PHONE, CHROMEDRIVER_BINARY, CHROMIUM_ARGS, CHROMIUM_BINARY } from '../browsers';

/** `phone`: as the Android phone of test/browsers.ts; `extraArgs`: flags beside the house's. */
export function startBenchChromium({ phone = false, extraArgs = [] as readonly string[] } = {}): Promise<WebdriverIO.Browser> {
  return remote({
    logLevel: 'error',
    capabilities: {
      browserName: 'chrome',
      'wdio:enforceWebDriverClassic': true,
      'wdio:chromedriverOptions': { binary: CHROMEDRIVER_BINARY },
      'goog:chromeOptions': {
        binary: CHROMIUM_BINARY,
        args: [...CHROMIUM_ARGS, ...extraArgs],
        ...(phone ? { mobileEmulation: { deviceMetrics: ANDROID_PHONE.deviceMetrics } } : {}),
      },
    },
  });
}
