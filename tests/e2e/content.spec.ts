// The spec's phrases, anchors and links for each page appear in its prerendered HTML (JavaScript off).
import { expect, test } from './kept-page';
import { routes } from './routes';
import { business, equipmentPrice, shownHoursLines } from '../support/business-facts';

const SPEC_ROUTES = [
  '/', '/laser-rust-removal', '/lead-paint-removal', '/coating-removal', '/steel-surface-preparation', '/localised-rust-removal',
  '/full-asset-preparation', '/industrial-refurbishment', '/plant-maintenance', '/precision-cleaning', '/surface-decontamination',
  '/compliance-certification', '/equipment-sales', '/resources', '/faq', '/enhanced-faq', '/contact', '/thank-you', '/terms-of-service',
  '/safety-guidelines', '/locations/sydney', '/locations/melbourne', '/locations/brisbane', '/locations/middle-east',
  '/sydney-rust-removal', '/melbourne-rust-removal', '/emergency-rust-removal-sydney', '/emergency-rust-removal-melbourne',
  '/emergency-rust-removal-brisbane',
];
const ARTICLE_SLUGS = [
  'ultimate-laser-rust-removal-guide', 'industrial-rust-removal-case-study', 'complete-guide-paint-removal', 'laser-vs-traditional-paint-removal',
  'emergency-rust-removal-response-guide', 'marine-rust-removal-port-infrastructure', 'automotive-rust-restoration-laser-guide',
  'laser-cleaning-roi-calculator', 'plant-maintenance-backup-generator-restoration', 'infrastructure-rust-prevention-strategies',
  'laser-cleaning-safety-standards', 'heritage-building-laser-restoration', 'environmental-benefits-laser-cleaning', 'precision-laser-cleaning-high-value-assets',
];

interface Expectation {
  text?: string[];
  anchors?: string[];
  links?: string[];
}

const emergencyLayout = (city: string, claim: string): Expectation => ({
  text: [
    'EMERGENCY RUST REMOVAL - 24/7 RESPONSE AVAILABLE', 'Request Emergency Quote', 'Priority Response', '24/7 Availability', claim,
    'Emergency Response Services', 'Rapid Mobilization', 'Safety Certified', "Don't Let Rust Emergencies Escalate", 'Call Emergency Line',
    'Schedule Emergency Service', 'Priority Emergency Response | Fully Insured & Certified | 24/7 Dispatch',
  ],
  links: [`/contact?service=emergency-rust-removal-${city}#request-information`],
});

const expectations: Record<string, Expectation> = {
  '/': {
    text: ['Watch Demo', 'Calculate My Savings', 'Get Quote'],
    anchors: ['benefits', 'industries', 'roi', 'about', 'gallery', 'what-is-laser-cleaning', 'equipment', 'robotic-integration', 'testimonials'],
  },
  '/laser-rust-removal': { text: ['No Surface Damage', 'Zero Chemicals', '80% Faster', 'Any Rust Level'], links: ['/contact', '/equipment-sales', '/steel-surface-preparation'] },
  '/lead-paint-removal': { text: ['1978'], anchors: ['safety-benefits'], links: ['/contact', '/equipment-sales', '/coating-removal', '/steel-surface-preparation'] },
  '/coating-removal': { links: ['/contact', '/equipment-sales', '/laser-rust-removal', '/steel-surface-preparation'] },
  '/steel-surface-preparation': { text: ['SA 2.5', 'SA 3', '10x'], links: ['/contact', '/equipment-sales', '/coating-removal', '/laser-rust-removal'] },
  '/localised-rust-removal': { anchors: ['process'] },
  '/full-asset-preparation': { links: ['/contact', '/#roi'] },
  '/industrial-refurbishment': { links: ['/contact', '/#roi'] },
  '/precision-cleaning': { text: ['Book Precision Trial', 'See Success Stories'], links: ['/contact', '/#testimonials'] },
  '/plant-maintenance': { text: ['Request Assessment', 'Schedule Assessment'], links: ['/contact'] },
  '/surface-decontamination': { text: ['Discuss Your Project', 'View Our Work'], links: ['/contact', '/#gallery'] },
  '/compliance-certification': { text: ['Get Compliance Quote', 'Request Compliance Quote', 'Read the Compliance Guide', 'AS/NZS 2312.1'] },
  '/equipment-sales': { text: ['Precision Cleaning 1000', 'Heavy Duty 3000', '1000W', '3000W', equipmentPrice('precision-cleaning-1000'), equipmentPrice('heavy-duty-3000'), 'Most Popular'], anchors: ['robotic-integration'] },
  '/resources': { links: [...ARTICLE_SLUGS.map((slug) => `/resources/${slug}`), '/contact', '/equipment-sales'] },
  '/faq': { text: ['Get Free Quote in 24 Hours'], links: ['/contact'] },
  '/enhanced-faq': { text: ['Ask a Question', 'Contact Our Experts'], anchors: ['emergency', 'technical', 'service-areas', 'pricing'] },
  '/contact': { text: ['Get Your Free Capability Statement', "What You'll Receive", 'Capability statement', 'ROI calculation', 'Free consultation', ...shownHoursLines('operating')] },
  '/thank-you': { text: ['Thank You for Contacting Us!', 'What happens next?', 'Review & Analysis', 'Detailed Response', 'Free Consultation', ...shownHoursLines('office')], links: ['/', '/equipment-sales'] },
  '/terms-of-service': { text: ['Terms and Conditions of Trade', 'July 2025', '12% per annum', '30%', 'more than 5 days', 'within 7 days', 'ex-warehouse', 'New South Wales'] },
  '/locations/middle-east': { text: ['Gulf Surface Technologies', 'Emirates Industrial Restoration', ...Object.values(business.contacts).map((person) => person.name), 'Same day', 'Saudi Arabia', '1-3 days', '2-4 days', '3-5 days'] },
  '/locations/sydney': { text: ['Same day', 'Next day', '1-2 days', 'Western Sydney'] },
  '/locations/melbourne': { text: ['Same day', 'Next day', '1-2 days', 'Geelong'] },
  '/locations/brisbane': { text: ['Same day', 'Next day', '1-2 days', 'Gold Coast', 'Sunshine Coast'] },
  '/emergency-rust-removal-sydney': emergencyLayout('sydney', 'Sydney Wide'),
  '/emergency-rust-removal-melbourne': {
    ...emergencyLayout('melbourne', 'Melbourne Wide'),
    text: [
      ...emergencyLayout('melbourne', 'Melbourne Wide').text!,
      'Port & Marine Emergency Response', 'Manufacturing Plant Emergency', 'Infrastructure Crisis Response', '24/7 Emergency Mobilization',
      'Melbourne CBD & Inner Suburbs', 'Port Melbourne & Docklands', 'Eastern Melbourne Manufacturing', 'Western Melbourne Industrial', 'Northern Melbourne & Essendon', 'Geelong & Western Victoria',
    ],
  },
  '/emergency-rust-removal-brisbane': {
    ...emergencyLayout('brisbane', 'Queensland Wide - Brisbane to Gold Coast'),
    text: [
      ...emergencyLayout('brisbane', 'Queensland Wide - Brisbane to Gold Coast').text!,
      'Marine Infrastructure Emergency', 'Mining Equipment Crisis Response', 'Industrial Plant Emergency', '24/7 Emergency Mobilization',
      'Brisbane CBD & Inner City', 'Port of Brisbane & Pinkenba', 'Logan & Southern Brisbane', 'Ipswich & Western Suburbs', 'Northside & Redcliffe Peninsula', 'Gold Coast & Sunshine Coast',
    ],
  },
  '/resources/laser-vs-traditional-paint-removal': { text: ['8 min read', '10 January 2024', 'Comparison', 'Technical Analysis', 'Schedule Demonstration', 'View Equipment Options'], links: ['/resources', '/contact', '/equipment-sales'] },
  '/resources/ultimate-laser-rust-removal-guide': {
    text: ['15 min read', '20 January 2024', 'Rust Removal', 'Featured', 'Emergency Rust Removal'],
    anchors: ['understanding-rust', 'laser-rust-removal', 'advantages', 'applications', 'process-guide', 'equipment-guide', 'case-studies', 'maintenance'],
    links: ['/resources', '/contact', '/laser-rust-removal'],
  },
  '/resources/complete-guide-paint-removal': { anchors: ['what-is-paint-removal', 'how-it-works', 'advantages', 'applications', 'vs-traditional', 'safety', 'implementation', 'roi'], links: ['/resources'] },
  '/resources/industrial-rust-removal-case-study': { text: ['Schedule Consultation', 'Learn More About Laser Rust Removal'], anchors: ['results'], links: ['/contact', '/laser-rust-removal'] },
};

test('every route of the spec, and every article, is in pages.yaml', () => {
  const paths = routes.map((route) => route.path);
  for (const path of [...SPEC_ROUTES, ...ARTICLE_SLUGS.map((slug) => `/resources/${slug}`)]) expect(paths, path).toContain(path);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });
  for (const [path, expected] of Object.entries(expectations)) {
    test(`${path} states what the spec says`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const text = (await page.locator('body').textContent()) ?? '';
      for (const phrase of expected.text ?? []) expect(text, phrase).toContain(phrase);
      for (const anchor of expected.anchors ?? []) await expect(page.locator(`[id="${anchor}"]`), `#${anchor}`).toHaveCount(1);
      const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      for (const link of expected.links ?? []) expect(hrefs, link).toContain(link);
    });
  }
});

test('the alternative compliance address redirects permanently to the page', async ({ request }) => {
  const response = await request.get('/services/compliance-certification', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toBe('/compliance-certification');
});

test('emergency buttons dial the emergency line by its digits and quote buttons carry the city', async ({ page }) => {
  await page.goto('/emergency-rust-removal-brisbane');
  const call = page.getByRole('link', { name: /^EMERGENCY: / });
  await expect(call).toHaveAttribute('href', /^tel:\+61\d{9}$/);
  await expect(page.getByRole('link', { name: 'Request Emergency Quote' })).toHaveAttribute('href', '/contact?service=emergency-rust-removal-brisbane#request-information');
});

test('Middle East contacts open WhatsApp by the number without its spaces', async ({ page }) => {
  await page.goto('/locations/middle-east');
  const chats = page.locator('a[href^="https://wa.me/"]');
  expect(await chats.count()).toBeGreaterThanOrEqual(3);
  for (const href of await chats.evaluateAll((links) => links.map((link) => link.getAttribute('href')!))) expect(href).toMatch(/^https:\/\/wa\.me\/\d+$/);
});

test('the resources list shows fourteen articles, the featured one first', async ({ page }) => {
  await page.goto('/resources');
  const links = page.locator('main a[href^="/resources/"]');
  await expect(links).toHaveCount(14);
  await expect(links.first()).toHaveAttribute('href', '/resources/ultimate-laser-rust-removal-guide');
});

// The notice beside the button grew to say who collects the details and where they go; squeezed, the button broke
// its label mid-word ("Send Requ / est") at 1280 px.
test('beside the privacy notice the send button keeps its label on one line, at every width the two share a row', async ({ page }) => {
  for (const width of [640, 768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/contact');
    const lines = await page.getByRole('button', { name: 'Send Request' }).evaluate((button) => {
      const range = document.createRange();
      range.selectNodeContents(button);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines, `lines of the send button's label at ${width} px`).toBe(1);
  }
});

test('the enquiry form says who collects the details, why and where they go, and the policy says how long they are kept', async ({ page }) => {
  await page.goto('/contact');
  const form = page.locator('form', { has: page.getByRole('button', { name: 'Send Request' }) });
  await expect(form).toContainText(`${business.company.name} collects these details to answer your enquiry`);
  await expect(form).toContainText('a US e-mail service');
  await form.getByRole('link', { name: 'privacy policy' }).click();
  await expect(page).toHaveURL('/privacy-policy');
  const storage = page.locator('#storage-and-security');
  await expect(storage).toContainText(`Kept for ${business.privacy.retentionMonths} months.`);
  await expect(storage).toContainText('Resend, an e-mail delivery service in the United States');
  await expect(storage).toContainText('Google (Google LLC, United States)');
});
