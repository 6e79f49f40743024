// The import specifiers of an ES module, from Rollup's own parser (a direct dependency):
// static ones (import/export ... from) and dynamic ones with a literal specifier.

import { parseAst } from 'rollup/parseAst';

/** @returns {{ staticImports: string[], dynamicImports: string[] }} */
export function moduleImports(code) {
  const staticImports = [];
  const dynamicImports = [];
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (
      node.source?.type === 'Literal' &&
      /^(Import|ExportNamed|ExportAll)Declaration$/.test(node.type)
    ) {
      staticImports.push(node.source.value);
    }
    if (node.type === 'ImportExpression' && node.source.type === 'Literal')
      dynamicImports.push(node.source.value);
    if (
      node.type === 'ImportExpression' &&
      node.source.type === 'TemplateLiteral' &&
      node.source.expressions.length === 0
    ) {
      dynamicImports.push(node.source.quasis[0].value.cooked);
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object') visit(value);
    }
  };
  visit(parseAst(code));
  return { staticImports, dynamicImports };
}

/** Bare specifiers (`react`, `@scope/pkg`) need an import map or a bundler; URLs and paths do not. */
export const isBare = (specifier) => !/^(\.{0,2}\/|[a-z][a-z0-9+.-]*:)/i.test(specifier);
