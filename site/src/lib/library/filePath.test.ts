import { describe, expect, it } from 'vitest';
import { fileIdFromPath } from './filePath.ts';

describe('file page id', () => {
  it('reads the id of /files/<id>', () => {
    expect(fileIdFromPath('/files/3f1c0a2e-8f4b-4d55-9a57-0c7c1f0b9e11')).toBe(
      '3f1c0a2e-8f4b-4d55-9a57-0c7c1f0b9e11',
    );
    expect(fileIdFromPath('/files/abc/')).toBe('abc');
    expect(fileIdFromPath('/files/a%20b')).toBe('a b');
  });

  it('has no id for the shell itself, other paths or broken escapes', () => {
    expect(fileIdFromPath('/files/detail')).toBeNull();
    expect(fileIdFromPath('/files/detail.html')).toBeNull();
    expect(fileIdFromPath('/files')).toBeNull();
    expect(fileIdFromPath('/files/a/b')).toBeNull();
    expect(fileIdFromPath('/files/%E0%A4%A')).toBeNull();
  });
});
