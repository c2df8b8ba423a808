import type { Locator, Page } from 'playwright-core';

/** The admin staff page (`{institution subjects path}/admin/staff`) as a school admin uses it. */
export class StaffPage {
  constructor(private readonly page: Page) {}

  async waitForList(): Promise<void> {
    await this.page.getByRole('heading', { level: 1, name: 'Admin staff' }).waitFor();
    await this.list().waitFor();
  }

  list(): Locator {
    return this.page.getByRole('list', { name: 'Staff' });
  }

  /** One person's card, by a text it shows (their name or address). */
  card(text: string): Locator {
    return this.list().getByRole('listitem').filter({ hasText: text });
  }

  addresses(): Locator {
    return this.page.getByRole('textbox', { name: 'Email addresses' });
  }

  subject(): Locator {
    return this.page.getByRole('combobox', { name: 'Subject' });
  }

  sendButton(): Locator {
    return this.page.getByRole('button', { name: 'Send invitations' });
  }

  search(): Locator {
    return this.page.getByRole('searchbox', { name: 'Search by name or email' });
  }

  dialog(name: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name });
  }

  /** Focuses a control and presses a key, as someone at the keyboard would. */
  async press(control: Locator, key = 'Enter'): Promise<void> {
    await control.focus();
    await this.page.keyboard.press(key);
  }
}
