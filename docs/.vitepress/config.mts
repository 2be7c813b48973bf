// The documentation site: the guides of docs/ as pages, the API reference that TypeDoc writes as
// Markdown into docs/api, and live demos of the viewer's elements. See docs/site.md.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type DefaultTheme, defineConfig } from 'vitepress';
import { REPOSITORY, siteLinks } from './links.js';

const docsRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * The API sidebars from the one TypeDoc wrote (run `typedoc` in docs/ first: `pnpm run docs`
 * does): each package's pages get that package's tree only, since every page carries its sidebar
 * in its HTML and the whole tree is hundreds of entries.
 */
function apiSidebars(): DefaultTheme.SidebarMulti {
  const file = new URL('../api/typedoc-sidebar.json', import.meta.url);
  const packages = JSON.parse(readFileSync(file, 'utf8')) as DefaultTheme.SidebarItem[];
  const sidebars: DefaultTheme.SidebarMulti = {
    '/api/': [
      {
        text: 'API reference',
        items: packages.map(({ text, link }) => ({ text: text ?? '', link: link ?? '/api/' })),
      },
    ],
  };
  for (const item of packages) {
    if (item.link === undefined) continue;
    sidebars[item.link] = [{ text: 'API reference', link: '/api/' }, openGroups(item)];
  }
  return sidebars;
}

/**
 * Every group kept open, never collapsible: VitePress makes a collapsible group a button holding a
 * caret button (and the page's link), nested controls for axe-core (nested-interactive).
 */
function openGroups(item: DefaultTheme.SidebarItem): DefaultTheme.SidebarItem {
  if (item.items === undefined) return item;
  const { collapsed: _collapsed, ...rest } = item;
  return { ...rest, items: item.items.map(openGroups) };
}

const guides: DefaultTheme.SidebarItem[] = [
  { text: 'Overview', link: '/' },
  { text: 'Scoring a finished game', link: '/scoring' },
  { text: 'The rules engine', link: '/engine' },
  { text: 'The game record notation', link: '/notation' },
  { text: 'The board and replay viewer', link: '/viewer' },
  { text: 'Playing against the bots', link: '/play' },
  { text: 'The table companion', link: '/companion' },
  { text: 'Editions', link: '/editions' },
  { text: 'Rules decisions', link: '/rules-decisions' },
  { text: 'Bots and simulations', link: '/simulation' },
  { text: 'The bot protocol', link: '/bot-protocol' },
  { text: 'Game analysis', link: '/analysis' },
  { text: 'Online games on boardgame.io', link: '/online' },
  { text: 'The map of the house', link: '/house' },
  { text: 'About this site', link: '/site' },
];

export default defineConfig({
  title: 'Antarctica toolkit',
  description:
    'A TypeScript toolkit for the board game Antarctica: guides, API reference and demos.',
  lang: 'en-GB',
  // docs/README.md is the home page (it is the folder's index on GitHub too).
  rewrites: { 'README.md': 'index.md' },
  // simulation/results.md is the generated table that simulation.md shows; not a page of its own.
  srcExclude: ['api/_media/**', 'node_modules/**', 'test/**', 'simulation/results.md'],
  lastUpdated: false,
  // The pages' metadata (every page's hash, the sidebars of the API reference) as one cached
  // script rather than some 120 kB inlined in each of the 670 pages' HTML.
  metaChunk: true,
  head: [['link', { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' }]],
  markdown: {
    config: siteLinks(docsRoot),
    // GitHub's default themes have comment and punctuation colours under WCAG AA contrast.
    theme: { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' },
  },
  // The local search index of the guides and the API is one large chunk, loaded on first search.
  vite: {
    build: { chunkSizeWarningLimit: 4000 },
    // The play page's bot worker (it imports the bots' browser entry: no stubs needed).
    worker: { format: 'es' },
  },
  vue: {
    template: {
      compilerOptions: { isCustomElement: (tag) => tag.startsWith('antarctica-') },
    },
  },
  themeConfig: {
    nav: [
      { text: 'Guides', link: '/' },
      { text: 'Play', link: '/play' },
      { text: 'API', link: '/api/' },
    ],
    sidebar: {
      ...apiSidebars(),
      '/': [{ text: 'Guides', items: guides }],
    },
    outline: { level: [2, 3] },
    search: { provider: 'local' },
    footer: { message: `MIT licence. <a href="${REPOSITORY}">Source</a>.` },
  },
});
