import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

// What the admin's build swaps in react-admin and MUI so that a first screen loads only what it
// shows (docs/delivery.md, "A light admin"). Checked against ra-ui-materialui 5.15, MUI 9.5 and
// node-polyglot 2.6: each swap names the file it replaces, and the build fails when one is gone.

const RA_LAYOUT = /[\\/]ra-ui-materialui[\\/]dist[\\/]layout[\\/](Title|Layout)\.js$/;
const MUI_INDEX = /[\\/]@mui[\\/]material[\\/]index\.mjs$/;
const POLYGLOT = /[\\/]node-polyglot[\\/]index\.js$/;
const DEFERRED_TOOLTIP = fileURLToPath(new URL('src/layout/DeferredTooltip.tsx', import.meta.url));
const muiTooltipDir = dirname(
  createRequire(import.meta.url)
    .resolve('@mui/material/Tooltip')
    .replace(/\.js$/, '.mjs'),
);

const PLAIN_TITLE = '\0stickerei:plain-page-title';
const NO_INSPECTOR = '\0stickerei:no-inspector';
const TOOLTIP = '\0stickerei:deferred-tooltip';
const NATIVE = '\0stickerei:native:';

/**
 * A build plugin that fails the build when its swap never happened (the file it replaces moved
 * in a new version of the library): a silent miss would bring the bytes back unnoticed.
 */
function swapping(name: string, plugin: Omit<Plugin, 'name' | 'enforce'>): Plugin {
  let swapped = false;
  const resolveId = plugin.resolveId as (source: string, importer?: string) => string | null;
  return {
    ...plugin,
    name: `stickerei:${name}`,
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      const id = resolveId(source, importer);
      if (id) swapped = true;
      return id;
    },
    buildEnd(error) {
      if (!error && !swapped)
        this.error(`${name}: nothing was swapped; see admin/buildPlugins.ts.`);
    },
  };
}

// Polyfills node-polyglot requires for what every browser the admin supports has built in.
const nativeShims: Record<string, string> = {
  'object.entries': 'module.exports = Object.entries;',
  hasown: 'module.exports = (object, key) => Object.prototype.hasOwnProperty.call(object, key);',
};

/**
 * react-admin's preferences editor (the "inspector" that lets a user rename a page's title or
 * pick columns) is never switched on here, yet its layout and every `<Title>` import it, and with
 * it MUI's text fields, selects and popovers (≈ 11 KB brotli): its layout gets the plain title
 * and no inspector.
 */
export function withoutPreferencesEditor(): Plugin {
  const plainTitleSources = new Map<string, string>();
  return swapping('without-preferences-editor', {
    resolveId(source: string, importer?: string) {
      if (!importer || !RA_LAYOUT.test(importer)) return null;
      if (source === './PageTitleConfigurable.js') {
        const id = `${PLAIN_TITLE}?${importer}`;
        plainTitleSources.set(id, join(dirname(importer), 'PageTitle.js'));
        return id;
      }
      return source === '../preferences/index.js' ? NO_INSPECTOR : null;
    },
    load(id: string) {
      if (id === NO_INSPECTOR) return 'export const Inspector = () => null;';
      const pageTitle = plainTitleSources.get(id);
      if (!pageTitle) return null;
      return [
        "import { createElement } from 'react';",
        `import { PageTitle } from ${JSON.stringify(pageTitle)};`,
        'export const PageTitleConfigurable = ({ preferenceKey: _key, ...props }) =>',
        '  createElement(PageTitle, props);',
      ].join('\n');
    },
  });
}

/**
 * MUI's Tooltip (with Popper and popper.js, ≈ 9 KB brotli) becomes `DeferredTooltip`, which loads
 * it on the first pointer or focus, wherever it is imported: MUI's index, `@mui/material/Tooltip`.
 */
export function deferredTooltip(): Plugin {
  return swapping('deferred-tooltip', {
    resolveId(source: string, importer?: string) {
      if (!importer || importer === DEFERRED_TOOLTIP) return null;
      const viaIndex = source === './Tooltip/index.mjs' && MUI_INDEX.test(importer);
      return viaIndex || source === '@mui/material/Tooltip' ? TOOLTIP : null;
    },
    load(id: string) {
      if (id !== TOOLTIP) return null;
      const classes = JSON.stringify(join(muiTooltipDir, 'tooltipClasses.mjs'));
      return [
        `export { default } from ${JSON.stringify(DEFERRED_TOOLTIP)};`,
        `export { default as tooltipClasses } from ${classes};`,
        `export * from ${classes};`,
      ].join('\n');
    },
  });
}

/** node-polyglot's `object.entries` and `hasown` polyfills (≈ 4 KB brotli) as the built-ins. */
export function nativeInsteadOfPolyfills(): Plugin {
  return swapping('native-instead-of-polyfills', {
    resolveId(source: string, importer?: string) {
      if (!importer || !POLYGLOT.test(importer) || !(source in nativeShims)) return null;
      return `${NATIVE}${source}`;
    },
    load(id: string) {
      return id.startsWith(NATIVE) ? (nativeShims[id.slice(NATIVE.length)] ?? null) : null;
    },
  });
}
