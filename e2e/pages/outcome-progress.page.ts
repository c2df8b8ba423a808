import type { Locator, Page } from 'playwright-core';

/**
 * A subject's outcome pages as people use them: the teacher's progress grid and scope and
 * sequence (a table of rows by outcome columns) and a student's own progress (a list).
 */
export class OutcomeTable {
  constructor(
    private readonly page: Page,
    private readonly caption: string,
  ) {}

  table(): Locator {
    return this.page.getByRole('table', { name: this.caption });
  }

  /** The outcome columns' codes, in order (each header starts with its code). */
  async outcomeCodes(): Promise<string[]> {
    const headers = await this.table().getByRole('columnheader').allTextContents();
    return headers.slice(1).map((text) => /^\S+?\d\d/.exec(text)?.[0] ?? text);
  }

  async rowHeaders(): Promise<string[]> {
    return this.table().getByRole('rowheader').allTextContents();
  }

  /** The cell of a row (by its header) under an outcome's column (by its code). */
  async cell(row: string, code: string): Promise<Locator> {
    const column = (await this.outcomeCodes()).indexOf(code);
    if (column === -1) throw new Error(`No column for ${code}`);
    return this.table()
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: row }) })
      .getByRole('cell')
      .nth(column);
  }
}

export const progressGrid = (page: Page) => new OutcomeTable(page, "Each student's level in each outcome");
export const scopeAndSequence = (page: Page) => new OutcomeTable(page, 'Outcomes each lesson covers');

/** A student's own progress: one list item per outcome. */
export function myProgressItem(page: Page, code: string): Locator {
  return page.getByRole('list', { name: 'Outcomes' }).getByRole('listitem').filter({ hasText: code });
}

/** The Progress page's controls above the grid, and the dialog of a cell's evidence. */
export const progressControls = (page: Page) => ({
  method: () => page.getByRole('combobox', { name: 'How levels add up' }),
  strand: () => page.getByRole('combobox', { name: 'Strand' }),
  download: () => page.getByRole('button', { name: 'Download CSV' }),
  /** The dialog of the answers behind a student's level in an outcome. */
  evidence: (student: string, code: string) => page.getByRole('dialog', { name: `${student} – ${code}` }),
  /** Waits until the dialog has faded in, so screenshots and axe see it as a person does. */
  evidenceShown: async (dialog: Locator) => {
    await dialog.waitFor();
    await dialog.evaluate(
      (element) =>
        new Promise<void>((resolve) => {
          const check = () =>
            getComputedStyle(element).opacity === '1' ? resolve() : requestAnimationFrame(check);
          check();
        }),
    );
  },
  evidenceRows: (dialog: Locator) =>
    dialog.getByRole('list', { name: 'Marked answers, oldest first' }).getByRole('listitem'),
});
