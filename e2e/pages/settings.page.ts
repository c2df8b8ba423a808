import type { Locator, Page } from 'playwright-core';

/** The school's settings page (`{institution subjects path}/admin/settings`). */
export class SettingsPage {
  constructor(private readonly page: Page) {}

  async waitForForm(): Promise<void> {
    await this.page.getByRole('heading', { level: 1, name: 'School settings' }).waitFor();
    await this.page.getByRole('textbox', { name: 'School name' }).waitFor();
  }

  /** A term's row, by its name as the row is labelled ('Term 1'). */
  term(name: string): Locator {
    return this.page.getByRole('group', { name, exact: true });
  }

  /** The term rows in order, whatever their names. */
  termAt(index: number): Locator {
    return this.page.getByRole('group', { name: 'Term dates' }).getByRole('group').nth(index);
  }

  async setTerm(row: Locator, field: 'Term name' | 'First day' | 'Last day', value: string): Promise<void> {
    await row.getByLabel(field, { exact: true }).fill(value);
  }

  /** Chooses a time zone from the searchable list by typing part of its name. */
  async chooseTimeZone(search: string, zone: string): Promise<void> {
    const input = this.timeZone();
    await input.click();
    await input.fill(search);
    await this.page.getByRole('option', { name: zone, exact: true }).click();
  }

  timeZone(): Locator {
    return this.page.getByLabel('Time zone', { exact: true }).and(this.page.locator('input'));
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: 'Save settings' }).click();
  }

  saved(): Locator {
    return this.page.getByText('Settings saved.');
  }
}
