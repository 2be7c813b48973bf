// A TypeDoc plugin for the site's API pages (loaded by docs/typedoc.json): a package with several
// entry points has a module per entry point, named after its file, and the main one is `index`.
// Its pages went to `<package>/index/`, beside the package's own page `<package>/index.md`: the
// built site then held both `<package>/index.html` and `<package>/index/index.html`, and a
// server that tries `<path>.html` first (VitePress's preview, through sirv) answered
// `<package>/index/` with the package page (the wrong page, a hydration mismatch, and every
// relative link of it a 404). The main module is named `main` instead, for the site only.
import { Converter, ReflectionKind } from 'typedoc';

/** The name the main entry point's module takes. */
export const MAIN_MODULE = 'main';

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    const modules = context.project.getChildrenByKind(ReflectionKind.Module);
    // A package with one entry point has no module of its own: its page is the package's.
    if (modules.length < 2) return;
    for (const module of modules) if (module.name === 'index') module.name = MAIN_MODULE;
  });
}
