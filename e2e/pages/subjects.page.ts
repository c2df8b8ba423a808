import type { Locator, Page } from 'playwright-core';

export const RIVERBANK = '/app/riverbank-high-1';
export const RIVERBANK_NAME = 'Riverbank High School';

/** The institution subjects page (spec 2.3) as a person uses it. */
export class SubjectsPage {
  constructor(private readonly page: Page) {}

  async open(path = RIVERBANK, name = RIVERBANK_NAME): Promise<void> {
    await this.page.goto(path);
    await this.waitForList(name);
  }

  /** Waits for the school's heading and for the list (or its empty view) to have loaded. */
  async waitForList(name = RIVERBANK_NAME): Promise<void> {
    await this.page.getByRole('heading', { level: 1, name }).waitFor();
    await this.page
      .getByRole('heading', { level: 2, name: 'Your subjects' })
      .or(this.page.getByTestId('subject-list-empty'))
      .waitFor();
  }

  items(): Locator {
    return this.page.getByTestId('subject-item');
  }

  item(name: string): Locator {
    return this.items().filter({ has: this.page.getByText(name, { exact: true }) });
  }

  /** The subject names in the order shown. */
  async names(): Promise<string[]> {
    await this.items().first().waitFor();
    return this.items().evaluateAll((items) =>
      items.map((item) => item.querySelector('[data-testid="subject-name"]')?.textContent?.trim() ?? ''),
    );
  }

  async createSubject(name: string, code = ''): Promise<void> {
    await this.page.getByLabel('Subject name').fill(name);
    if (code) await this.page.getByLabel('Subject code (optional)').fill(code);
    await this.page.getByRole('button', { name: 'Create subject' }).click();
  }

  async chooseFromMenu(subject: string, action: 'Duplicate' | 'Archive'): Promise<void> {
    await this.page.getByRole('button', { name: `More actions for ${subject}` }).click();
    await this.page.getByRole('menuitem', { name: action }).click();
  }

  /**
   * Duplicates a subject from its menu: the dialog asks for the copy's name (the original's with
   * ' (copy)' unless `name` is given) and an optional code.
   */
  async duplicate(subject: string, { name, code }: { name?: string; code?: string } = {}): Promise<void> {
    await this.chooseFromMenu(subject, 'Duplicate');
    const dialog = this.page.getByRole('dialog', { name: 'Duplicate subject' });
    if (name !== undefined) await dialog.getByLabel('Name of the copy').fill(name);
    if (code !== undefined) await dialog.getByLabel('Subject code').fill(code);
    await dialog.getByRole('button', { name: 'Duplicate', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  /** Deletes a subject through its Delete button and the confirmation dialog. */
  async deleteSubject(name: string): Promise<void> {
    await this.page.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Delete this subject?' });
    await dialog.getByRole('button', { name: 'Delete subject' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  /**
   * Drags a subject by its handle onto another one's place, as a mouse would: press, hold past
   * the 50 ms delay, move well past 30 px in small steps, release. The handle goes to the same
   * point of the other card, so the dragged card covers it, in a grid as in a column.
   */
  async dragSubject(name: string, ontoName: string): Promise<void> {
    const handle = this.page.getByRole('button', { name: `Reorder ${name}` });
    // The mouse only reaches what is on screen: bring both ends of the move into view.
    await this.item(ontoName).scrollIntoViewIfNeeded();
    await handle.scrollIntoViewIfNeeded();
    const from = await handle.boundingBox();
    const source = await this.item(name).boundingBox();
    const target = await this.item(ontoName).boundingBox();
    if (!from || !source || !target) throw new Error('subject items are not on screen');
    const startX = from.x + from.width / 2;
    const startY = from.y + from.height / 2;
    const dx = target.x - source.x;
    const dy = target.y - source.y;
    const length = Math.hypot(dx, dy);
    const [ux, uy] = [dx / length, dy / length];
    await this.page.mouse.move(startX, startY);
    await this.page.mouse.down();
    await this.page.waitForTimeout(150);
    await this.page.mouse.move(startX + ux * 40, startY + uy * 40, { steps: 5 });
    await this.page.mouse.move(startX + dx, startY + dy, { steps: 15 });
    await this.page.mouse.move(startX + dx + ux * 2, startY + dy + uy * 2, { steps: 2 });
    await this.page.mouse.up();
  }

  archivedLink(): Locator {
    return this.page.getByRole('link', { name: 'View archived subjects' });
  }
}
