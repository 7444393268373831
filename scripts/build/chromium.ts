// Debian's Chromium, as every tool here launches it: the browser tests and the Lighthouse audit.
// Without the background-networking flags Chromium keeps calling Google's hosts, which this network refuses.
export const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
export const chromePath = () => process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
