// The browser engine a spec runs in: 'chrome' (the emulated Android phone) or 'MiniBrowser'
// (WebKit, the iPhone's engine). Specs name it in their data (two engines share one server)
// and in their messages.
import { browser } from '@wdio/globals';

export const engine = () => String((browser.capabilities as WebdriverIO.Capabilities).browserName ?? 'browser');
