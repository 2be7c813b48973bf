// The Vitest projects of a package whose test files share their modules: the files of a worker
// load the package and those below it once (`isolate: false`) rather than once a file, and the
// files that must load them afresh (a module mock, a module changed in place) run in a project of
// their own with Vitest's default isolation.
import { configDefaults } from 'vitest/config';

/**
 * The two projects for the test files `include`, of which `ownModules` (paths, relative to the
 * package) load their modules afresh.
 * @param {string[]} include
 * @param {string[]} ownModules
 */
export function sharedModuleProjects(include, ownModules) {
  return [
    {
      extends: true,
      test: {
        name: 'shared',
        include,
        exclude: [...configDefaults.exclude, ...ownModules],
        isolate: false,
      },
    },
    { extends: true, test: { name: 'own-modules', include: ownModules } },
  ];
}
