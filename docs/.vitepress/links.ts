// Links in the guides are written for GitHub (relative paths between Markdown files). On the site
// they must still lead somewhere: a link out of docs/ goes to the file on GitHub, and a guide that
// TypeDoc copied into api/_media (because a package README links to it) becomes the guide's page.
import { existsSync } from 'node:fs';
import { dirname, posix, relative, resolve } from 'node:path';
import type { MarkdownRenderer } from 'vitepress';

/** Where the repository's files are read on the web. */
export const REPOSITORY = 'https://github.com/antarctica-game/antarctica';

/**
 * The href a relative link of `page` (a path under `docsRoot`) should have on the site, or
 * undefined to keep it.
 */
export function siteHref(href: string, page: string, docsRoot: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:|^#|^\//i.test(href)) return undefined;
  const [path = '', hash] = href.split('#', 2);
  if (path === '') return undefined;
  const target = resolve(docsRoot, dirname(page), decodeURIComponent(path));
  const fromRoot = relative(docsRoot, target).split('\\').join('/');
  const anchor = hash === undefined ? '' : `#${hash}`;
  if (fromRoot.startsWith('../')) {
    const inRepository = posix.normalize(fromRoot.slice(3));
    return `${REPOSITORY}/blob/main/${inRepository}${anchor}`;
  }
  const media = /^api\/_media\/([^/]+\.md)$/.exec(fromRoot);
  if (media?.[1] !== undefined && existsSync(resolve(docsRoot, media[1]))) {
    const back = posix.relative(posix.dirname(page), media[1]);
    return `${back}${anchor}`;
  }
  return undefined;
}

/** Where the package READMEs' images are read from on npm (absolute, so that npm shows them). */
const RAW = 'https://raw.githubusercontent.com/antarctica-game/antarctica/main/docs/';

/**
 * The src an image of `page` should have on the site: a README's absolute image of docs/ becomes
 * the file itself, bundled with the site (the site needs no network); undefined to keep it.
 */
export function siteImage(src: string, page: string, docsRoot: string): string | undefined {
  if (!src.startsWith(RAW)) return undefined;
  const file = src.slice(RAW.length);
  if (!existsSync(resolve(docsRoot, file))) return undefined;
  const back = posix.relative(posix.dirname(page), file);
  return back.startsWith('.') ? back : `./${back}`;
}

/** A markdown-it plugin that applies {@link siteHref} to every link, {@link siteImage} to images. */
export function siteLinks(docsRoot: string) {
  return (md: MarkdownRenderer) => {
    md.core.ruler.after('inline', 'antarctica-site-links', (state) => {
      const page = (state.env as { relativePath?: string }).relativePath ?? '';
      for (const block of state.tokens)
        for (const token of block.children ?? []) {
          if (token.type === 'image') {
            const changed = siteImage(token.attrGet('src') ?? '', page, docsRoot);
            if (changed !== undefined) token.attrSet('src', changed);
            continue;
          }
          if (token.type !== 'link_open') continue;
          const href = token.attrGet('href');
          if (href === null) continue;
          const changed = siteHref(href, page, docsRoot);
          if (changed !== undefined) token.attrSet('href', changed);
        }
    });
  };
}
