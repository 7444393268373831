// What a visitor sees of the blocks: the failed-send notice where they are looking, heroes and the ROI panel
// that fit narrow phones, tap targets big enough, placeholders that fit and no faint focus ring of the form's own.
import type { Page } from '@playwright/test';
import { expect, test } from './kept-page';
import { business } from '../support/business-facts';
import { hydrated } from './axe';
import { fillByLabel } from './fill-form';
import { edgeStraddlers, expectNoSidewaysScroll, expectOnScreen, textsSplitOverLines } from './on-screen';
import { routes } from './routes';

const FUNCTION_PATH = '/functions/v1/send-contact-email';
const NARROW_PHONES = [320, 360, 375, 390];

/** Collects Content-Security-Policy violations: the DOM event and Chrome's console report. */
async function watchCsp(page: Page) {
  const reports: string[] = [];
  await page.exposeFunction('reportCspViolation', (line: string) => reports.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation: (line: string) => void }).reportCspViolation(`${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) reports.push(`console: ${message.text()}`);
  });
  return reports;
}

/**
 * The site header is measured by its own tests; it is taken out of the layout here so a header problem does not
 * hide or masquerade as a block's. Setting a style property from script is allowed under the CSP.
 */
const withoutSiteHeader = (page: Page) =>
  page.evaluate(() => {
    for (const header of document.querySelectorAll<HTMLElement>('header')) if (!header.closest('main')) header.style.display = 'none';
  });

const fillValidEnquiry = (page: Page) =>
  fillByLabel(page, {
    'First Name': '  Ada  ',
    'Last Name': 'Lovelace',
    Email: 'ada@example.com',
    Company: 'Analytical Engines Pty Ltd',
    'Project Address': '1 Wharf Rd, Port Melbourne VIC 3207',
    Industry: 'marine',
    'Primary Interest': 'services',
    'Project Details': 'Rusted crane rails on the wharf, about 400 m².',
  });

const failEverySend = (page: Page) =>
  page.route(`**${FUNCTION_PATH}`, (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal error"}' }) : route.continue()));

const sendFailedNotice = (page: Page) => page.getByRole('alert').filter({ hasText: 'Error sending message' });

test.describe('the failed-send notice', () => {
  for (const width of [390, 1280]) {
    // A page of its own: the page's clock is installed and its own CSP watcher exposed, which the kept page would carry on.
    test.describe(() => {
      test.use({ keptPage: false });
      test(`at ${width} px, sent from the button at the bottom of the screen: on screen, announced, still there after 10 s, with a way to call and e-mail, and no CSP violation`, async ({ page }) => {
        test.setTimeout(60_000);
        const csp = await watchCsp(page);
        await page.setViewportSize({ width, height: 844 });
        await failEverySend(page);
        // The page's own clock, so its 10 s pass at once: any timer that would take the notice away fires in them.
        await page.clock.install();
        await page.goto('/contact');
        await hydrated(page);
        await fillValidEnquiry(page);
        const submit = page.getByRole('button', { name: 'Send Request' });
        // The visitor has scrolled so that the button sits at the very bottom of the screen.
        await submit.evaluate((button) => window.scrollBy({ top: button.getBoundingClientRect().bottom - window.innerHeight + 8, behavior: 'instant' }));
        await submit.click();

        const notice = sendFailedNotice(page);
        await expectOnScreen(notice, 'the failed-send notice');
        await expect(notice).toContainText(`Please try again or contact us directly at ${business.emails.info!.display}`);
        const call = notice.getByRole('link', { name: new RegExp(`Call ${business.phones.main!.display}`) });
        const email = notice.getByRole('link', { name: new RegExp(`Email ${business.emails.info!.display}`) });
        await expect(call).toHaveAttribute('href', `tel:${business.phones.main!.tel}`);
        await expect(email).toHaveAttribute('href', `mailto:${business.emails.info!.display}`);
        await expectOnScreen(call, 'the call link in the notice');
        await expectOnScreen(email, 'the e-mail link in the notice');

        await page.clock.runFor(10_000);
        await expectOnScreen(notice, 'the failed-send notice after 10 s');
        // Every typed value is kept.
        await expect(page.getByLabel('First Name')).toHaveValue('  Ada  ');
        await expect(page.getByLabel('Project Address')).toHaveValue('1 Wharf Rd, Port Melbourne VIC 3207');
        await expect(page.getByLabel('Primary Interest')).toHaveValue('services');
        await expect(page.getByLabel('Project Details')).toHaveValue('Rusted crane rails on the wharf, about 400 m².');

        // Dismissing it hides it and leaves the visitor at the button; sending again (and failing again) brings it back.
        await notice.getByRole('button', { name: 'Dismiss' }).click();
        await expect(notice).toHaveCount(0);
        await expect(submit).toBeFocused();
        await submit.click();
        await expectOnScreen(sendFailedNotice(page), 'the notice after a second failure');
        expect(csp).toEqual([]);
      });
    });

    test(`at ${width} px, sent with Enter from the top of the form: the notice is scrolled into view`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await failEverySend(page);
      await page.goto('/contact');
      await hydrated(page);
      await fillValidEnquiry(page);
      await page.getByLabel('First Name').evaluate((input) => input.scrollIntoView({ block: 'center', behavior: 'instant' }));
      await page.getByLabel('First Name').press('Enter');
      await expectOnScreen(sendFailedNotice(page), 'the failed-send notice');
    });
  }

  test.describe('before the visitor has answered the cookie banner', () => {
    test.use({ storageState: { cookies: [], origins: [] } });

    test('at 390 px the notice is not hidden under the banner', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await failEverySend(page);
      await page.goto('/contact');
      await hydrated(page);
      await expect(page.getByRole('region', { name: 'Cookie Settings' })).toBeVisible();
      await fillValidEnquiry(page);
      const submit = page.getByRole('button', { name: 'Send Request' });
      await submit.evaluate((button) => window.scrollBy({ top: button.getBoundingClientRect().top - window.innerHeight / 2, behavior: 'instant' }));
      await submit.click();
      await expectOnScreen(sendFailedNotice(page), 'the failed-send notice with the cookie banner open');
    });
  });

  test('goes when the visitor sends again', async ({ page }) => {
    let fail = true;
    await page.route(`**${FUNCTION_PATH}`, (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      return fail ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }) : new Promise<void>(() => {});
    });
    await page.goto('/contact');
    await hydrated(page);
    await fillValidEnquiry(page);
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(sendFailedNotice(page)).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(sendFailedNotice(page)).toHaveCount(0);
  });
});

test('every hero and every block fits narrow phones: no sideways scroll, nothing cut at the edge (320 to 390 px)', async ({ page }) => {
  test.setTimeout(240_000);
  const problems: string[] = [];
  for (const route of routes) {
    await page.setViewportSize({ width: NARROW_PHONES[0]!, height: 800 });
    await page.goto(route.path);
    await withoutSiteHeader(page);
    for (const width of NARROW_PHONES) {
      await page.setViewportSize({ width, height: 800 });
      const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
      if (widths.scroll > widths.client) problems.push(`${route.path} at ${width}: page is ${widths.scroll} px wide`);
      problems.push(...(await edgeStraddlers(page)).map((line) => `${route.path} at ${width}: ${line}`));
    }
  }
  expect(problems).toEqual([]);
});

test('no phone number or "24/7" is broken over two lines on any page, at 320, 360 and 390 px', async ({ page }) => {
  test.setTimeout(240_000);
  const unbreakable = [...Object.values(business.phones).map((phone) => phone.display), '24/7'];
  const split: string[] = [];
  for (const route of routes) {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(route.path);
    await page.evaluate(() => document.fonts.ready);
    for (const width of [320, 360, 390]) {
      await page.setViewportSize({ width, height: 800 });
      split.push(...(await textsSplitOverLines(page, unbreakable)).map((line) => `${route.path} at ${width}: ${line}`));
    }
  }
  expect(split).toEqual([]);
});

test.describe('the ROI calculator on narrow phones', () => {
  const calculate = async (page: Page, inputs: Record<string, string>) => {
    await fillByLabel(page, inputs);
    await page.getByRole('form', { name: 'ROI calculator' }).getByRole('button', { name: 'Calculate' }).click();
  };
  const HUGE = { 'Projects per year': '99999', 'Labour cost per hour (AUD)': '999999999', 'Material costs per project (AUD)': '999999999999', 'Downtime hours per project': '9999999' };

  for (const width of NARROW_PHONES) {
    test(`at ${width} px the result panel fits and no figure is cut, even with huge inputs`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/#roi');
      await hydrated(page);
      await withoutSiteHeader(page);
      await expectNoSidewaysScroll(page, `home before calculating at ${width}`);
      await calculate(page, HUGE);
      const panel = page.locator('#roi [aria-live]');
      await expect(panel.getByTestId('roi-netSavings')).toBeVisible();
      await expectNoSidewaysScroll(page, `home with huge ROI figures at ${width}`);
      expect(await edgeStraddlers(page)).toEqual([]);
      const cut = await panel.evaluate((box) => {
        const edge = box.getBoundingClientRect();
        return [...box.querySelectorAll('[data-testid^="roi-"], a, p, dt, dd')].flatMap((figure) => {
          const rect = figure.getBoundingClientRect();
          const clipped = figure.scrollWidth > figure.clientWidth + 1 || rect.left < edge.left - 1 || rect.right > edge.right + 1;
          return clipped ? [`${figure.textContent?.trim()} spans ${Math.round(rect.left)}..${Math.round(rect.right)} (scroll ${figure.scrollWidth}, client ${figure.clientWidth}) in a panel ${Math.round(edge.left)}..${Math.round(edge.right)}`] : [];
        });
      });
      expect(cut).toEqual([]);
      const action = panel.getByRole('link', { name: 'Request an ROI Assessment' });
      await action.scrollIntoViewIfNeeded();
      await expectOnScreen(action, 'the panel action');
    });
  }

  test('Calculate with nothing entered asks for figures instead of giving a verdict', async ({ page }) => {
    await page.goto('/#roi');
    await hydrated(page);
    await page.getByRole('form', { name: 'ROI calculator' }).getByRole('button', { name: 'Calculate' }).click();
    const panel = page.locator('#roi [aria-live]');
    await expect(panel).toContainText('Enter the downtime hours or the material costs of a typical project');
    await expect(panel).not.toContainText('Not reached');
    await expect(panel).not.toContainText('costs more than it saves');
    await expect(panel.getByTestId('roi-netSavings')).toHaveCount(0);
    // Entering figures then gives the comparison.
    await calculate(page, { 'Downtime hours per project': '40' });
    await expect(panel.getByTestId('roi-netSavings')).toBeVisible();
  });
});

test.describe('the enquiry form', () => {
  for (const [service, interest, group] of [
    ['equipment-demo', 'demo', 'Equipment Requirements'],
    ['roi-assessment', 'roi', 'Project Requirements'],
    ['equipment', 'equipment', 'Equipment Requirements'],
  ] as const) {
    test(`?service=${service} preselects Primary Interest ${interest}`, async ({ page }) => {
      await page.goto(`/contact?service=${service}`);
      await hydrated(page);
      await expect(page.getByLabel('Primary Interest')).toHaveValue(interest);
      await expect(page.getByRole('group', { name: group })).toBeVisible();
    });
  }

  test('a service with no single interest keeps the Enquiry about line and leaves Primary Interest to the visitor', async ({ page }) => {
    await page.goto('/contact?service=compliance-certification');
    await hydrated(page);
    await expect(page.getByText('Enquiry about: Compliance Certification')).toBeVisible();
    await expect(page.getByLabel('Primary Interest')).toHaveValue('');
  });

  test('every autocomplete token is one the HTML standard allows on its element', async ({ page }) => {
    await page.goto('/contact');
    await hydrated(page);
    // street-address spans several lines, so the standard allows it on a textarea only.
    const multiline = ['street-address'];
    const onInputs = await page.locator('form input[autocomplete]').evaluateAll((inputs) => inputs.map((input) => input.getAttribute('autocomplete')!));
    expect(onInputs.length).toBeGreaterThan(4);
    expect(onInputs.filter((token) => multiline.includes(token))).toEqual([]);
  });

  test("a focused field shows no faint ring of the form's own", async ({ page }) => {
    await page.goto('/contact');
    await hydrated(page);
    for (const label of ['First Name', 'Industry', 'Project Details']) {
      await page.getByLabel(label).focus();
      const color = await page.getByLabel(label).evaluate((field) => getComputedStyle(field).outlineColor);
      // rgba(r, g, b, a) or a CSS Color 4 form such as oklab(l a b / a).
      const alpha = Number((color.includes('/') ? /\/\s*([\d.]+)\)$/ : /^rgba\([^)]*,\s*([\d.]+)\)$/).exec(color)?.[1] ?? 1);
      expect(alpha, `${label}'s focus outline is ${color}`).toBe(1);
    }
  });
});

/** Fields whose placeholder is wider than the space to show it in: [label, placeholder, text px, room px]. */
const cutPlaceholders = (page: Page) =>
  page.locator('input[placeholder]').evaluateAll((inputs) => {
    const canvas = document.createElement('canvas').getContext('2d')!;
    return (inputs as HTMLInputElement[]).flatMap((input) => {
      if (input.getBoundingClientRect().width === 0 || input.closest('[aria-hidden="true"]')) return [];
      const style = getComputedStyle(input);
      canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = canvas.measureText(input.placeholder).width;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return text > room ? [`${input.labels?.[0]?.textContent?.trim()}: "${input.placeholder}" needs ${Math.ceil(text)} px in ${Math.floor(room)} px`] : [];
    });
  });

test('every placeholder fits its field at 320, 390 and 768 px', async ({ page }) => {
  const cut: string[] = [];
  for (const width of [320, 390, 768]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/contact');
    await hydrated(page);
    for (const interest of ['demo', 'services']) {
      await page.getByLabel('Primary Interest').selectOption(interest);
      cut.push(...(await cutPlaceholders(page)).map((line) => `/contact at ${width}: ${line}`));
    }
    await page.goto('/');
    cut.push(...(await cutPlaceholders(page)).map((line) => `/ at ${width}: ${line}`));
  }
  expect([...new Set(cut)]).toEqual([]);
});

test('every tap target in the blocks is at least 44 px tall and 24 px wide at 390 px, unless it sits in a sentence', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const small: string[] = [];
  for (const route of routes) {
    await page.goto(route.path);
    // The blocks: the breadcrumb and an article's meta line above them belong to the page shell.
    const found = await page.locator('main > section, main > aside, main > .contents > *').evaluateAll((sections) =>
      sections.flatMap((section) =>
        [...section.querySelectorAll('a, button, summary, select, input, textarea')].flatMap((target) => {
          const box = target.getBoundingClientRect();
          if (box.width === 0 || box.height === 0 || target.closest('[aria-hidden="true"]')) return [];
          const style = getComputedStyle(target);
          // A link inside a sentence is exempt (WCAG 2.5.8); a link stretched over its card is as big as the card.
          const inSentence = style.display === 'inline' && (target.parentElement?.textContent ?? '').trim().length > (target.textContent ?? '').trim().length;
          const stretched = getComputedStyle(target, '::after').position === 'absolute';
          if (inSentence || stretched) return [];
          return box.height < 44 || box.width < 24 ? [`<${target.tagName.toLowerCase()}> "${(target.textContent ?? '').trim().slice(0, 40)}" is ${Math.round(box.width)}x${Math.round(box.height)}`] : [];
        }),
      ),
    );
    small.push(...found.map((line) => `${route.path}: ${line}`));
  }
  expect([...new Set(small)]).toEqual([]);
});
