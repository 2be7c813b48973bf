// A TypeDoc plugin for the site's API pages (loaded by docs/typedoc.json): a class's page lists
// the members it declares and those it inherits from the toolkit's own classes, not those it
// inherits from the platform or a library (HTMLElement, LitElement, Error). The six custom
// elements each listed some 380 members of HTMLElement and LitElement, which buried their own
// dozen and made those six pages half of the whole API reference's text (and of the site's build
// time). Their hierarchy still names the base class, whose own documentation (MDN, lit.dev) has
// those members.
import { Converter } from 'typedoc';

/** @param {import('typedoc').Application} app */
export function load(app) {
  // In each package's project, after TypeDoc has marked what each class inherits (at priority 0)
  // and before it sorts the members into groups (at -100). A member inherited from outside the
  // package has no reflection to point to here; no class of the toolkit extends one of another
  // package's. Until nothing changes: a member inherited from a member that was itself inherited
  // from the platform (an error's `cause`, through EngineError) goes with it.
  app.converter.on(
    Converter.EVENT_RESOLVE_END,
    ({ project }) => {
      for (;;) {
        const fromElsewhere = Object.values(project.reflections).filter(
          (reflection) =>
            reflection.inheritedFrom !== undefined &&
            reflection.inheritedFrom.reflection === undefined,
        );
        if (fromElsewhere.length === 0) return;
        for (const reflection of fromElsewhere) project.removeReflection(reflection);
      }
    },
    -50,
  );
}
