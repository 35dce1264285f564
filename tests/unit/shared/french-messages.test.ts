import { expect } from 'chai';
import path from 'node:path';
import ts from 'typescript';
import { frenchOf, messageIn } from '../../../src/shared/errors/message-language.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SOURCES = path.join(ROOT, 'src') + path.sep;
/**
 * Never sent to a person: the server's settings (each module's `<module>.settings.ts` and the shared ones, read at
 * start-up), the guide files' and the vision model's checks.
 */
const isSettingsFile = (file: string): boolean => file.endsWith('.settings.ts');
const NOT_SENT = [
  path.join(SOURCES, 'config.ts'),
  path.join(SOURCES, 'shared', 'config'),
  path.join(SOURCES, 'modules', 'repairs', 'adapters', 'knowledge-base'),
  path.join(SOURCES, 'modules', 'repairs', 'adapters', 'writing'),
];
/** Where a message's value is not known in the source: any text stands for it. */
const ANY = '{}';

interface FoundMessage {
  readonly wording: string;
  readonly at: string;
}

/**
 * Every message wording the server can send a person, read from the source with the type checker (so a message
 * held in a constant, or a value of a literal type, counts as its text): the messages of AppErrors (their
 * constructors' own and the ones passed to them), zod's custom messages in schemas, a form's problems by field, and those put in a language where they are sent.
 */
function messagesOfServer(): FoundMessage[] {
  const configFile = ts.readConfigFile(path.join(ROOT, 'tsconfig.json'), ts.sys.readFile.bind(ts.sys));
  const parsed = ts.parseJsonConfigFileContent(configFile.config, ts.sys, ROOT);
  const rootNames = parsed.fileNames.filter(
    (file) =>
      path.resolve(file).startsWith(SOURCES) &&
      !isSettingsFile(file) &&
      !NOT_SENT.some((folder) => path.resolve(file).startsWith(folder)),
  );
  const program = ts.createProgram({ rootNames, options: parsed.options });
  const checker = program.getTypeChecker();
  const found: FoundMessage[] = [];

  const isAppError = (type: ts.Type): boolean =>
    type.getSymbol()?.getName() === 'AppError' ||
    (type.isClassOrInterface() && (checker.getBaseTypes(type) ?? []).some(isAppError));

  const textsOfType = (type: ts.Type): string[] | null => {
    if (type.isStringLiteral()) return [type.value];
    if (type.isNumberLiteral()) return [String(type.value)];
    if (type.isUnion()) {
      const parts = type.types.map(textsOfType);
      return parts.every((part) => part !== null) ? parts.flat() : null;
    }
    return null;
  };

  /** The wordings an expression can have: literal parts kept, unknown values as ANY; none when all unknown. */
  const wordingsOf = (expression: ts.Expression): string[] => {
    if (ts.isStringLiteralLike(expression)) return [expression.text];
    if (ts.isParenthesizedExpression(expression)) return wordingsOf(expression.expression);
    if (ts.isConditionalExpression(expression))
      return [...wordingsOf(expression.whenTrue), ...wordingsOf(expression.whenFalse)];
    if (ts.isBinaryExpression(expression) && expression.operatorToken.kind === ts.SyntaxKind.BarBarToken)
      return [...wordingsOf(expression.left), ...wordingsOf(expression.right)];
    if (ts.isTemplateExpression(expression)) {
      let wordings = [expression.head.text];
      for (const span of expression.templateSpans) {
        const values = textsOfType(checker.getTypeAtLocation(span.expression)) ?? [ANY];
        wordings = wordings.flatMap((start) => values.map((value) => start + value + span.literal.text));
      }
      return wordings;
    }
    return textsOfType(checker.getTypeAtLocation(expression)) ?? [];
  };

  const record = (expression: ts.Expression, file: ts.SourceFile) => {
    const { line } = file.getLineAndCharacterOfPosition(expression.getStart(file));
    for (const wording of wordingsOf(expression))
      found.push({ wording, at: `${path.relative(ROOT, file.fileName)}:${line + 1}` });
  };

  /** `'message'` or `{ error: 'message' }` / `{ message: 'message' }`, as zod takes a custom message. */
  const recordZodParams = (argument: ts.Expression, file: ts.SourceFile) => {
    if (!ts.isObjectLiteralExpression(argument)) return record(argument, file);
    for (const property of argument.properties) {
      if (ts.isPropertyAssignment(property) && ['error', 'message'].includes(property.name.getText(file)))
        record(property.initializer, file);
    }
  };

  const visit = (node: ts.Node, file: ts.SourceFile) => {
    if (ts.isNewExpression(node) && isAppError(checker.getTypeAtLocation(node))) {
      const signature = checker.getResolvedSignature(node);
      const [first] = node.arguments ?? [];
      if (first && signature?.parameters[0]?.getName() === 'message') record(first, file);
    }
    if (ts.isClassDeclaration(node) && node.name && isAppError(checker.getTypeAtLocation(node.name))) {
      for (const member of node.members) {
        if (!ts.isConstructorDeclaration(member)) continue;
        for (const parameter of member.parameters) {
          if (parameter.initializer && parameter.name.getText(file) === 'message') record(parameter.initializer, file);
        }
        member.body?.forEachChild(function superCalls(child) {
          if (ts.isCallExpression(child) && child.expression.kind === ts.SyntaxKind.SuperKeyword && child.arguments[0])
            record(child.arguments[0], file);
          child.forEachChild(superCalls);
        });
      }
    }
    if (ts.isCallExpression(node)) {
      const signature = checker.getResolvedSignature(node);
      const declaredIn = signature?.getDeclaration()?.getSourceFile().fileName ?? '';
      if (declaredIn.includes('/node_modules/zod/')) {
        node.arguments.forEach((argument, index) => {
          if (signature?.parameters[index]?.getName() === 'params') recordZodParams(argument, file);
        });
      }
    }
    // A form's problems by field, answered as `fieldErrors`: `errors.phone = '...'`, `errors['serviceArea.codes'] = ...`.
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      (ts.isPropertyAccessExpression(node.left) || ts.isElementAccessExpression(node.left)) &&
      node.left.expression.getText(file) === 'errors'
    ) {
      record(node.right, file);
    }
    // A message put in the request's language where it is sent: `messageIn(language, '...')`.
    if (ts.isCallExpression(node) && node.expression.getText(file) === 'messageIn' && node.arguments[1]) {
      record(node.arguments[1], file);
    }
    node.forEachChild((child) => visit(child, file));
  };

  for (const file of program.getSourceFiles()) {
    if (rootNames.includes(file.fileName)) visit(file, file);
  }
  return found;
}

/** The wording with each unknown value filled in, as a message sent would have it; null when it says nothing. */
function asSent(wording: string): string | null {
  if (!/[A-Za-z]{2}/.test(wording.split(ANY).join(''))) return null;
  return wording.split(ANY).join('value');
}

describe('French messages of the server', () => {
  let messages: FoundMessage[];

  before(function () {
    this.timeout(120_000);
    messages = messagesOfServer();
  });

  it('finds the messages where they are written: AppErrors, their defaults, zod schemas, form problems, the error middleware', () => {
    const wordings = messages.map(({ wording }) => wording);
    expect(wordings).to.include.members([
      'Unauthorized',
      'Too many requests. Please wait a moment and try again.',
      'Repair request not found',
      'description: must be at most 2000 characters',
      'must not be empty',
      'Describe what is broken in a few words.',
      'Something went wrong on our side. Please try again.',
      'must be a North American phone number like (416) 555-0123',
    ]);
  });

  it('has a French wording for every message the server can send a person', () => {
    const missing = messages
      .map((message) => ({ ...message, sent: asSent(message.wording) }))
      .filter(({ sent }) => sent !== null && frenchOf(sent) === undefined)
      .map(({ wording, at }) => `${at}  ${wording}`);
    expect([...new Set(missing)], 'messages without French').to.deep.equal([]);
  });

  it('fills a wording with the values of the message sent, and keeps the field a validation message names', () => {
    expect(messageIn('fr', 'description: must be at most 2000 characters')).to.equal(
      'description\u00a0: doit comporter au plus 2000 caractères',
    );
    expect(messageIn('fr', 'question: must not be empty')).to.equal('question\u00a0: ne doit pas être vide');
  });

  it('sends English exactly as written, and an unknown message unchanged', () => {
    expect(messageIn('en', 'Unauthorized')).to.equal('Unauthorized');
    expect(messageIn('fr', 'not a message of ours')).to.equal('not a message of ours');
  });
});
