// The enquiry with JavaScript off: the browser checks the fields and posts the form to the function itself,
// which stores it and answers with the thank-you page, or with a page that says what to fix and keeps every value.
import { expect, test } from './test';
import { fillValidEnquiry } from './fill-form';
import { outboxMails } from '../support/outbox';

const port = Number(process.env.E2E_PORT ?? 4173);
const outbox = `.data/e2e-${port}/outbox`;

test.use({ javaScriptEnabled: false });

/** The lead's e-mail to the business names the company; the receipt goes to the visitor's address. */
async function expectMailed(company: string, email: string) {
  await expect.poll(() => outboxMails(outbox).filter((mail) => mail.includes(company)).length, { timeout: 20_000 }).toBeGreaterThan(0);
  await expect.poll(() => outboxMails(outbox).filter((mail) => new RegExp(`^To: .*${email.replace(/[.]/g, '\\.')}`, 'm').test(mail)).length, { timeout: 20_000 }).toBe(1);
}

/** Every address the page went to, so a test can prove no personal data was ever in one. */
function addressesVisited(page: import('@playwright/test').Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => seen.push(request.url()));
  return seen;
}

test('an enquiry sent without JavaScript is stored, mailed and thanked, with nothing of the visitor in any address', async ({ page }) => {
  const visited = addressesVisited(page);
  const company = `No Script Works ${Date.now()}`;
  const email = `grace.${Date.now()}@example.com`;
  await page.goto('/contact');
  await fillValidEnquiry(page, 'Grace');
  await page.getByLabel('Company').fill(company);
  await page.getByLabel('Email').fill(email);
  const posted = page.waitForRequest((request) => request.method() === 'POST');
  await page.getByRole('button', { name: 'Send Request' }).click();
  expect((await posted).headers()['content-type']).toBe('application/x-www-form-urlencoded');

  await expect(page).toHaveURL(/\/thank-you$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You for Contacting Us!');
  for (const personal of ['Grace', 'grace', 'Lovelace', 'No%20Script', 'No+Script']) expect(visited.filter((url) => url.includes(personal)), personal).toEqual([]);
  await expectMailed(company, email);
});

test('a mistake the browser cannot see comes back on a page that names it and keeps every value; fixed there, it is sent', async ({ page }) => {
  const visited = addressesVisited(page);
  const company = `Kept Values ${Date.now()}`;
  await page.goto('/contact');
  await fillValidEnquiry(page, 'Grace');
  await page.getByLabel('Company').fill(company);
  // A valid e-mail address to the browser, but the spec's rule wants a dot after the @.
  await page.getByLabel('Email').fill('grace@shipyard');
  await page.getByRole('button', { name: 'Send Request' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your enquiry was not sent');
  await expect(page.locator('#email-problem')).toHaveText('Please enter a valid email address');
  await expect(page.getByLabel(/^Email/)).toHaveValue('grace@shipyard');
  await expect(page.getByLabel(/^First Name/)).toHaveValue('Grace');
  await expect(page.getByLabel(/^Company/)).toHaveValue(company);
  await expect(page.getByLabel(/^Industry/)).toHaveValue('marine');
  await expect(page.getByLabel(/^Project Details/)).toHaveValue('Rusted crane rails on the wharf, about 400 m².');
  await page.screenshot({ path: test.info().outputPath('not-sent-page.png'), fullPage: true });

  const email = `grace.${Date.now()}@shipyard.example`;
  await page.getByLabel(/^Email/).fill(email);
  await page.getByRole('button', { name: 'Send Request' }).click();
  await expect(page).toHaveURL(/\/thank-you$/);
  expect(visited.filter((url) => url.includes('grace') || url.includes('Grace'))).toEqual([]);
  await expectMailed(company, email);
});

test('the browser itself refuses an empty required field before anything is sent', async ({ page }) => {
  let posts = 0;
  page.on('request', (request) => void (request.method() === 'POST' && (posts += 1)));
  await page.goto('/contact');
  await fillValidEnquiry(page);
  await page.getByLabel(/^Last Name/).fill('L');
  await page.getByRole('button', { name: 'Send Request' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  expect(await page.getByLabel(/^Last Name/).evaluate((input: HTMLInputElement) => input.validity.tooShort || input.validity.valid === false)).toBe(true);
  expect(posts).toBe(0);
});
