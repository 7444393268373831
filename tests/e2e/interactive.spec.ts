// The interactive parts against the built site and the real local enquiry function: the enquiry form,
// the ROI calculator, cookie consent with Consent Mode, and the analytics events in window.dataLayer.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page, Request } from '@playwright/test';
import { expect, test } from './test';
import { business } from '../support/business-facts';
import { expectNoAxeViolations, hydrated, isHydrated } from './axe';
import { fillByLabel, fillValidEnquiry } from './fill-form';

const port = Number(process.env.E2E_PORT ?? 4173);
const outbox = path.resolve(`.data/e2e-${port}/outbox`);
const FUNCTION_PATH = '/functions/v1/send-contact-email';
const GOOGLE_HOSTS = /(^|\.)(google|googletagmanager|google-analytics|doubleclick|googleadservices|googlesyndication)\.[a-z.]+$/;

type GtagCall = [string, ...unknown[]];
/** What gtag pushed: each entry is an Arguments object, read here as an array. */
const dataLayer = (page: Page) => page.evaluate(() => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)) as GtagCall[]);
const events = async (page: Page, name: string) => (await dataLayer(page)).filter((call) => call[0] === 'event' && call[1] === name).map((call) => call[2] as Record<string, unknown>);

function googleRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    if (GOOGLE_HOSTS.test(new URL(request.url()).hostname)) seen.push(request.url());
  });
  return seen;
}

/** A page whose visitor has chosen already, so only the footer's Cookie Settings opens the preferences. */
const withChoiceStored = (page: Page) =>
  page.addInitScript(() => localStorage.setItem('cookie-consent', JSON.stringify({ analytics: false, advertising: false, functional: true })));
/** Holds the responses for these script files until `release` is called. */
async function holdScripts(page: Page, files: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(files, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
const cookieSettings = (page: Page) => page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Settings' });
const preferences = (page: Page) => page.getByRole('dialog', { name: 'Cookie Preferences' });
/** Once the app opens pages itself (its speculation rules gone), the chunk that also clicks a control moved from under a still finger has started. */
const tapsRescued = (page: Page) => expect(page.locator('script[type="speculationrules"]')).toHaveCount(0);

test.describe('cookie consent and Consent Mode', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('denies everything by default, loads no Google host before consent, then loads the tag on Accept All', async ({ page }) => {
    const google = googleRequests(page);
    await page.route(GOOGLE_HOSTS, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
    await page.goto('/');
    await hydrated(page);
    const first = (await dataLayer(page))[0];
    expect(first).toEqual(['consent', 'default', {
      ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied',
      functionality_storage: 'denied', personalization_storage: 'denied', security_storage: 'granted',
    }]);
    const banner = page.getByRole('region', { name: 'Cookie Settings' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('We use cookies to enhance your experience, analyze site traffic and provide personalized content.');
    await expectNoAxeViolations(page, { label: 'the home page with the cookie banner' });
    // Browsing and clicking before a choice still requests nothing from Google.
    await page.getByRole('link', { name: 'FAQ', exact: true }).first().click();
    await expect(page).toHaveURL(/\/faq$/);
    await page.waitForLoadState('networkidle');
    expect(google).toEqual([]);

    await banner.getByRole('button', { name: 'Accept All' }).click();
    await expect(banner).toBeHidden();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cookie-consent')))!)).toEqual({ analytics: true, advertising: true, functional: true });
    expect((await dataLayer(page)).filter((call) => call[0] === 'consent' && call[1] === 'update').at(-1)?.[2]).toEqual({
      ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted',
      functionality_storage: 'granted', personalization_storage: 'granted', security_storage: 'granted',
    });
    await expect.poll(() => google).toContain('https://www.googletagmanager.com/gtag/js?id=G-E2ETEST0001');

    // On the next visit the stored choice is applied at once and the banner is not shown again.
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('region', { name: 'Cookie Settings' })).toHaveCount(0);
    expect((await dataLayer(page)).find((call) => call[0] === 'consent' && call[1] === 'update')?.[2]).toMatchObject({ analytics_storage: 'granted', ad_storage: 'granted' });
  });

  for (const [how, click] of [
    ['Reject All', (page: Page) => page.getByRole('button', { name: 'Reject All' }).click()],
    ['the close icon', (page: Page) => page.getByRole('button', { name: 'Close: reject optional cookies' }).click()],
  ] as const) {
    test(`${how} stores a refusal and never loads Google's tag`, async ({ page }) => {
      const google = googleRequests(page);
      await page.goto('/contact');
      await hydrated(page);
      await click(page);
      await expect(page.getByRole('region', { name: 'Cookie Settings' })).toBeHidden();
      expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cookie-consent')))!)).toEqual({ analytics: false, advertising: false, functional: true });
      expect((await dataLayer(page)).filter((call) => call[0] === 'consent' && call[1] === 'update').at(-1)?.[2]).toMatchObject({ analytics_storage: 'denied', ad_storage: 'denied', security_storage: 'granted' });
      await page.goto('/laser-rust-removal');
      await page.waitForLoadState('networkidle');
      expect(google).toEqual([]);
    });
  }

  test('Customize opens the preferences; Cancel keeps the banner; Save stores the toggles', async ({ page }) => {
    await page.route(GOOGLE_HOSTS, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Customize' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
    await expect(dialog).toBeVisible();
    const essential = dialog.getByRole('switch', { name: 'Essential Cookies' });
    await expect(essential).toBeChecked();
    await expect(essential).toBeDisabled();
    await expect(dialog).toContainText('Required for basic site functionality. Cannot be disabled.');
    await expect(dialog).toContainText('Help us understand how visitors interact with our website.');
    await expect(dialog).toContainText('Used to deliver relevant ads and track ad performance.');
    await expectNoAxeViolations(page, { within: 'dialog', label: 'the cookie dialog' });

    // Focus stays inside the modal dialog.
    for (let press = 0; press < 8; press++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
    }
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('region', { name: 'Cookie Settings' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBeNull();

    await page.getByRole('button', { name: 'Customize' }).click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Customize' }).click();
    await dialog.getByRole('switch', { name: 'Analytics Cookies' }).click();
    await expect(dialog.getByRole('switch', { name: 'Analytics Cookies' })).toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'Advertising Cookies' })).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('region', { name: 'Cookie Settings' })).toBeHidden();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cookie-consent')))!)).toEqual({ analytics: true, advertising: false, functional: true });
    expect((await dataLayer(page)).filter((call) => call[0] === 'consent' && call[1] === 'update').at(-1)?.[2]).toMatchObject({
      analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', functionality_storage: 'granted',
    });

    // The footer reopens the preferences with the stored choice.
    await page.getByRole('button', { name: 'Cookie Settings' }).click();
    await expect(dialog.getByRole('switch', { name: 'Analytics Cookies' })).toBeChecked();
  });


  test('Cookie Settings opens the preferences at once while the footer has not hydrated and its code is still on its way', async ({ page }) => {
    await withChoiceStored(page);
    const releaseFooter = await holdScripts(page, '**/assets/Footer-*.js');
    await page.goto('/');
    await hydrated(page);
    // Playwright's jump to the footer draws the parts above it late: a click it releases after they moved the button is still the tap.
    await tapsRescued(page);
    await cookieSettings(page).click();
    await expect(preferences(page)).toBeVisible();
    await expect(preferences(page).getByRole('switch', { name: 'Analytics Cookies' })).not.toBeChecked();
    expect(await isHydrated(page.locator('footer')), 'the footer is still waiting for its code').toBe(false);
    releaseFooter();
    await expect.poll(() => isHydrated(page.locator('footer'))).toBe(true);
    await expect(preferences(page), 'opened once, not again when the footer hydrates').toBeVisible();
  });

  test('Cookie Settings pressed before the app has started opens the preferences once it has', async ({ page }) => {
    await withChoiceStored(page);
    const releaseApp = await holdScripts(page, '**/assets/app-*.js');
    await page.goto('/');
    // The boot script has run: Consent Mode's defaults are in the data layer.
    await page.waitForFunction(() => (window.dataLayer ?? []).length > 0);
    await cookieSettings(page).click();
    releaseApp();
    await hydrated(page);
    await expect(preferences(page)).toBeVisible();
  });
});

const fillValidEnquiryWithSpaces = (page: Page) => fillValidEnquiry(page, '  Ada  ');

const enquiryForm = (page: Page) => page.locator('form[aria-labelledby="request-information-title"]');

test.describe('the enquiry form', () => {
  test('shows every Reading A message under its field and moves focus to the first', async ({ page }) => {
    await page.goto('/contact');
    await hydrated(page);
    for (const name of ['First Name', 'Last Name', 'Email', 'Company', 'Project Address', 'Industry', 'Primary Interest']) {
      await expect(page.getByLabel(name)).toHaveAttribute('aria-required', 'true');
      await expect(page.getByLabel(name)).toHaveAttribute('required', '');
    }
    await page.getByRole('button', { name: 'Send Request' }).click();
    const messages = [
      ['First Name', 'First name must be at least 2 characters'],
      ['Last Name', 'Last name must be at least 2 characters'],
      ['Email', 'Please enter a valid email address'],
      ['Company', 'Company name must be at least 2 characters'],
      ['Project Address', 'Project address is required and must be at least 5 characters'],
      ['Industry', 'Please select your industry'],
      ['Primary Interest', 'Please select your primary interest'],
    ] as const;
    for (const [label, message] of messages) await expect(page.getByLabel(label)).toHaveAccessibleDescription(message);
    await expect(enquiryForm(page).locator('p.text-red-700')).toHaveText(messages.map(([, message]) => message));
    await expect(page.getByLabel('First Name')).toBeFocused();
    await expectNoAxeViolations(page, { label: 'the form with errors' });

    // Fixing the first fields moves focus to the first one still wrong; a bad address keeps its message.
    await page.getByLabel('First Name').fill('Ada');
    await page.getByLabel('Last Name').fill('Lovelace');
    await page.getByLabel('Email').fill('ada@example');
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(page.getByLabel('Email')).toBeFocused();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(page.getByLabel('First Name')).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('shows the requirement block the chosen interest asks for', async ({ page }) => {
    await page.goto('/contact');
    await hydrated(page);
    const equipment = page.getByRole('group', { name: 'Equipment Requirements' });
    const project = page.getByRole('group', { name: 'Project Requirements' });
    await expect(equipment).toHaveCount(0);
    await expect(project).toHaveCount(0);
    for (const interest of ['equipment', 'demo']) {
      await page.getByLabel('Primary Interest').selectOption(interest);
      await expect(equipment).toBeVisible();
      await expect(project).toHaveCount(0);
      await expect(equipment.getByLabel('Budget Range').locator('option')).toHaveText(['Select a budget range', 'Under $100,000', '$100,000 - $250,000', '$250,000 - $500,000', '$500,000 - $1,000,000', 'Over $1,000,000']);
    }
    for (const interest of ['services', 'consultation', 'roi']) {
      await page.getByLabel('Primary Interest').selectOption(interest);
      await expect(project).toBeVisible();
      await expect(equipment).toHaveCount(0);
      await expect(project.getByLabel('Project Size').locator('option')).toHaveText(['Select a project size', 'Small (under 100 sqm)', 'Medium (100-1000 sqm)', 'Large (1000+ sqm)', 'Massive industrial scale (10,000+ sqm)']);
    }
    await expect(page.getByLabel('Industry').locator('option')).toHaveText(['Select your industry', 'Manufacturing', 'Automotive', 'Aerospace', 'Marine', 'Infrastructure', 'Power Generation', 'Heritage Restoration', 'Other']);
  });

  test('sends a valid enquiry to the local function, records the conversion and lands on /thank-you', async ({ page }) => {
    await page.goto('/emergency-rust-removal-melbourne');
    await hydrated(page);
    await page.getByRole('link', { name: 'Request Emergency Quote' }).first().click();
    await expect(page).toHaveURL(/\/contact\?service=emergency-rust-removal-melbourne#request-information$/);
    // It lands at the form, not the top of the page, with focus on its heading and the quote's Project Type chosen.
    const heading = page.getByRole('heading', { name: 'Tell us about your project' });
    await expect(heading).toBeInViewport();
    await expect(heading).toBeFocused();
    await expect(page.getByRole('group', { name: 'Project Requirements' }).getByLabel('Project Type')).toHaveValue('emergency');
    await expect.poll(() => events(page, 'emergency-quote-click')).toEqual([{ event_category: 'emergency_response', event_label: 'Request Emergency Quote', location: 'Melbourne' }]);
    await expect(page.getByText('Enquiry about: Emergency Rust Removal Melbourne')).toBeVisible();

    await fillValidEnquiryWithSpaces(page);
    await expect.poll(() => events(page, 'form_start')).toEqual([{ form_type: 'contact', event_category: 'engagement', event_label: 'contact_form', value: 200, currency: 'AUD' }]);
    await page.getByRole('group', { name: 'Project Requirements' }).getByLabel('Urgency').selectOption('asap');

    const sent = page.waitForRequest((request) => request.url().endsWith(FUNCTION_PATH) && request.method() === 'POST');
    const answered = page.waitForResponse((response) => response.url().endsWith(FUNCTION_PATH) && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Send Request' }).click();
    const body = (await sent).postDataJSON() as Record<string, string>;
    expect(body).toMatchObject({
      firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '0400 000 000', company: 'Analytical Engines Pty Ltd',
      projectAddress: '1 Wharf Rd, Port Melbourne VIC 3207', industry: 'marine', interest: 'services', urgency: 'asap',
      service: 'emergency-rust-removal-melbourne',
    });
    expect(body).not.toHaveProperty('website');
    expect(body.submissionId).toMatch(/^[0-9a-f-]{36}$/);
    const answer = (await (await answered).json()) as { ok: boolean; id: string };
    expect(answer.ok).toBe(true);

    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You for Contacting Us!');
    await expect.poll(() => events(page, 'lead_generation')).toEqual([{ event_category: 'conversion', event_label: 'services', industry: 'marine', value: 1000, currency: 'AUD' }]);
    expect(await events(page, 'conversion')).toContainEqual({ send_to: 'AW-E2ETEST0001/e2e-lead-label', value: 1000, currency: 'AUD' });
    expect((await events(page, 'form_start')).length).toBe(1);

    // Stored first, then mailed: the business's e-mail is in the outbox with the visitor's words.
    await expect.poll(() => readdirSync(outbox).map((file) => readFileSync(path.join(outbox, file), 'utf8')).find((mail) => mail.includes(answer.id) || mail.includes('Rusted crane rails on the wharf'))).toBeTruthy();
  });

  test('keeps every value and shows the error notice when sending fails, then retries with the same submission id', async ({ page }) => {
    const submissionIds: string[] = [];
    let fail = true;
    await page.route(`**${FUNCTION_PATH}`, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      submissionIds.push((route.request().postDataJSON() as { submissionId: string }).submissionId);
      if (fail) return route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal error"}' });
      return route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true,"id":"stubbed"}' });
    });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/contact');
    await hydrated(page);
    await fillValidEnquiryWithSpaces(page);
    await page.getByRole('button', { name: 'Send Request' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'Error sending message' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(`Please try again or contact us directly at ${business.emails.info!.display}`);
    expect(errors.some((text) => text.startsWith('Error sending message'))).toBe(true);
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('button', { name: 'Send Request' })).toBeEnabled();
    await expect(page.getByLabel('First Name')).toHaveValue('  Ada  ');
    await expect(page.getByLabel('Company')).toHaveValue('Analytical Engines Pty Ltd');
    await expect(page.getByLabel('Industry')).toHaveValue('marine');
    await expect(page.getByLabel('Primary Interest')).toHaveValue('services');
    await expect(page.getByLabel('Project Details')).toHaveValue('Rusted crane rails on the wharf, about 400 m².');
    expect(await events(page, 'lead_generation')).toEqual([]);

    // The notice stays while the visitor corrects nothing and tries again.
    await page.waitForTimeout(5_000);
    await expect(notice).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    expect(submissionIds).toHaveLength(2);
    expect(submissionIds[1]).toBe(submissionIds[0]);
  });

  test("shows 'Sending...' on a disabled button while the enquiry is on its way", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${FUNCTION_PATH}`, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await held;
      return route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ error: 'Invalid enquiry', fields: [{ field: 'company', message: 'Company name must be at least 2 characters' }] }) });
    });
    await page.goto('/contact');
    await hydrated(page);
    await fillValidEnquiryWithSpaces(page);
    await page.getByRole('button', { name: 'Send Request' }).click();
    const sending = page.getByRole('button', { name: 'Sending...' });
    await expect(sending).toBeDisabled();
    release();
    // A 400's field problems appear under their fields.
    await expect(page.getByLabel('Company')).toHaveAccessibleDescription('Company name must be at least 2 characters');
    await expect(page.getByRole('button', { name: 'Send Request' })).toBeEnabled();
  });
});

test.describe('the ROI calculator', () => {
  const calculate = async (page: Page, inputs: Record<string, string>) => {
    await fillByLabel(page, inputs);
    await page.getByRole('form', { name: 'ROI calculator' }).getByRole('button', { name: 'Calculate' }).click();
  };
  const shown = (page: Page, key: string) => page.getByTestId(`roi-${key}`);

  test('shows the prompt, then the eight results for a typical job, and records the events', async ({ page }) => {
    await page.goto('/#roi');
    await hydrated(page);
    await expect(page.locator('#roi')).toContainText('press Calculate to see your annual savings');
    await calculate(page, {
      Industry: 'mining', 'Project size': 'medium', 'Current cleaning method': 'sandblasting', 'Projects per year': '4',
      'Labour cost per hour (AUD)': '75', 'Material costs per project (AUD)': '5000', 'Downtime hours per project': '40',
    });
    await expect(shown(page, 'annualLaborSavings')).toHaveText('$7,200');
    await expect(shown(page, 'annualMaterialSavings')).toHaveText('$16,000');
    await expect(shown(page, 'annualDowntimeSavings')).toHaveText('$12,800');
    await expect(shown(page, 'totalAnnualSavings')).toHaveText('$36,000');
    await expect(shown(page, 'estimatedServiceCost')).toHaveText('$22,400');
    await expect(shown(page, 'netSavings')).toHaveText('$13,600');
    await expect(shown(page, 'roi')).toHaveText('60.7%');
    await expect(shown(page, 'paybackMonths')).toHaveText('19.8 months');
    await expect.poll(() => events(page, 'roi_calculated')).toEqual([{ industry: 'mining', projected_savings: 13600, roi_percentage: 60.7, value: 13.6 }]);
    expect(await events(page, 'conversion')).toContainEqual({ send_to: 'AW-E2ETEST0001/e2e-roi-label', value: 800, currency: 'AUD' });
    expect(await events(page, 'page_view')).toContainEqual({ industry_type: 'mining', projected_savings: 13600, value: 100, currency: 'AUD' });
  });

  test('uses the fallbacks for empty inputs and shows no payback when laser cleaning costs more', async ({ page }) => {
    await page.goto('/#roi');
    await hydrated(page);
    await calculate(page, { 'Labour cost per hour (AUD)': '1000', 'Downtime hours per project': '10', 'Projects per year': '2' });
    await expect(shown(page, 'totalAnnualSavings')).toHaveText('$13,600');
    await expect(shown(page, 'estimatedServiceCost')).toHaveText('$14,000');
    await expect(shown(page, 'netSavings')).toHaveText('-$400');
    await expect(shown(page, 'roi')).toHaveText('0%');
    await expect(shown(page, 'paybackMonths')).toHaveText('Not reached');
    // Everything emptied: 75 an hour, no materials, no downtime, one project: nothing to compare, so no verdict and no event.
    const recorded = (await events(page, 'roi_calculated')).length;
    await calculate(page, { 'Labour cost per hour (AUD)': '', 'Downtime hours per project': '', 'Projects per year': '' });
    await expect(page.locator('#roi')).toContainText('Nothing to compare yet');
    await expect(shown(page, 'netSavings')).toHaveCount(0);
    expect(await events(page, 'roi_calculated')).toHaveLength(recorded);
    // The fallbacks still apply: materials alone, with the labour rate and projects left empty.
    await calculate(page, { 'Material costs per project (AUD)': '1000' });
    await expect(shown(page, 'netSavings')).toHaveText('$100');
    await expect.poll(async () => (await events(page, 'roi_calculated')).at(-1)).toEqual({ industry: 'unspecified', projected_savings: 100, roi_percentage: 14.3, value: 0.1 });
  });
});

test.describe('analytics events from links and buttons', () => {
  test('a call click records phone_call and its conversion of 300; an e-mail click records 150', async ({ page }) => {
    await page.goto('/laser-rust-removal');
    await hydrated(page);
    await expect.poll(() => events(page, 'service_page_view')).toEqual([{ service_name: 'Laser rust removal' }]);
    await page.locator('main a[href^="tel:"]').first().click();
    await expect.poll(() => events(page, 'phone_call')).toEqual([{ event_category: 'contact', event_label: 'phone_click' }]);
    expect(await events(page, 'conversion')).toContainEqual({ send_to: 'AW-E2ETEST0001/e2e-phone-label', value: 300, currency: 'AUD' });
    await page.locator('footer a[href^="mailto:"]').first().click();
    await expect.poll(() => events(page, 'click')).toEqual([{ event_label: 'email_click', link_classes: 'email-link', value: 150, currency: 'AUD' }]);
  });

  test('the emergency call button records emergency-call-click and dials the emergency number', async ({ page }) => {
    await page.goto('/emergency-rust-removal-brisbane');
    await hydrated(page);
    const call = page.getByRole('link', { name: /^EMERGENCY: / });
    await expect(call).toHaveAttribute('href', `tel:${business.phones.emergency!.tel}`);
    await call.click();
    await expect.poll(() => events(page, 'emergency-call-click')).toEqual([
      { event_category: 'emergency_response', event_label: `EMERGENCY: ${business.phones.emergency!.display}`, location: 'Brisbane', service_type: 'emergency_rust_removal' },
    ]);
    expect(await events(page, 'phone_call')).toHaveLength(1);
  });

  test('the enhanced FAQ contact buttons record faq_page_contact, skip the unlabelled conversion with a warning and go to /contact', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto('/enhanced-faq');
    await hydrated(page);
    await page.getByRole('link', { name: 'Contact Our Experts' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect.poll(() => events(page, 'faq_page_contact')).toEqual([{ event_category: 'conversion', event_label: 'Contact Our Experts' }]);
    expect(warnings).toContain('[analytics] faq conversion skipped: its label is missing or a placeholder');
  });
});

/**
 * Presses the middle of `control`, then a part above it is drawn late, as after a jump down the page (scroll anchoring,
 * turned off here, absorbs only some of such a shift), and the pointer is released `travel` px below where it pressed.
 */
async function tapAsAPartAboveGrows(page: Page, control: Locator, travel = 0) {
  await tapsRescued(page);
  // Every part laid out once at its real height first (as while the app places a page), so that only this shift moves the control.
  await page.evaluate(async () => {
    document.documentElement.dataset.placing = '';
    await new Promise(requestAnimationFrame);
    await new Promise(requestAnimationFrame);
    delete document.documentElement.dataset.placing;
  });
  await control.scrollIntoViewIfNeeded();
  await expect(control).toBeInViewport({ ratio: 1 });
  const box = (await control.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  const movedBy = await control.evaluate((pressed) => {
    const before = pressed.getBoundingClientRect().y;
    for (const scroller of [document.documentElement, document.body]) scroller.style.overflowAnchor = 'none';
    document.querySelector('main')!.prepend(Object.assign(document.createElement('div'), { style: 'height: 60px' }));
    return pressed.getBoundingClientRect().y - before;
  });
  expect(Math.abs(movedBy), 'the control moved from under the pointer').toBeGreaterThan(box.height / 2);
  if (travel) await page.mouse.move(x, y + travel, { steps: 4 });
  await page.mouse.up();
}

test.describe('a link or button that moves from under a still finger between press and release', () => {
  test('Cookie Settings, its footer not hydrated yet, still opens the preferences', async ({ page }) => {
    await withChoiceStored(page);
    const releaseFooter = await holdScripts(page, '**/assets/Footer-*.js');
    await page.goto('/');
    await hydrated(page);
    await tapAsAPartAboveGrows(page, cookieSettings(page));
    await expect(preferences(page)).toBeVisible();
    releaseFooter();
  });

  test('a pointer that travelled before its release is not a tap: nothing opens', async ({ page }) => {
    await withChoiceStored(page);
    await page.goto('/');
    await hydrated(page);
    await tapAsAPartAboveGrows(page, cookieSettings(page), 40);
    await page.waitForTimeout(500);
    await expect(preferences(page)).toBeHidden();
  });

  test('"Contact Our Experts" still goes to /contact, and is recorded once', async ({ page }) => {
    await page.goto('/enhanced-faq');
    await hydrated(page);
    await tapAsAPartAboveGrows(page, page.getByRole('link', { name: 'Contact Our Experts' }));
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => events(page, 'faq_page_contact')).toHaveLength(1);
  });

  test('"Contact Our Experts" in a block whose code is still on its way goes to /contact once the code arrives, and is recorded once', async ({ page }) => {
    const releaseCta = await holdScripts(page, '**/assets/Cta-*.js');
    await page.goto('/enhanced-faq');
    await hydrated(page);
    const link = page.getByRole('link', { name: 'Contact Our Experts' });
    await tapAsAPartAboveGrows(page, link);
    expect(await isHydrated(link), 'the block is still waiting for its code').toBe(false);
    releaseCta();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => events(page, 'faq_page_contact')).toEqual([{ event_category: 'conversion', event_label: 'Contact Our Experts' }]);
  });

  test.describe('on a phone', () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 800 } });

    test('a finger that pressed one link and was lifted over another that came under it opens the one pressed, once', async ({ page }) => {
      await page.goto('/faq');
      await hydrated(page);
      await tapsRescued(page);
      // Two links at the top of the page, and above them a part that will be drawn taller between press and release.
      await page.evaluate(() => {
        const part = document.createElement('div');
        part.id = 'late-part';
        const link = (href: string, text: string) => Object.assign(document.createElement('a'), { href, textContent: text, style: 'display: block; height: 48px' });
        document.querySelector('main')!.prepend(part, link('/resources', 'Resources, drawn above'), link('/contact', 'Contact, pressed'));
        scrollTo(0, 0);
      });
      const pressed = page.getByRole('link', { name: 'Contact, pressed' });
      const box = (await pressed.boundingBox())!;
      const finger = { x: box.x + 20, y: box.y + box.height / 2 };
      const entries = await page.evaluate(() => history.length);
      const touch = await page.context().newCDPSession(page);
      await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [finger] });
      await page.evaluate(() => (document.getElementById('late-part')!.style.height = '48px'));
      expect(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.textContent, finger), 'the other link came under the finger').toBe('Resources, drawn above');
      await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await expect(page).toHaveURL(/\/contact$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForTimeout(500);
      await expect(page, 'the link that came under the finger was not followed after it').toHaveURL(/\/contact$/);
      expect(await page.evaluate(() => history.length), 'one page change').toBe(entries + 1);
    });
  });
});

test('FAQ answers open one at a time and the arrow, Home and End keys move between questions', async ({ page }) => {
  await page.goto('/faq');
  await hydrated(page);
  const group = page.locator('main details').first().locator('xpath=..');
  const questions = group.locator(':scope > details > summary');
  const count = await questions.count();
  expect(count).toBeGreaterThan(2);
  await questions.nth(0).focus();
  // The keys between questions are the block's script: focus has woken it, and they work once it has hydrated.
  await expect.poll(() => isHydrated(group)).toBe(true);
  await page.keyboard.press('ArrowDown');
  await expect(questions.nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(questions.nth(count - 1)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(questions.nth(0)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(group.locator(':scope > details[open]')).toHaveCount(1);
  await page.keyboard.press('ArrowUp');
  await expect(questions.nth(count - 1)).toBeFocused();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  // Opening the second closes the first; pressing it again collapses it.
  await expect(group.locator(':scope > details[open]')).toHaveCount(1);
  await expect(group.locator(':scope > details').nth(1)).toHaveAttribute('open', '');
  await page.keyboard.press('Enter');
  await expect(group.locator(':scope > details[open]')).toHaveCount(0);
});
