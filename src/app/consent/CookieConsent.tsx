// The cookie banner and the Cookie Preferences dialog (spec: "Cookie banner and dialog"), loaded only when shown.
import { useEffect, useId, useRef, useState } from 'react';
import { PageLink } from '../../../renderer/ui/PageLink';
import { buttonStyles } from '../../../renderer/ui/ActionButton';
import { applyConsent } from '../../analytics/gtag';
import { ACCEPT_ALL, REJECT_ALL, type ConsentChoice } from '../../consent/consent-state';
import { readConsentChoice, storeConsentChoice } from '../../consent/consent-storage';
import { Icon } from '../../../renderer/ui/Icon';
import { keepFocusInside } from '../../../renderer/shell/keep-focus-inside';

export type ConsentView = 'banner' | 'dialog' | 'dialog-only' | 'hidden';

const button = 'min-h-11 px-4 py-2 text-sm';
const PRIVACY_POLICY = '/privacy-policy';

function Toggle({ label, description, checked, disabled, onChange }: { label: string; description: string; checked: boolean; disabled?: boolean; onChange?: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 border-t border-slate-200 py-4 first:border-t-0">
      <div>
        <p id={`${id}-label`} className="font-semibold text-navy-900">
          {label}
        </p>
        <p id={`${id}-text`} className="mt-1 text-sm text-slate-600">
          {description}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-text`}
        disabled={disabled}
        onClick={() => onChange?.(!checked)}
        className={`relative mt-1 inline-flex h-7 w-12 shrink-0 items-center rounded-full transition disabled:cursor-not-allowed disabled:opacity-70 ${checked ? 'bg-orange-600' : 'bg-slate-300'}`}
      >
        <span className={`inline-block size-5 rounded-full bg-white shadow transition ${checked ? 'translate-x-6' : 'translate-x-1'}`} />
      </button>
    </div>
  );
}

function PreferencesDialog({ onSave, onCancel }: { onSave: (choice: ConsentChoice) => void; onCancel: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const current = readConsentChoice() ?? REJECT_ALL;
  const [analytics, setAnalytics] = useState(current.analytics);
  const [advertising, setAdvertising] = useState(current.advertising);
  const titleId = useId();

  // showModal makes the rest of the page inert, which keeps keyboard focus inside the dialog. The dialog is removed
  // rather than closed, so the browser does not return focus itself: it goes back to the button that opened it.
  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    if (element && !element.open) element.showModal();
    return () => {
      element?.close();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      onKeyDown={keepFocusInside}
      className="m-auto w-[min(34rem,calc(100vw-2rem))] rounded-xl bg-white p-0 text-slate-700 shadow-2xl backdrop:bg-navy-950/60"
    >
      <div className="p-6">
        <h2 id={titleId} className="text-xl font-bold text-navy-900">
          Cookie Preferences
        </h2>
        <p className="mt-2 text-sm text-slate-600">Choose which cookies we may use. You can change this at any time from the footer.</p>
        <div className="mt-4">
          <Toggle label="Essential Cookies" description="Required for basic site functionality. Cannot be disabled." checked disabled />
          <Toggle label="Analytics Cookies" description="Help us understand how visitors interact with our website." checked={analytics} onChange={setAnalytics} />
          <Toggle label="Advertising Cookies" description="Used to deliver relevant ads and track ad performance." checked={advertising} onChange={setAdvertising} />
        </div>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className={`${buttonStyles.outline} ${button} text-navy-900`} onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className={`${buttonStyles.cta} ${button}`} onClick={() => onSave({ analytics, advertising, functional: true })}>
            Save Preferences
          </button>
        </div>
      </div>
    </dialog>
  );
}

export default function CookieConsent({ view, onViewChange }: { view: ConsentView; onViewChange: (view: ConsentView) => void }) {
  const choose = (choice: ConsentChoice) => {
    storeConsentChoice(choice);
    applyConsent(choice);
    onViewChange('hidden');
  };
  const showBanner = view === 'banner' || view === 'dialog';
  const showDialog = view === 'dialog' || view === 'dialog-only';
  return (
    <>
      {showBanner ? (
        <section
          aria-labelledby="cookie-banner-title"
          // Sticky at the end of the page, not fixed: it rides the bottom of the screen, then settles below the footer,
          // so no link of the page stays covered; at large text it takes at most half the screen and scrolls inside.
          className="sticky bottom-0 z-40 max-h-[50dvh] overflow-y-auto border-t border-slate-200 bg-white/95 shadow-[0_-8px_30px_rgb(7_16_28/0.18)] backdrop-blur"
        >
          <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-2 sm:gap-3 sm:px-6 sm:py-3 md:flex-row md:items-center md:gap-6 md:py-4 lg:px-8">
            <div className="flex items-start gap-3 pr-10 md:flex-1 md:pr-0">
              <Icon name="cookie" className="mt-0.5 hidden size-6 shrink-0 text-orange-600 sm:block" />
              <div className="text-sm">
                {/* On a phone the title runs into the text, a line less of the screen covered. */}
                <h2 id="cookie-banner-title" className="inline font-bold text-navy-900 sm:block sm:text-base">
                  Cookie Settings
                </h2>{' '}
                <p className="inline text-slate-600 sm:block">
                  We use cookies to enhance your experience, analyze site traffic and provide personalized content.{' '}
                  <PageLink to={PRIVACY_POLICY} className="font-semibold whitespace-nowrap text-orange-700 underline underline-offset-2 hover:text-orange-800">
                    Privacy policy
                  </PageLink>
                </p>
              </div>
            </div>
            <div className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap md:flex-nowrap">
              <button type="button" className={`${buttonStyles.cta} ${button}`} onClick={() => choose(ACCEPT_ALL)}>
                Accept All
              </button>
              <button type="button" className={`${buttonStyles.outline} ${button} text-navy-900`} onClick={() => choose(REJECT_ALL)}>
                Reject All
              </button>
              <button type="button" className={`${buttonStyles.secondary} ${button}`} onClick={() => onViewChange('dialog')}>
                Customize
              </button>
            </div>
            <button
              type="button"
              aria-label="Close: reject optional cookies"
              className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-navy-900 md:static md:size-10"
              onClick={() => choose(REJECT_ALL)}
            >
              <Icon name="x" className="size-5" />
            </button>
          </div>
        </section>
      ) : null}
      {showDialog ? <PreferencesDialog onSave={choose} onCancel={() => onViewChange(view === 'dialog' ? 'banner' : 'hidden')} /> : null}
    </>
  );
}
