import { describe, expect, it } from 'vitest';
import type { NewNotification } from '@conf/common';
import { SeenEvents, decideNotification, firstWords, type ConsoleEvent } from './notifications';

const message = (over: Partial<Extract<ConsoleEvent, { kind: 'message' }>> = {}): ConsoleEvent => ({
  kind: 'message',
  messageId: 7,
  userId: 12,
  senderName: 'Leyla Mammadova',
  text: 'Hello, I have a question about the fee for students',
  attachmentName: null,
  ...over,
});

const on = { notificationsEnabled: true };
const inView = (route: string | null) => ({ inView: true, route });

describe('decideNotification', () => {
  it('stays quiet while the organiser is reading that very conversation', () => {
    expect(decideNotification(message(), inView('/admin/messages/12'), on, 'en')).toBeNull();
  });

  it('notifies when another conversation is shown, with the sender and the first words', () => {
    expect(decideNotification(message(), inView('/admin/messages/99'), on, 'en')).toEqual({
      title: 'Leyla Mammadova',
      body: 'Hello, I have a question about the fee for students',
      route: '/admin/messages/12',
    });
  });

  it('notifies when the window is hidden or unfocused even on that conversation', () => {
    const decision = decideNotification(
      message(),
      { inView: false, route: '/admin/messages/12' },
      on,
      'en',
    );
    expect(decision?.route).toBe('/admin/messages/12');
  });

  it('never notifies when notifications are turned off', () => {
    expect(
      decideNotification(
        message(),
        { inView: false, route: null },
        { notificationsEnabled: false },
        'en',
      ),
    ).toBeNull();
  });

  it('names an attachment when the message has no text, in the organiser language', () => {
    const event = message({ text: '  ', attachmentName: 'receipt.pdf' });
    expect(decideNotification(event, { inView: false, route: null }, on, 'en')?.body).toBe(
      'Sent a file: receipt.pdf',
    );
    expect(decideNotification(event, { inView: false, route: null }, on, 'az')?.body).toBe(
      'Fayl göndərdi: receipt.pdf',
    );
  });

  it('routes workflow notifications to the abstract, or to payments for a receipt', () => {
    const base: NewNotification = {
      type: 'thesis_submitted',
      thesisId: 5,
      title: 'On the stability of thin elastic plates',
      userName: 'Elvin Aliyev',
      createdAt: '2025-05-01T10:00:00.000Z',
    };
    const hidden = { inView: false, route: null };
    expect(
      decideNotification({ kind: 'notification', notification: base }, hidden, on, 'en'),
    ).toEqual({
      title: 'New abstract from Elvin Aliyev',
      body: 'On the stability of thin elastic plates',
      route: '/admin/theses/view/5',
    });
    const receipt = { ...base, type: 'receipt_uploaded' as const, paymentId: 9 };
    expect(
      decideNotification({ kind: 'notification', notification: receipt }, hidden, on, 'az'),
    ).toMatchObject({
      title: 'Elvin Aliyev ödəniş qəbzi göndərdi',
      route: '/admin/payments',
    });
    expect(
      decideNotification(
        { kind: 'notification', notification: base },
        inView('/admin/theses/view/5'),
        on,
        'en',
      ),
    ).toBeNull();
  });
});

describe('firstWords', () => {
  it('keeps short texts whole and flattens white space', () => {
    expect(firstWords('  Dear\n organisers,\tthanks ')).toBe('Dear organisers, thanks');
  });

  it('cuts long texts at a word boundary with an ellipsis', () => {
    const long = 'word '.repeat(60);
    const cut = firstWords(long, 40);
    expect(cut.length).toBeLessThanOrEqual(40);
    expect(cut.endsWith('word…')).toBe(true);
  });

  it("drops the half word at the end of the server's excerpt", () => {
    const excerpt = `${'Thank you! '.repeat(9)}Our flight lands lat…`;
    expect(excerpt).toHaveLength(120);
    expect(firstWords(excerpt)).toBe(`${'Thank you! '.repeat(9)}Our flight lands…`);
    // A short text that merely ends in an ellipsis of its own keeps all its words.
    expect(firstWords('Wait for it…')).toBe('Wait for it…');
  });

  it('keeps a word that ends exactly at the limit', () => {
    expect(firstWords(`${'a'.repeat(9)} ${'b'.repeat(9)} more`, 20)).toBe(
      `${'a'.repeat(9)} ${'b'.repeat(9)}…`,
    );
  });

  it('cuts one endless word where it must', () => {
    expect(firstWords('x'.repeat(300), 20)).toBe(`${'x'.repeat(19)}…`);
  });
});

describe('SeenEvents', () => {
  it('accepts a message id once and remembers the highest', () => {
    const seen = new SeenEvents();
    expect(seen.firstMessage(4)).toBe(true);
    expect(seen.firstMessage(9)).toBe(true);
    expect(seen.firstMessage(4)).toBe(false);
    expect(seen.lastMessageId).toBe(9);
  });
});
