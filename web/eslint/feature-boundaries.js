import path from 'node:path';

/**
 * The web app's import boundaries (bulletproof-react's unidirectional architecture):
 * app/ may import anything; a feature imports only itself and shared code (components/, lib/);
 * shared code imports no feature and not app/. Import paths are resolved, so `../../other/api/x`
 * from inside a feature is caught as surely as `../features/other`.
 */
const srcRoot = path.resolve(import.meta.dirname, '../src');

function areaOf(file) {
  const relative = path.relative(srcRoot, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [top, name] = relative.split(path.sep);
  return top === 'features' ? { kind: 'feature', name } : { kind: top };
}

function violation(importer, target) {
  if (importer.kind === 'feature' && target.kind === 'feature' && importer.name !== target.name) {
    return 'crossFeature';
  }
  if (importer.kind === 'feature' && target.kind === 'app') return 'featureImportsApp';
  if (
    (importer.kind === 'components' || importer.kind === 'lib') &&
    (target.kind === 'feature' || target.kind === 'app')
  ) {
    return 'sharedImportsUp';
  }
  return null;
}

export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Features do not import each other; shared code does not import features or app.' },
    schema: [],
    messages: {
      crossFeature: 'Features do not import each other: move what both need to components/ or lib/.',
      featureImportsApp: 'A feature does not import from app/: app/ composes the features.',
      sharedImportsUp: 'Shared code (components/, lib/) does not import features or app/.',
    },
  },
  create(context) {
    const importer = areaOf(context.filename);
    if (importer === null) return {};

    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = areaOf(path.resolve(path.dirname(context.filename), source));
      const messageId = target === null ? null : violation(importer, target);
      if (messageId !== null) context.report({ node, messageId });
    }

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => check(node, node.source?.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source.value : null),
    };
  },
};

export default { rules: { 'feature-boundaries': featureBoundaries } };
