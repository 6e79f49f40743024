// What the TypeScript checker knows of the elements: each define file's props type (the one it
// gives `createIbElement<…>`) prop by prop, and the `detail` type of each `ib-*` event in
// `IbEventMap` (the props files augment it). One program, parsed once per run and shared by the
// manifest plugins: only the props files get parsed, not the components behind them.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { defineFiles } from '../define-files.mjs';
import { wrapperSpec } from '../react-wrappers.mjs';

const require = createRequire(import.meta.url);

/**
 * @typedef {{ type: import('typescript').Type, text: string }} CheckedType
 * @typedef {{ props: Record<string, Record<string, CheckedType>>, events: Record<string, string> }} PropsFacts
 */

const cache = new Map();

/** `{ props: { 'ib-accordion': { closeOthers: { type, text: 'boolean' } } }, events: { 'ib-accordion-toggle': '{ index: number; open: boolean; }' } }` */
export function propsFacts(root) {
  if (!cache.has(root)) cache.set(root, readFacts(root));
  return cache.get(root);
}

function readFacts(root) {
  const ts = require('typescript');
  const specs = defineFiles(root).map((entry) => wrapperSpec(entry, root));
  // One small module naming every element's props type and the event map.
  const imports = ["import type { IbEventMap } from './packages/element/events.ts';"];
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
  const source = `${imports.join('\n')}\nexport interface IbProps {\n${members.join('\n')}\n}\nexport interface IbEventDetails extends IbEventMap {}\n`;
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
  const problems = program
    .getSemanticDiagnostics(file)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  if (problems.length)
    throw new Error(
      `props-program: the define files' props types do not resolve: ${problems.join('; ')}`,
    );
  const [propsInterface, eventsInterface] = file.statements.filter((statement) =>
    ts.isInterfaceDeclaration(statement),
  );
  const describe = typeText(ts, checker, root);
  const checked = (symbol, at) => {
    const declared = checker.getTypeOfSymbolAtLocation(symbol, at);
    const type =
      declared.flags & ts.TypeFlags.Unknown ? declared : checker.getNonNullableType(declared);
    return { type, text: describe(type, at) };
  };

  const props = {};
  for (const element of checker.getPropertiesOfType(checker.getTypeAtLocation(propsInterface))) {
    const type = checker.getTypeOfSymbolAtLocation(element, propsInterface);
    props[element.name] = Object.fromEntries(
      checker.getPropertiesOfType(type).map((prop) => [prop.name, checked(prop, propsInterface)]),
    );
  }
  const events = {};
  for (const event of checker.getPropertiesOfType(checker.getTypeAtLocation(eventsInterface))) {
    events[event.name] = describe(
      checker.getTypeOfSymbolAtLocation(event, eventsInterface),
      eventsInterface,
    );
  }
  return { props, events };
}

/**
 * A type as self-contained TypeScript text, for readers without the project's sources: the
 * project's own interfaces and aliases are written out (`{ source: string; percent: 25 | 50 }`),
 * the platform's and the libraries' keep their names (`HTMLElement`, `Record<string, boolean>`).
 */
function typeText(ts, checker, root) {
  const flags =
    ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;
  const own = (type) =>
    [type.aliasSymbol, type.symbol].some((symbol) =>
      symbol?.declarations?.some((declaration) => {
        const file = declaration.getSourceFile().fileName;
        return file.startsWith(root) && !file.includes('/node_modules/');
      }),
    );
  // `Partial<AuthSettings>` is written out too: the utility types only reshape a project type.
  const reshaped = (type) =>
    ['Partial', 'Required', 'Readonly', 'Pick', 'Omit'].includes(type.aliasSymbol?.name) &&
    type.aliasTypeArguments?.some(own);
  const nullish = (part) => part.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined);
  const describe = (type, at, depth = 0) => {
    const inner = (part) => describe(part, at, depth + 1);
    if (depth > 4) return checker.typeToString(type, at, flags);
    if (type.isUnion()) {
      // `true | false` is `boolean`; every other part on its own.
      const booleans = type.types.filter((part) => part.flags & ts.TypeFlags.BooleanLiteral);
      // `string | null`, as written: null and undefined last.
      const rest = type.types.filter((part) => !(part.flags & ts.TypeFlags.BooleanLiteral));
      return [
        ...rest.filter((part) => !nullish(part)).map(inner),
        ...(booleans.length === 2 ? ['boolean'] : booleans.map(inner)),
        ...rest.filter(nullish).map(inner),
      ].join(' | ');
    }
    if (checker.isArrayType(type)) {
      const element = inner(checker.getTypeArguments(type)[0]);
      return /[|&]/.test(element) ? `(${element})[]` : `${element}[]`;
    }
    const writable = (part) =>
      part.flags & ts.TypeFlags.Object &&
      !part.getCallSignatures().length &&
      (own(part) || reshaped(part));
    if (writable(type) || (type.isIntersection() && type.types.every(writable)))
      return objectText(type);
    return checker.typeToString(type, at, flags);

    function objectText(object) {
      const indexes = checker
        .getIndexInfosOfType(object)
        .map((info) => `[key: ${checker.typeToString(info.keyType)}]: ${inner(info.type)}`);
      const members = checker.getPropertiesOfType(object).map((property) => {
        const optional = property.flags & ts.SymbolFlags.Optional;
        const propertyType = checker.getTypeOfSymbolAtLocation(property, at);
        return `${property.name}${optional ? '?' : ''}: ${inner(optional ? checker.getNonNullableType(propertyType) : propertyType)}`;
      });
      const all = [...indexes, ...members];
      return all.length ? `{ ${all.join('; ')} }` : '{}';
    }
  };
  return describe;
}
