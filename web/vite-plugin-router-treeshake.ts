import type { Plugin } from 'vite';

/**
 * React Router's browser build names its components at load (`Link.displayName = "Link";`) and
 * wraps them in unannotated `React.forwardRef(...)` calls. Each of those statements counts as a
 * side effect to the bundler, so every component of the package (Form, FetcherForm,
 * ScrollRestoration and their helpers) stayed in the home page's first load whether the site used
 * it or not (about 1.4 KB gzip, issue 11). Dropping the names (read only by React's developer
 * tools) and marking the wrappers pure lets the unused ones go; the components the site renders
 * are unchanged. Client build only: the server bundle's size does not matter.
 *
 * The package's exports point every bundler at its development build, whose only difference from
 * dist/production is `ENABLE_DEV_WARNINGS = true`: developer warnings and the "Hey developer"
 * default error screen (every route of the site has its own error element). Setting it to false
 * here, as the production build does, drops them (about 0.6 KB gzip).
 */
export function routerTreeShake(): Plugin {
  return {
    name: 'conf:router-treeshake',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    transform(code, id) {
      if (!/[\\/]react-router[\\/]dist[\\/]/.test(id)) return null;
      return code
        .replace(/^\w+\.displayName = "\w+";$/gm, '')
        .replace(/^var ENABLE_DEV_WARNINGS = true;$/m, 'var ENABLE_DEV_WARNINGS = false;')
        .replace(/= (React\d*)\.forwardRef\(/g, '= /* @__PURE__ */ $1.forwardRef(');
    },
  };
}
