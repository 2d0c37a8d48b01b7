import { describe, expect, it, vi } from 'vitest';
import { saveBlob, type SaveTarget } from './saveBlob.ts';

function fakeBrowser() {
  const link = { href: '', download: '', click: vi.fn(), remove: vi.fn() };
  const later: Array<() => void> = [];
  const target = {
    document: { createElement: vi.fn(() => link), body: { append: vi.fn() } },
    URL: { createObjectURL: vi.fn(() => 'blob:file-1'), revokeObjectURL: vi.fn() },
    setTimeout: (run: () => void) => later.push(run),
  };
  return { link, later, target, asTarget: target as unknown as SaveTarget };
}

describe('saveBlob', () => {
  it('clicks a download link to the blob under the given name, then takes the link away', () => {
    const browser = fakeBrowser();
    const blob = new Blob(['a,b\r\n']);
    saveBlob(blob, 'users-2026-01-02.csv', browser.asTarget);
    expect(browser.target.URL.createObjectURL).toHaveBeenCalledWith(blob);
    expect(browser.target.document.createElement).toHaveBeenCalledWith('a');
    expect(browser.link).toMatchObject({ href: 'blob:file-1', download: 'users-2026-01-02.csv' });
    expect(browser.target.document.body.append).toHaveBeenCalledWith(browser.link);
    expect(browser.link.click).toHaveBeenCalledOnce();
    expect(browser.link.remove).toHaveBeenCalledOnce();
  });

  it('releases the object URL only later, once the download has started', () => {
    const browser = fakeBrowser();
    saveBlob(new Blob(['x']), 'x.dst', browser.asTarget);
    expect(browser.target.URL.revokeObjectURL).not.toHaveBeenCalled();
    for (const run of browser.later) run();
    expect(browser.target.URL.revokeObjectURL).toHaveBeenCalledWith('blob:file-1');
  });
});
