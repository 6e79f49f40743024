import type { Plugin } from 'vite';

/**
 * `storybook dev` resolves packages with the `development` export condition, which gives Lit's
 * development build: it warns "Lit is in dev mode" on every story. The stories use Lit only to
 * write markup, so the dev server takes the production build, as `storybook build` does. Set on
 * the environment itself: conditions returned from a config hook are merged with Vite's defaults,
 * `development` included.
 */
export function litProductionBuild(): Plugin {
  return {
    name: 'lit-production-build',
    configEnvironment(name, environment) {
      if (name !== 'client') return;
      environment.resolve ??= {};
      environment.resolve.conditions = ['module', 'browser', 'production'];
    },
  };
}
