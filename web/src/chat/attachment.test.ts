import { describe, expect, it } from 'vitest';
import { CHAT_LIMITS } from '@conf/common';
import { attachmentProblem } from './attachment';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('the chat attachment check (spec §5)', () => {
  it('accepts images, .doc, .docx and .pdf', () => {
    expect(attachmentProblem(file('photo.JPG', 'image/jpeg'))).toBeNull();
    expect(attachmentProblem(file('plan.png', 'image/png'))).toBeNull();
    expect(attachmentProblem(file('paper.pdf', 'application/pdf'))).toBeNull();
    expect(attachmentProblem(file('old.doc', 'application/msword'))).toBeNull();
    expect(
      attachmentProblem(
        file('new.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
      ),
    ).toBeNull();
    // Some browsers do not know .doc: the name decides, the server checks the bytes.
    expect(attachmentProblem(file('old.doc', ''))).toBeNull();
  });

  it('refuses other kinds, by name or by the browser type', () => {
    expect(attachmentProblem(file('notes.txt', 'text/plain'))).toBe('validation.attachmentType');
    expect(attachmentProblem(file('archive.zip', 'application/zip'))).toBe(
      'validation.attachmentType',
    );
    expect(attachmentProblem(file('noextension', ''))).toBe('validation.attachmentType');
    expect(attachmentProblem(file('fake.pdf', 'text/html'))).toBe('validation.attachmentType');
    expect(attachmentProblem(file('empty.pdf', 'application/pdf', 0))).toBe(
      'validation.attachmentType',
    );
  });

  it('refuses files over the shared limit and accepts one exactly at it', () => {
    const max = CHAT_LIMITS.attachmentMaxBytes;
    expect(attachmentProblem(file('big.pdf', 'application/pdf', max))).toBeNull();
    expect(attachmentProblem(file('big.pdf', 'application/pdf', max + 1))).toBe(
      'validation.attachmentSize',
    );
  });
});
