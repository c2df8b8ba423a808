import type { Locator, Page } from 'playwright-core';

/** The school's usage page (`/{endpoint}/institutions/{id}/admin/usage`). */
export class UsagePage {
  constructor(private readonly page: Page) {}

  async waitForFigures(): Promise<void> {
    await this.page.getByRole('heading', { level: 1, name: 'Usage' }).waitFor();
    await this.page.getByRole('heading', { level: 2, name: 'Week by week' }).waitFor();
  }

  period(): Locator {
    return this.page.getByRole('combobox', { name: 'Period' });
  }

  /** Chooses a period by the start of its label ('Term 3', 'School year'). */
  async choosePeriod(labelStart: string): Promise<void> {
    const labels = await this.period().locator('option').allTextContents();
    const label = labels.find((text) => text.startsWith(labelStart));
    if (!label) throw new Error(`no period starting '${labelStart}' among ${labels.join(' | ')}`);
    await this.period().selectOption({ label });
  }

  chart(name: RegExp): Locator {
    return this.page.getByRole('img', { name });
  }

  viewOption(name: 'Charts' | 'Table'): Locator {
    return this.page.getByRole('radio', { name });
  }

  weeksTable(): Locator {
    return this.page.getByRole('table', { name: 'Weekly figures, each week starting on Monday' });
  }

  subjectsTable(): Locator {
    return this.page.getByRole('table', { name: 'Figures for each subject in this period' });
  }

  teachersTable(): Locator {
    return this.page.getByRole('table', { name: 'Figures for each teacher in this period' });
  }

  downloadButton(): Locator {
    return this.page.getByRole('button', { name: 'Download CSV' });
  }
}

/** The school's billing page (`{institution subjects path}/billing`). */
export class BillingPage {
  constructor(private readonly page: Page) {}

  section(name: string): Locator {
    return this.page.getByRole('region', { name });
  }
}
