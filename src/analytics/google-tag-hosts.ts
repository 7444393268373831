// Where the Google tag (gtag.js, GA4 and Google Ads conversions) loads scripts from, posts to, draws pixels from and
// frames, per Google's CSP guide: the build's Content-Security-Policy and the browser's Trusted Types policy read it.
export const GOOGLE_TAG = {
  script: ['https://www.googletagmanager.com', 'https://*.googletagmanager.com', 'https://www.google.com', 'https://googleads.g.doubleclick.net', 'https://www.googleadservices.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com', 'https://www.google.com', 'https://*.doubleclick.net', 'https://www.googleadservices.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com', 'https://www.google.com', 'https://www.google.com.au', 'https://*.doubleclick.net', 'https://www.googleadservices.com'],
  frame: ['https://www.googletagmanager.com', 'https://td.doubleclick.net', 'https://www.google.com'],
} as const;
