// The parts that `custom-elements.json` (written by the build from the `@csspart` tags) lists for
// each element are those docs/viewer.md names: a user reads one, an editor the other.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const manifest = JSON.parse(
  readFileSync(new URL('../custom-elements.json', import.meta.url), 'utf8'),
) as {
  modules: Array<{
    declarations?: Array<{ tagName?: string; cssParts?: Array<{ name: string }> }>;
  }>;
};
const guide = readFileSync(new URL('../../../docs/viewer.md', import.meta.url), 'utf8');

/** The parts of an element in the manifest, sorted. */
const manifestParts = (tag: string) =>
  manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .find((declaration) => declaration.tagName === tag)
    ?.cssParts?.map((part) => part.name)
    .sort();

/** The parts the guide lists in the first "The parts: …" sentence after a heading. */
function guideParts(heading: string): string[] {
  const section = guide.slice(guide.indexOf(heading));
  const sentence = /The parts: ([^;.(]*)/.exec(section)?.[1] ?? '';
  return [...sentence.matchAll(/`([a-z-]+)`/g)].map((match) => match[1] as string).sort();
}

describe('the parts of the elements', () => {
  it('are the same in custom-elements.json and in docs/viewer.md, for the board', () => {
    expect(manifestParts('antarctica-board')).toEqual(
      guideParts('### Look: themes, custom properties, parts'),
    );
    expect(manifestParts('antarctica-board')).toContain('live');
  });

  it('and for the replay viewer', () => {
    expect(manifestParts('antarctica-replay')).toEqual(guideParts('### Look\n'));
  });
});
