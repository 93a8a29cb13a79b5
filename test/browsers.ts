// The browser settings that the end-to-end tests (wdio.conf.ts) and the benchmarks share: the
// flags Debian's Chromium needs to run headless here without reaching out, and the Android phone
// it emulates.

export const CHROMIUM_BINARY = '/usr/bin/chromium';
export const CHROMEDRIVER_BINARY = '/usr/bin/chromedriver';

export const CHROMIUM_ARGS: readonly string[] = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** A phone the size of a Pixel 7, with the Android WebView's user agent. */
export const ANDROID_PHONE = {
  deviceMetrics: { width: 412, height: 915, pixelRatio: 2.625, mobile: true, touch: true },
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A.240205.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.0.0 Mobile Safari/537.36',
};
