// Debian's Chromium drives the browser tests: Playwright's own browser download cannot work
// on machines without general internet access.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
