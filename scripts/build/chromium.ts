// Debian's Chromium, as every tool here launches it: the browser tests and the Lighthouse audit.
// Without the background-networking flags Chromium keeps calling Google's hosts, which this network refuses.
import { existsSync } from 'node:fs';

export const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
/** The Chromium a developer names (CHROME_PATH or CHROMIUM_PATH), used by every tool here. */
const namedChromium = () => process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH;
export const chromePath = () => namedChromium() ?? '/usr/bin/chromium';

/** Debian's chromium-headless-shell: the same Chromium (same version, same Blink) without the browser's windowing layer. */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser tests' Chromium: the headless shell where it is installed (.ci/run installs it), as Playwright itself runs
 * headless Chromium, else the browser. The same 153 site tests took 26 % less CPU on it here (273 s against 369 s). The
 * Lighthouse audit keeps the browser: its figures were measured there.
 */
export const testChromePath = () => namedChromium() ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromePath());
