// The Debian Chromium every browser run uses (Playwright's own browsers are not installed),
// and the flags that keep it quiet on a closed network: without the background-networking
// ones it keeps trying to reach Google services.
export const CHROMIUM_PATH = '/usr/lib/chromium/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
