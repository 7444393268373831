// Decides, in the browser only, whether to ask for cookie consent; the banner's code loads only when it is shown.
import { lazy, Suspense, useEffect, useState } from 'react';
import type { ConsentView } from './CookieConsent';
import { OPEN_COOKIE_PREFERENCES, readConsentChoice, takeCookieSettingsPress } from '../../consent/consent-storage';

const CookieConsent = lazy(() => import('./CookieConsent'));

export function ConsentHost() {
  const [view, setView] = useState<ConsentView>('hidden');
  useEffect(() => {
    if (!readConsentChoice()) setView('banner');
    const openPreferences = () => {
      takeCookieSettingsPress();
      setView((current) => (current === 'banner' ? 'dialog' : 'dialog-only'));
    };
    // Pressed before the app started: the preferences open now.
    if (takeCookieSettingsPress()) openPreferences();
    window.addEventListener(OPEN_COOKIE_PREFERENCES, openPreferences);
    return () => window.removeEventListener(OPEN_COOKIE_PREFERENCES, openPreferences);
  }, []);
  if (view === 'hidden') return null;
  return (
    <Suspense fallback={null}>
      <CookieConsent view={view} onViewChange={setView} />
    </Suspense>
  );
}
