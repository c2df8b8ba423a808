import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/** The demo invitation codes (README), as a teacher would write them on the board. */
export const DEMO_CODES = {
  active: 'YEAR-7SC2-JUMP',
  expired: 'EXPD-8SC2-PAST',
  inactive: 'MUTE-8SC2-MUTE',
  otherSchool: 'HSYR-9SC2-TREE',
} as const;

export const JOIN_MESSAGES = {
  invalid: "That code doesn't match any subject. Check it with your teacher and try again.",
  expired: 'That code has expired or been turned off. Ask your teacher for a new one.',
  missing: 'Enter the class code your teacher gave you.',
  tooShort: 'Class codes are at least 6 characters long. Check the code and try again.',
} as const;

/** The 'join subject' region of the institution subjects page (spec 2.6). */
export class JoinForm {
  constructor(private readonly page: Page) {}

  opener(): Locator {
    return this.page
      .getByRole('region', { name: 'Join a subject' })
      .getByRole('button', { name: 'Join subject' });
  }

  input(): Locator {
    return this.page.getByRole('textbox', { name: 'Class code' });
  }

  submitButton(): Locator {
    return this.page
      .getByRole('form', { name: 'Join a subject' })
      .getByRole('button', { name: 'Join subject' });
  }

  error(): Locator {
    return this.page.getByTestId('join-subject-error');
  }

  async open(): Promise<void> {
    await this.opener().click();
    await this.input().waitFor();
  }

  /** Opens the form if needed, types the code and presses 'Join subject'. */
  async join(code: string): Promise<void> {
    if (!(await this.input().isVisible())) await this.open();
    await this.input().fill(code);
    await this.submitButton().click();
  }

  /** Waits for the error text, and for the inputs to be usable again. */
  async expectError(text: string | RegExp): Promise<void> {
    await this.error().filter({ hasText: text }).waitFor();
    expect(await this.input().isEnabled()).toBe(true);
    expect(await this.submitButton().isEnabled()).toBe(true);
  }
}

/** The invite pages: `/invite`, `/invite/{code}` and the accept screen (spec 2.1, 2.9). */
export class InvitePages {
  constructor(private readonly page: Page) {}

  async enterCode(code: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Class code' }).fill(code);
    await this.page.getByRole('button', { name: 'Continue' }).click();
  }

  heading(name: string | RegExp): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  acceptButton(): Locator {
    return this.page.getByRole('button', { name: 'Accept invitation' });
  }

  async detail(testId: 'invitation-subject' | 'invitation-institution'): Promise<string> {
    return (await this.page.getByTestId(testId).textContent())?.trim() ?? '';
  }
}

/** The teacher's invitation panel on the subject page. */
export class InvitationPanel {
  constructor(private readonly page: Page) {}

  panel(): Locator {
    return this.page.getByTestId('invitation-panel');
  }

  /** The class code as shown, for example 'K7QM-X2NP-WSAB', once it is there. */
  async classCode(): Promise<string> {
    const code = this.page.getByTestId('class-code');
    await code.waitFor();
    return (await code.textContent())?.trim() ?? '';
  }

  async state(): Promise<string> {
    return (await this.page.getByTestId('class-code-state').textContent())?.trim() ?? '';
  }

  button(name: string): Locator {
    return this.panel().getByRole('button', { name, exact: true });
  }

  joinedRows(): Locator {
    return this.page.getByTestId('joined-list').getByRole('row');
  }

  pendingRows(): Locator {
    return this.page.getByTestId('pending-email-invitations').getByRole('row');
  }

  async inviteByEmail(addresses: string, as: 'Students' | 'Co-teachers' = 'Students'): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Email addresses' }).fill(addresses);
    await this.page.getByRole('radio', { name: as }).check();
    await this.page.getByRole('button', { name: 'Send invitations' }).click();
  }
}
