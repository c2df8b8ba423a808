import type { Locator, Page } from 'playwright-core';
import { focusArrivesAt } from '../support/browser.ts';

/** A subject page's lessons region as teachers and students use it. */
export class SubjectLessons {
  constructor(private readonly page: Page) {}

  region(): Locator {
    return this.page.getByRole('region', { name: 'Lessons' });
  }

  item(title: string): Locator {
    return this.page
      .getByTestId('lesson-item')
      .filter({ has: this.page.getByTestId('lesson-title').getByText(title, { exact: true }) });
  }

  async titles(): Promise<string[]> {
    await this.region().waitFor();
    return this.page.getByTestId('lesson-title').allTextContents();
  }

  async create(title: string): Promise<void> {
    await this.page.getByLabel('New lesson title').fill(title);
    await this.page.getByRole('button', { name: 'Create lesson' }).click();
    await this.page.waitForURL(/\/lessons\/\d+\/edit$/);
  }

  async choose(title: string, action: string): Promise<void> {
    await this.page.getByRole('button', { name: `More actions for ${title}` }).click();
    await this.page.getByRole('menuitem', { name: action, exact: true }).click();
  }
}

/** The teacher's lesson editor. */
export class LessonEditor {
  constructor(private readonly page: Page) {}

  async waitForLoaded(): Promise<void> {
    await this.page.getByRole('heading', { level: 1, name: 'Edit lesson' }).waitFor();
    await this.page.getByRole('textbox', { name: 'Lesson text' }).waitFor();
  }

  /** The rich-text editor whose text area has this name (its toolbar and its text). */
  editor(label: string): Locator {
    return this.page
      .locator('.mantine-RichTextEditor-root')
      .filter({ has: this.page.getByRole('textbox', { name: label, exact: true }) });
  }

  async typeText(label: string, text: string): Promise<void> {
    const box = this.page.getByRole('textbox', { name: label, exact: true });
    await box.click();
    await this.page.keyboard.type(text);
  }

  /**
   * Inserts an equation into a rich-text field, typed in MathLive in the equation dialog: each
   * string is typed, each `{Key}` pressed (`{ArrowRight}` leaves a fraction's denominator).
   */
  async insertEquation(label: string, keys: string[]): Promise<void> {
    await this.editor(label).getByRole('button', { name: 'Insert equation', exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Equation' });
    const field = dialog.getByTestId('math-input');
    await field.waitFor();
    await this.typeMaths(field, keys);
    await dialog.getByRole('button', { name: 'Insert' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  /**
   * Types into a MathLive field: each string typed, each `{Key}` pressed. MathLive takes focus a
   * moment after the click, so typing waits for it (keys sent before would go elsewhere).
   */
  async typeMaths(field: Locator, keys: string[]): Promise<void> {
    await field.click();
    await focusArrivesAt(field);
    for (const key of keys) {
      const pressed = /^\{(.+)\}$/.exec(key)?.[1];
      if (pressed) await this.page.keyboard.press(pressed);
      else await this.page.keyboard.type(key);
    }
  }

  async addQuestion(kind: string): Promise<Locator> {
    const before = await this.questions().count();
    await this.page.getByRole('button', { name: 'Add a question' }).click();
    await this.page.getByRole('menuitem', { name: kind }).click();
    await this.questions().nth(before).waitFor();
    return this.questions().nth(before);
  }

  questions(): Locator {
    return this.page.getByTestId('question-editor');
  }

  async waitForSaved(): Promise<void> {
    await this.page.locator('[data-testid="save-status"][data-status="saved"]').waitFor();
  }

  async publish(): Promise<void> {
    await this.page.getByRole('button', { name: 'Publish', exact: true }).click();
    await this.page.getByText('Published', { exact: true }).first().waitFor();
  }
}

/** A lesson as a student answers it. */
export class StudentLesson {
  constructor(private readonly page: Page) {}

  question(number: number): Locator {
    return this.page.getByTestId('question').nth(number - 1);
  }

  saveStatus(): Locator {
    return this.page.getByTestId('save-status');
  }

  async waitForStatus(status: 'saved' | 'failed' | 'pending' | 'saving'): Promise<void> {
    await this.page.locator(`[data-testid="save-status"][data-status="${status}"]`).waitFor();
  }

  /** Asks to submit: the confirmation, once it is open. */
  async openSubmit(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Submit lesson' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Submit this lesson?' });
    await dialog.waitFor();
    return dialog;
  }

  /** Submits, confirming, and waits for the result. */
  async submit(): Promise<void> {
    const dialog = await this.openSubmit();
    await dialog.getByRole('button', { name: 'Submit now' }).click();
    await this.page.getByTestId('submitted').waitFor();
  }

  returnedNotice(): Locator {
    return this.page.getByTestId('returned-notice').getByText('Your teacher returned this lesson');
  }
}

/** The teacher's class view of a lesson. */
export class ClassView {
  constructor(private readonly page: Page) {}

  row(student: string): Locator {
    return this.page
      .getByTestId('class-row')
      .filter({ has: this.page.getByRole('rowheader', { name: student }) });
  }

  async waitForLive(): Promise<void> {
    await this.page.getByTestId('class-grid').waitFor();
    await this.page.getByTestId('stream-state').getByText('Live').waitFor();
  }

  cell(student: string, question: number): Locator {
    return this.page.getByRole('button', { name: new RegExp(`^${student}, question ${question}:`) });
  }

  /** Opens an answer to mark: its dialog. */
  async openAnswer(student: string, question: number): Promise<Locator> {
    await this.cell(student, question).click();
    const dialog = this.page.getByRole('dialog', { name: `${student}, question ${question}` });
    await dialog.waitFor();
    return dialog;
  }

  /** Fills the score and feedback of an open answer's dialog and saves them. */
  async fillMark(dialog: Locator, score: string, feedback: string): Promise<void> {
    await dialog.getByRole('textbox', { name: /Score/ }).fill(score);
    await dialog.getByRole('textbox', { name: 'Feedback for the student' }).fill(feedback);
    await dialog.getByRole('button', { name: 'Save mark' }).click();
  }

  async mark(student: string, question: number, score: string, feedback: string): Promise<void> {
    const dialog = await this.openAnswer(student, question);
    await this.fillMark(dialog, score, feedback);
    await dialog.waitFor({ state: 'hidden' });
  }

  /** A student's state in their row: 'submitted', 'returned' or 'working'. */
  async state(student: string): Promise<string | null> {
    return this.row(student).getAttribute('data-state');
  }

  async waitForState(student: string, state: 'submitted' | 'returned' | 'working'): Promise<void> {
    await this.page
      .locator(`[data-testid="class-row"][data-student="${student}"][data-state="${state}"]`)
      .waitFor();
  }

  /** Asks to return a student's work: the confirmation, once it is open. */
  async openReturn(student: string): Promise<Locator> {
    await this.page.getByRole('button', { name: `Return ${student}'s work` }).click();
    const dialog = this.page.getByRole('dialog', { name: `Return ${student}'s work?` });
    await dialog.waitFor();
    return dialog;
  }
}
