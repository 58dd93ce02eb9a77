import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages/messages';
import { acceptAttribute, detectFileType, fileExtension, isAcceptedFile, uploadFileSchema } from './file-types';

const pdf = { name: 'deed.pdf', type: 'application/pdf' };
const jpg = { name: 'front.JPEG', type: 'image/jpeg' };
const png = { name: 'id.png', type: 'image/png' };

describe('file types', () => {
  it('reads the extension in lower case', () => {
    expect(fileExtension('Photo.Final.JPG')).toBe('jpg');
    expect(fileExtension('README')).toBe('');
    expect(fileExtension('.png')).toBe('');
  });
  it('needs the extension and the MIME type to agree', () => {
    expect(detectFileType('a.pdf', 'application/pdf')).toBe('pdf');
    expect(detectFileType('a.jpg', 'image/png')).toBeUndefined();
    expect(detectFileType('a.exe', 'application/pdf')).toBeUndefined();
  });
  it('accepts PDF, JPG and PNG for IDs and orders', () => {
    for (const file of [pdf, jpg, png]) {
      expect(isAcceptedFile('identity', file)).toBe(true);
      expect(isAcceptedFile('order', file)).toBe(true);
    }
  });
  it('accepts only PDF for listing documents', () => {
    expect(isAcceptedFile('listingDocument', pdf)).toBe(true);
    expect(isAcceptedFile('listingDocument', jpg)).toBe(false);
  });
  it('accepts only JPG and PNG for media', () => {
    expect(isAcceptedFile('media', jpg)).toBe(true);
    expect(isAcceptedFile('media', png)).toBe(true);
    expect(isAcceptedFile('media', pdf)).toBe(false);
    expect(isAcceptedFile('media', { name: 'clip.gif', type: 'image/gif' })).toBe(false);
  });
  it('refuses a file without a name', () => {
    expect(isAcceptedFile('media', { name: '', type: 'image/png' })).toBe(false);
    expect(isAcceptedFile('media', { name: '  ', type: 'image/png' })).toBe(false);
  });
  it('builds the accept attribute of a file input', () => {
    expect(acceptAttribute('listingDocument')).toBe('application/pdf,.pdf');
    expect(acceptAttribute('media')).toBe('image/jpeg,.jpg,.jpeg,image/png,.png');
  });
});

describe('upload schema', () => {
  const schema = uploadFileSchema('media');
  it('accepts a named file of an accepted type', () => {
    expect(schema.safeParse({ fileName: 'a.png', fileType: 'image/png' }).success).toBe(true);
  });
  it("requires a file name: only 'This field is required.'", () => {
    expect(schema.safeParse({ fileName: '', fileType: 'image/png' }).error?.issues.map((issue) => issue.message)).toEqual([
      MESSAGES.required,
    ]);
  });
  it("rejects a wrong type with 'File could not upload, try another one'", () => {
    expect(schema.safeParse({ fileName: 'a.pdf', fileType: 'application/pdf' }).error?.issues.map((issue) => issue.message)).toEqual([
      MESSAGES.fileCouldNotUpload,
    ]);
  });
});
