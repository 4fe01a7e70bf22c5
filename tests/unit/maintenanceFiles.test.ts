import { describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES, MAX_DOCUMENT_BYTES } from '../../domain/documents';
import { MAINTENANCE_MESSAGES as M, MAX_MAINTENANCE_FILES } from '../../domain/maintenanceSchemas';
import { addPickedFiles, MAINTENANCE_PICKER_ACCEPT } from '../../resources/reported-tickets/maintenanceFiles';

/* Issue 31 item 7: the tenant's picks add up; wrong types and files too big are refused at pick time. */
const file = (name: string, size = 1000, lastModified = 1) => ({ name, size, lastModified });

describe('the files of a maintenance report', () => {
  it('adds each pick to the files before it', () => {
    const one = addPickedFiles([], [file('a.png')]);
    const two = addPickedFiles(one.files, [file('b.jpg')]);
    const three = addPickedFiles(two.files, [file('c.pdf')]);
    expect(three.files.map((f) => f.name)).toEqual(['a.png', 'b.jpg', 'c.pdf']);
    expect(three.refused).toEqual([]);
  });

  it('refuses a program and a file over 10 MB by name, keeping the others', () => {
    const kept = [file('a.png')];
    const picked = addPickedFiles(kept, [
      file('setup.exe'),
      file('huge.jpg', MAX_DOCUMENT_BYTES + 1),
      file('b.webp'),
    ]);
    expect(picked.files.map((f) => f.name)).toEqual(['a.png', 'b.webp']);
    expect(picked.refused).toEqual([
      { name: 'setup.exe', message: M.fileType },
      { name: 'huge.jpg', message: DOCUMENT_MESSAGES.tooLarge },
    ]);
  });

  it('stops at the limit and does not add the same file twice', () => {
    const full = addPickedFiles(
      [],
      Array.from({ length: MAX_MAINTENANCE_FILES }, (_, i) => file(`${i}.png`)),
    );
    expect(addPickedFiles(full.files, [file('0.png')])).toEqual({ files: full.files, refused: [] });
    expect(addPickedFiles(full.files, [file('more.png')]).refused).toEqual([
      { name: 'more.png', message: M.files },
    ]);
  });

  it('offers only photos and PDFs in the file dialog', () => {
    expect(MAINTENANCE_PICKER_ACCEPT.split(',')).toEqual([
      '.jpg', '.jpeg', '.png', '.gif', '.webp', '.pdf',
      'image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf',
    ]); // prettier-ignore
  });
});
