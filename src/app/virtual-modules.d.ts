declare module 'virtual:site' {
  const shell: import('../content/site-shell').SiteShell;
  export default shell;
}

/** The build environment the browser code reads (listed in .env.example). */
interface ImportMetaEnv {
  readonly VITE_GA_MEASUREMENT_ID?: string;
  readonly VITE_GOOGLE_ADS_ID?: string;
  readonly VITE_ADS_LABEL_LEAD?: string;
  readonly VITE_ADS_LABEL_PHONE?: string;
  readonly VITE_ADS_LABEL_ROI?: string;
  readonly VITE_ADS_LABEL_FAQ?: string;
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
}

/** The tracking ids above as checked at build time (scripts/build.ts); not defined in development or unit tests. */
declare const __TRACKING__: import('../analytics/tracking-ids').TrackingConfig | undefined;
