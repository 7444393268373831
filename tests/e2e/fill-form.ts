import type { Page } from '@playwright/test';

/** Fills form controls by their visible label: a select gets the option value, anything else the text. */
export async function fillByLabel(page: Page, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    const control = page.getByLabel(label);
    if ((await control.evaluate((element) => element.tagName)) === 'SELECT') await control.selectOption(value);
    else await control.fill(value);
  }
}

/** A complete, valid enquiry for a services project, typed into the form; `firstName` as the visitor typed it. */
export const fillValidEnquiry = (page: Page, firstName = 'Ada') =>
  fillByLabel(page, {
    'First Name': firstName,
    'Last Name': 'Lovelace',
    Email: 'ada@example.com',
    Phone: '0400 000 000',
    Company: 'Analytical Engines Pty Ltd',
    'Project Address': '1 Wharf Rd, Port Melbourne VIC 3207',
    Industry: 'marine',
    'Primary Interest': 'services',
    'Project Details': 'Rusted crane rails on the wharf, about 400 m².',
  });
