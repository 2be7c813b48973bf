import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { markdownBlocks, readmeBlocks, runInPackage } from './readme-examples.js';

const folder = mkdtempSync(join(tmpdir(), 'foundation-readme-'));
const root = pathToFileURL(`${folder}/`);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

writeFileSync(
  join(folder, 'README.md'),
  '# x\n\n```js\nconsole.log(1 + 1);\n```\n\n```sh\nls\n```\n\n```js\nprocess.exit(3);\n```\n',
);

describe('README examples', () => {
  it('reads the blocks of one language, in order', () => {
    expect(readmeBlocks(root, 'js')).toEqual(['console.log(1 + 1);\n', 'process.exit(3);\n']);
    expect(readmeBlocks(root, 'sh')).toEqual(['ls\n']);
    expect(readmeBlocks(root, 'ts')).toEqual([]);
    expect(markdownBlocks(new URL('README.md', root), 'sh')).toEqual(['ls\n']);
  });

  it('runs a block as a file of the package, and leaves no file behind', () => {
    const [first, second] = readmeBlocks(root, 'js');
    expect(runInPackage(root, first ?? '')).toMatchObject({ status: 0, stdout: '2\n', stderr: '' });
    expect(runInPackage(root, second ?? '').status).toBe(3);
    expect(readdirSync(folder)).toEqual(['README.md']);
  });
});
