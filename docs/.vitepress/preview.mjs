// `pnpm run docs:preview`: serves the built site (docs/.vitepress/dist) as a static host does, on
// the loopback interface only, and the tests serve it with this same file. It replaces
// `vitepress preview`, which in VitePress 1.6 listens on every interface whatever `--host` says
// (its server is given the port alone) and answers `/<dir>/` with `<dir>.html` when there is one,
// before `<dir>/index.html`.
//
//   node .vitepress/preview.mjs [--host 127.0.0.1] [--port 4175]   (port 0: any free one)
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where `vitepress build` writes the site. */
export const SITE_ROOT = fileURLToPath(new URL('./dist', import.meta.url));

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.agn': 'text/plain; charset=utf-8',
};

const isFile = (path) => existsSync(path) && statSync(path).isFile();

/**
 * The file of the site a URL path names, or undefined: `/x/` is `x/index.html`; `/x` is the file
 * `x`, else `x.html` (a clean URL), else `x/index.html`. Never outside the site.
 */
export function siteFile(pathname, root = SITE_ROOT) {
  let path;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const file = normalize(join(root, path));
  if (file !== root && !file.startsWith(root + sep)) return undefined;
  const candidates = path.endsWith('/')
    ? [join(file, 'index.html')]
    : [file, `${file}.html`, join(file, 'index.html')];
  return candidates.find(isFile);
}

/**
 * How long a browser may keep a file: VitePress names every file of `assets/` after a hash of
 * its content, so a static host lets browsers keep those for a year without asking again (as
 * VitePress's deployment guide advises), and has them ask again for anything else. Without it,
 * a browser fetched and compiled the site's scripts anew on every page.
 */
export function cacheControl(file, root = SITE_ROOT) {
  return file.startsWith(join(root, 'assets') + sep)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}

/** Serves the built site; resolves with its URL and a function that stops it. */
export async function servePreview({ host = '127.0.0.1', port = 4175, root = SITE_ROOT } = {}) {
  const notFound = join(root, '404.html');
  if (!isFile(notFound)) throw new Error('The site is not built: run `pnpm run docs` first.');
  const server = createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const file = siteFile(new URL(request.url ?? '/', 'http://site').pathname, root);
    const status = file === undefined ? 404 : 200;
    const served = file ?? notFound;
    response.writeHead(status, {
      'content-type': TYPES[extname(served)] ?? 'application/octet-stream',
      'cache-control': cacheControl(served, root),
    });
    if (request.method === 'HEAD') response.end();
    else createReadStream(served).pipe(response);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const shown = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shown}:${address.port}/`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The value of `--name value` in the arguments (the last one given), or undefined. */
function option(args, name) {
  const at = args.lastIndexOf(`--${name}`);
  return at < 0 ? undefined : args[at + 1];
}

if (
  process.argv[1] !== undefined &&
  fileURLToPath(import.meta.url) === normalize(process.argv[1])
) {
  const args = process.argv.slice(2);
  const port = Number(option(args, 'port') ?? 4175);
  servePreview({ host: option(args, 'host') ?? '127.0.0.1', port }).then(
    ({ url }) => console.log(`Built site served at ${url}`),
    (error) => {
      console.error(`docs:preview: ${error.message}`);
      process.exitCode = 1;
    },
  );
}
