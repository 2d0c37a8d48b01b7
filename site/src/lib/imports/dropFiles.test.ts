import { describe, expect, it } from 'vitest';
import { filesFromEntries, filesFromInput, planDrop, type DroppedFile } from './dropFiles.ts';

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);

// Entries as Chromium gives them: a directory reader hands out at most `portion` at a time.
function fileEntry(name: string) {
  return {
    isFile: true,
    isDirectory: false,
    name,
    file: (ok: (f: File) => void) => ok(file(name)),
  };
}
function dirEntry(name: string, children: object[], portion = 2) {
  return {
    isFile: false,
    isDirectory: true,
    name,
    createReader: () => {
      let at = 0;
      return {
        readEntries: (ok: (entries: object[]) => void) => {
          ok(children.slice(at, at + portion));
          at += portion;
        },
      };
    },
  };
}

const paths = (files: DroppedFile[]) => files.map((f) => f.path);

describe('dropped files', () => {
  it('walks dropped folders, every portion of a directory, with paths', async () => {
    const roses = dirEntry('Roses', [
      fileEntry('rose.pes'),
      fileEntry('rose.dst'),
      dirEntry('charts', [fileEntry('chart.pdf')]),
    ]);
    const files = await filesFromEntries(
      [roses as unknown as FileSystemEntry, fileEntry('set.zip') as unknown as FileSystemEntry],
      [],
    );
    expect(paths(files)).toEqual([
      'Roses/rose.pes',
      'Roses/rose.dst',
      'Roses/charts/chart.pdf',
      'set.zip',
    ]);
  });

  it('takes the plain file where the browser gave no entry', async () => {
    const files = await filesFromEntries([null], [file('owl.jef')]);
    expect(paths(files)).toEqual(['owl.jef']);
    expect(paths(await filesFromEntries([], [file('a.pes')]))).toEqual(['a.pes']);
  });

  it('reads the relative paths of a folder pick', () => {
    const picked = file('rose.pes');
    Object.defineProperty(picked, 'webkitRelativePath', { value: 'Roses/rose.pes' });
    expect(paths(filesFromInput([picked, file('loose.dst')]))).toEqual([
      'Roses/rose.pes',
      'loose.dst',
    ]);
  });
});

describe('planning a drop', () => {
  const dropped = (path: string, size = 10): DroppedFile => ({ file: file(path, size), path });

  it('sends archives resumably and the rest in one request when it fits', () => {
    const plan = planDrop([dropped('Roses/rose.pes'), dropped('set.ZIP'), dropped('Roses/a.pdf')]);
    expect(paths(plan.archives)).toEqual(['set.ZIP']);
    expect(paths(plan.loose)).toEqual(['Roses/rose.pes', 'Roses/a.pdf']);
    expect(plan).toMatchObject({ batches: 1, folder: 'Roses', ask: false });
  });

  it('asks first when a folder needs more than one request', () => {
    const many = Array.from({ length: 120 }, (_, i) => dropped(`Big/${i}.pes`));
    expect(planDrop(many)).toMatchObject({ batches: 3, folder: 'Big', ask: true });
  });

  it('names no folder for loose files or several folders', () => {
    expect(planDrop([dropped('a.pes')]).folder).toBeNull();
    expect(planDrop([dropped('A/a.pes'), dropped('B/b.pes')]).folder).toBeNull();
    expect(planDrop([dropped('x.zip')])).toMatchObject({ batches: 0, ask: false });
  });
});
