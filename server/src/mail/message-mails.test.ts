import { describe, expect, it } from 'vitest';
import { outreachMail } from './message-mails.ts';

describe('outreachMail', () => {
  const input = {
    to: 'pam@example.test',
    name: 'Pam Parent',
    subject: 'This week',
    body: 'We practised <b>fractions</b>.\nWell done.\n\nSee you Monday.',
    from: 'Avery Advisor',
  };

  it('greets the recipient, keeps the text as typed and signs with the sender', () => {
    const mail = outreachMail(input);
    expect(mail).toMatchObject({ to: 'pam@example.test', subject: 'This week' });
    expect(mail.text).toBe(`Hello Pam Parent,\n\n${input.body}\n\nAvery Advisor\n`);
  });

  it('escapes the body in the HTML part, with paragraphs and line breaks', () => {
    const { html } = outreachMail(input);
    expect(html).toContain('<p>We practised &lt;b&gt;fractions&lt;/b&gt;.<br>Well done.</p>');
    expect(html).toContain('<p>See you Monday.</p>');
    expect(html).not.toContain('<b>');
  });

  it('carries attachments only when there are some', () => {
    expect(outreachMail(input)).not.toHaveProperty('attachments');
    const file = { filename: 'a.pdf', contentType: 'application/pdf', content: new Uint8Array(1) };
    expect(outreachMail({ ...input, attachments: [file] }).attachments).toEqual([file]);
  });
});
