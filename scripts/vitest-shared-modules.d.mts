import type { TestProjectInlineConfiguration } from 'vitest/config';

/**
 * The two projects for the test files `include`, of which `ownModules` (paths, relative to the
 * package) load their modules afresh.
 */
export function sharedModuleProjects(
  include: string[],
  ownModules: string[],
): TestProjectInlineConfiguration[];
