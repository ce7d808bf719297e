import type { Page } from '@playwright/test';

/** The chats screen of the patient or doctor area: the list, the open thread, the composer. */
export class ChatsPage {
  constructor(
    readonly page: Page,
    private readonly area: 'patient' | 'doctor',
  ) {}

  goto(conversationId?: string) {
    return this.page.goto(`/${this.area}/chats${conversationId ? `/${conversationId}` : ''}`);
  }

  heading() {
    return this.page.getByRole('heading', { level: 1, name: 'Chats' });
  }

  conversations() {
    return this.page.getByRole('list', { name: 'Conversations' });
  }

  /** A conversation in the list, by the other side's name. */
  conversation(name: string) {
    return this.conversations().getByRole('link', { name: new RegExp(name) });
  }

  thread(name: string) {
    return this.page.getByRole('list', { name: `Messages with ${name}` });
  }

  messages(name: string) {
    return this.thread(name).getByRole('listitem');
  }

  composer() {
    return this.page.getByRole('textbox', { name: 'Message' });
  }

  async send(text: string) {
    await this.composer().fill(text);
    await this.composer().press('Enter');
  }

  closedBanner() {
    return this.page.getByRole('status').filter({ hasText: 'This conversation is closed.' });
  }
}

/** The top bar's unread counts and the side menu's Chats entry. */
export class UnreadBadges {
  constructor(readonly page: Page) {}

  bell() {
    return this.page.getByRole('banner').getByRole('link', { name: /notification/i });
  }

  chatIcon() {
    return this.page.getByRole('banner').getByRole('link', { name: /^Chats$|unread message/ });
  }
}
