// Import rules that need the importing file's place in the tree: which server module or web
// feature it belongs to. Relative specifiers are resolved against the file; bare ones (npm
// packages, @app/shared) are never a boundary crossing. Paths are matched from the repository
// layout (`apps/server/src/modules/<name>/`, `apps/web/src/features/<name>/`) wherever it sits,
// so the planted fixtures under tools/lint/fixtures/ mirror it.
import path from 'node:path';

const SERVER_MODULES = /(^|\/)apps\/server\/src\/modules\/([^/]+)(\/.*)?$/;
const WEB_SRC = /(^|\/)apps\/web\/src(\/.*)?$/;
const WEB_FEATURE = /(^|\/)apps\/web\/src\/features\/([^/]+)\//;
const WEB_TEST = /(^|\/)apps\/web\/test(\/|$)/;
/** Test code and its support files, which may also use other modules' `*.fixtures.ts` builders. */
const SERVER_TEST_SUPPORT = /\.(test|fixtures)\.ts$|(^|\/)apps\/server\/(test|src\/security)\//;

const toPosix = (p) => p.split(path.sep).join('/');

/** Calls `check(source node, resolved absolute posix path)` for every relative import, re-export and dynamic import. */
function relativeImports(context, check) {
  const dir = path.dirname(context.physicalFilename ?? context.filename);
  const visit = (node, source) => {
    if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
    check(source, toPosix(path.resolve(dir, source.value)));
  };
  return {
    ImportDeclaration: (node) => visit(node, node.source),
    ExportNamedDeclaration: (node) => visit(node, node.source),
    ExportAllDeclaration: (node) => visit(node, node.source),
    ImportExpression: (node) => visit(node, node.source),
  };
}

/** (a) Outside `modules/x/`, only `modules/x/index` may be imported. */
const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "A server module is imported only through its index.ts, never another module's internals." },
    messages: {
      internal:
        "'{{source}}' reaches into module '{{module}}': import its public surface '{{module}}/index' (export what you need there) instead.",
    },
    schema: [],
  },
  create(context) {
    const file = toPosix(context.physicalFilename ?? context.filename);
    const own = SERVER_MODULES.exec(file)?.[2];
    const testSupport = SERVER_TEST_SUPPORT.test(file);
    return relativeImports(context, (source, target) => {
      const hit = SERVER_MODULES.exec(target);
      if (!hit || hit[2] === own) return;
      const rest = hit[3] ?? '';
      if (rest === '' || rest === '/' || rest === '/index' || rest === '/index.ts') return;
      if (testSupport && /\.fixtures(\.ts)?$/.test(rest)) return;
      context.report({ node: source, messageId: 'internal', data: { source: source.value, module: hit[2] } });
    });
  },
};

/** (d) A web feature imports only ui/, lib/, app/, apps/web/test/ and its own folder (and packages). */
const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'A web feature imports only ui/, lib/, app/, apps/web/test/, packages and its own folder.' },
    messages: {
      otherFeature:
        "'{{source}}' reaches into feature '{{feature}}': move what is shared to src/ui/ or src/lib/ (test helpers to apps/web/test/).",
      outside: "'{{source}}' is outside what a feature may import (ui/, lib/, app/, apps/web/test/, its own folder).",
    },
    schema: [
      {
        type: 'object',
        properties: { known: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const file = toPosix(context.physicalFilename ?? context.filename);
    const own = WEB_FEATURE.exec(file)?.[2];
    if (!own) return {};
    const known = new Set(context.options[0]?.known ?? []);
    return relativeImports(context, (source, target) => {
      if (WEB_TEST.test(target)) return;
      const inSrc = WEB_SRC.exec(target);
      const rest = inSrc ? (inSrc[2] ?? '').replace(/^\//, '') : null;
      if (rest === null) return context.report({ node: source, messageId: 'outside', data: { source: source.value } });
      const [top, feature] = rest.split('/');
      if (top === 'ui' || top === 'lib' || top === 'app') return;
      if (top === 'features' && feature === own) return;
      if (top === 'features' && known.has(rest.replace(/\.(tsx?)$/, ''))) return;
      context.report({
        node: source,
        messageId: top === 'features' ? 'otherFeature' : 'outside',
        data: { source: source.value, feature },
      });
    });
  },
};

export const boundaries = {
  meta: { name: 'terranest-boundaries' },
  rules: { 'module-boundaries': moduleBoundaries, 'feature-boundaries': featureBoundaries },
};
