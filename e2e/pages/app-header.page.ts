import type { Locator, Page } from 'playwright-core';

/** The page header (the banner landmark) as a person uses it. */
export class AppHeaderPart {
  constructor(private readonly page: Page) {}

  banner(): Locator {
    return this.page.getByRole('banner');
  }

  /** The account menu's button, named 'Signed in as {name}' whether or not the name shows. */
  accountButton(): Locator {
    return this.banner().getByRole('button', { name: /^Signed in as / });
  }

  async signOut(): Promise<void> {
    await this.accountButton().click();
    await this.page.getByRole('menuitem', { name: 'Sign out' }).click();
  }

  /** The header's height and the vertical centre of each of its items (the home link, the account button). */
  async layout(): Promise<{ height: number; centre: number; itemCentres: number[] }> {
    const header = await this.banner().boundingBox();
    if (!header) throw new Error('the header is not on screen');
    const items = [this.banner().getByRole('link', { name: 'School Science home' }), this.accountButton()];
    const itemCentres = await Promise.all(
      items.map(async (item) => {
        const box = await item.boundingBox();
        if (!box) throw new Error('a header item is not on screen');
        return box.y + box.height / 2;
      }),
    );
    return { height: header.height, centre: header.y + header.height / 2, itemCentres };
  }
}
