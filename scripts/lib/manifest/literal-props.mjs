// Enumerated attributes are written once, as string-literal unions in the props type each define
// file gives `createIbElement<…>` (`placement?: TooltipPlacement`). The element class and the
// React wrapper take that type as it is; this module reads the unions back with the TypeScript
// checker so the manifest (and the JSX typings and editor data made from it) carries them too.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { defineFiles } from '../define-files.mjs';
import { wrapperSpec } from '../react-wrappers.mjs';

const require = createRequire(import.meta.url);

/**
 * `{ 'ib-tooltip': { placement: "'top' | 'top-start' | …" }, … }`: each prop whose type (without
 * `undefined`) is a string literal or a union of them, as TypeScript text.
 */
export function literalPropTypes(root) {
  const ts = require('typescript');
  const specs = defineFiles(root).map((entry) => wrapperSpec(entry, root));
  // One small module naming every element's props type: only the props files get parsed, not the
  // components behind them.
  const imports = [];
  const members = specs.map(({ tag, propsType, typeImports }, index) => {
    let type = propsType ?? 'object';
    for (const { type: name, module } of typeImports) {
      const local = `T${index}_${name}`;
      imports.push(`import type { ${name} as ${local} } from './${module}';`);
      type = type.replace(new RegExp(`\\b${name}\\b`, 'g'), local);
    }
    return `  '${tag}': ${type};`;
  });
  const virtual = join(root, '__ib-props__.ts');
  const source = `${imports.join('\n')}\nexport interface IbProps {\n${members.join('\n')}\n}\n`;
  const options = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.readFile = (file) => (file === virtual ? source : readFile(file));
  host.fileExists = (file) => file === virtual || fileExists(file);
  const program = ts.createProgram([virtual], options, host);
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(virtual);
  const problems = program.getSemanticDiagnostics(file).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  if (problems.length) throw new Error(`literal-props: the define files' props types do not resolve: ${problems.join('; ')}`);
  const declaration = file.statements.find((statement) => ts.isInterfaceDeclaration(statement));
  const all = checker.getTypeAtLocation(declaration);

  const literalText = (type) => {
    const parts = type.isUnion() ? type.types : [type];
    return parts.length && parts.every((part) => part.isStringLiteral()) ? parts.map((part) => `'${part.value}'`).join(' | ') : undefined;
  };
  const result = {};
  for (const element of checker.getPropertiesOfType(all)) {
    const props = checker.getTypeOfSymbolAtLocation(element, declaration);
    for (const prop of checker.getPropertiesOfType(props)) {
      const text = literalText(checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(prop, declaration)));
      if (text) (result[element.name] ??= {})[prop.name] = text;
    }
  }
  return result;
}
