// @vitest-environment jsdom
import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { byLabel, messageOf, person, renderScreen } from '../../test/dom';
import { en } from '../../test/fixtures';
import { FilePicker } from './FilePicker';

/** A picker that refuses anything but a .zip, as the abstract form does. */
function Picker({ chosen }: { chosen: (File | null)[] }) {
  const [file, setFile] = useState<File | null>(null);
  const error = file && !file.name.endsWith('.zip') ? 'validation.zipType' : undefined;
  return (
    <FilePicker
      label="Archive"
      hint="A .zip, up to 10 MB"
      accept=".zip,application/zip"
      file={file}
      error={error}
      required
      onChange={(next) => {
        chosen.push(next);
        setFile(next);
      }}
    />
  );
}

const zip = () => new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'abstract.zip');
const pdf = () => new File(['%PDF-1.4'], 'abstract.pdf', { type: 'application/pdf' });

describe('the file picker', () => {
  it('is a drop zone reached by keyboard, named by its label, that takes a chosen file', async () => {
    const chosen: (File | null)[] = [];
    renderScreen(<Picker chosen={chosen} />);
    const zone = screen.getByRole('button', { name: /Archive/ });
    expect(zone.textContent).toContain(en('panel.upload.drop'));
    expect(zone.tabIndex).toBe(0);
    await person().upload(byLabel('Archive'), zip());
    expect(chosen.map((f) => f?.name)).toEqual(['abstract.zip']);
    expect(zone.textContent).toContain('abstract.zip');
  });

  it('takes a dropped file, and hands over one of the wrong type so that it is explained', async () => {
    const chosen: (File | null)[] = [];
    renderScreen(<Picker chosen={chosen} />);
    const zone = screen.getByRole('button', { name: /Archive/ });
    fireEvent.drop(zone, { dataTransfer: { files: [pdf()], items: [] } });
    await waitFor(() => expect(chosen.map((f) => f?.name)).toEqual(['abstract.pdf']));
    expect(messageOf(byLabel('Archive'))).toBe(en('validation.zipType'));
  });
});
