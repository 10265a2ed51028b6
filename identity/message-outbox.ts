/** Where the pool sends its e-mails (reset codes, temporary passwords): a file outbox or a test's capture. */
export type MessageOutbox = {
  deliver(message: {
    channel: 'email';
    to: string;
    subject: string;
    body: string;
    code?: string;
  }): Promise<void>;
};
