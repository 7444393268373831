import type { Page } from '@playwright/test';

/** Fills form controls by their visible label: a select gets the option value, anything else the text. */
export async function fillByLabel(page: Page, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    const control = page.getByLabel(label);
    if ((await control.evaluate((element) => element.tagName)) === 'SELECT') await control.selectOption(value);
    else await control.fill(value);
  }
}
