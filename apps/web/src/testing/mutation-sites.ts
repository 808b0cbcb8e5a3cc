import ts from 'typescript';

/**
 * Finds every place the web starts a mutation (`x.mutate(...)`, `x.mutateAsync(...)`, a destructured `mutate(...)`)
 * and says how its failure reaches the user through the shared wording (`errorText`, the hooks built on it,
 * `showFormFailure`), or that nothing words it. Read from the source with TypeScript's parser, so a new mutation
 * whose failure nobody words is found without running it.
 */

/** The shared error path: what words a failed request (shared/lib/error-message.ts, shared/lib/form.ts). */
const SHARED = new Set(['errorText', 'useErrorText', 'useErrorToast', 'showFormFailure']);

/**
 * Hooks of features and shared/lib that word a failure for their callers (useFormMessages(ns).failure, billing's
 * portal text); each must itself reach the shared path, which `scanMutationSites` checks.
 */
export const WORDING_WRAPPERS = ['useFormMessages', 'useBillingErrorText'] as const;

export type Via = 'handler' | 'catch' | 'inline' | 'hook' | 'delegated';

export interface MutationSite {
  file: string;
  line: number;
  /** The call as written, e.g. 'remove.mutate'. */
  call: string;
  /** How its failure is shown; null when nothing words it. */
  via: Via | null;
}

export interface MutationScan {
  sites: MutationSite[];
  /** The mutation hooks found (`use*` functions calling useMutation or useOutboxWrite). */
  hooks: string[];
  /** Wrappers of WORDING_WRAPPERS that are missing or no longer reach the shared path. */
  brokenWrappers: string[];
  /** Whether `file` gives a callback named `name` (a property or a prop) whose body words a failure. */
  wordsCallback: (file: string, name: string) => boolean;
  /** Whether every call of the prop `name` in `file` has its rejection worded (there, or by the helper it goes to). */
  wordsRejectionOf: (file: string, name: string) => boolean;
}

interface Parsed {
  file: string;
  source: ts.SourceFile;
  /** The names in this file that word a failure: wrappers, and locals bound to them or calling them. */
  names: Set<string>;
}

function walk(node: ts.Node, visit: (node: ts.Node) => void) {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

function find<T extends ts.Node>(node: ts.Node, test: (n: ts.Node) => n is T): T[] {
  const found: T[] = [];
  walk(node, (n) => {
    if (test(n)) found.push(n);
  });
  return found;
}

/** The name a call is made through: `f(...)` → 'f', `a.b(...)` → 'a' (a value whose methods word, e.g. messages). */
function calleeRoot(call: ts.CallExpression): string | null {
  let callee: ts.Expression = call.expression;
  while (ts.isPropertyAccessExpression(callee)) callee = callee.expression;
  return ts.isIdentifier(callee) ? callee.text : null;
}

/** Whether `node` calls one of `names`, or hands one on as a callback (`{ onError: showError }`, `(showError)`). */
function callsAny(node: ts.Node, names: ReadonlySet<string>): boolean {
  let found = false;
  walk(node, (n) => {
    if (ts.isCallExpression(n) && names.has(calleeRoot(n) ?? '')) found = true;
    if (ts.isShorthandPropertyAssignment(n) && names.has(n.name.text)) found = true;
    if (ts.isIdentifier(n) && names.has(n.text) && ts.isPropertyAssignment(n.parent) && n.parent.initializer === n)
      found = true;
  });
  return found;
}

/** Functions and consts declared at the top of a file, with their bodies or initializers. */
function topFunctions(source: ts.SourceFile): Map<string, ts.Node> {
  const out = new Map<string, ts.Node>();
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name && statement.body)
      out.set(statement.name.text, statement);
    if (!ts.isVariableStatement(statement)) continue;
    for (const d of statement.declarationList.declarations) {
      if (ts.isIdentifier(d.name) && d.initializer) out.set(d.name.text, d.initializer);
    }
  }
  return out;
}

function boundNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  if (ts.isObjectBindingPattern(name)) return name.elements.flatMap((e) => boundNames(e.name));
  return [];
}

function wordingNames(source: ts.SourceFile, global: ReadonlySet<string>): Set<string> {
  const names = new Set(global);
  const bindings: Array<{ names: string[]; init: ts.Node }> = [];
  walk(source, (n) => {
    if (ts.isVariableDeclaration(n) && n.initializer) bindings.push({ names: boundNames(n.name), init: n.initializer });
    if (ts.isFunctionDeclaration(n) && n.name && n.body) bindings.push({ names: [n.name.text], init: n.body });
  });
  for (let grew = true; grew;) {
    grew = false;
    for (const { names: bound, init } of bindings) {
      if (bound.every((b) => names.has(b))) continue;
      if (!callsAny(init, names) && !(ts.isIdentifier(init) && names.has(init.text))) continue;
      for (const b of bound) names.add(b);
      grew = true;
    }
  }
  return names;
}

const isFunction = (n: ts.Node): n is ts.ArrowFunction | ts.FunctionExpression | ts.FunctionDeclaration =>
  ts.isArrowFunction(n) || ts.isFunctionExpression(n) || ts.isFunctionDeclaration(n);

function words(handler: ts.Node | undefined, names: ReadonlySet<string>): boolean {
  if (!handler) return false;
  return ts.isIdentifier(handler) ? names.has(handler.text) : callsAny(handler, names);
}

/** The `onError` of an options object, as written (`onError: h`, `onError`, `onError(err) {...}`). */
function onErrorOf(options: ts.Node | undefined): ts.ObjectLiteralElementLike | undefined {
  if (!options || !ts.isObjectLiteralExpression(options)) return undefined;
  return options.properties.find((p) => p.name?.getText() === 'onError');
}

/** The promise of `call` is settled in its function: a try/catch, `.catch(h)` or `.then(a, h)` that words it. */
function handledInFunction(call: ts.Node, names: ReadonlySet<string>): boolean {
  for (let node: ts.Node = call; !isFunction(node) && node.parent; node = node.parent) {
    const parent = node.parent;
    if (ts.isTryStatement(parent) && parent.tryBlock === node && parent.catchClause)
      return callsAny(parent.catchClause, names);
    if (ts.isPropertyAccessExpression(parent) && ts.isCallExpression(parent.parent)) {
      const args = parent.parent.arguments;
      if (parent.name.text === 'catch' && words(args[0], names)) return true;
      if (parent.name.text === 'then' && words(args[1], names)) return true;
    }
  }
  return false;
}

/** `<receiver>.error` is rendered through the shared wording in `parsed`, directly or through a local holding it. */
function shownInline(receiver: string, parsed: Parsed): boolean {
  const { source, names } = parsed;
  const holders: string[] = [];
  const mentions = (n: ts.Node) => {
    const text = n.getText(source);
    return text.includes(`${receiver}.error`) || holders.some((h) => new RegExp(`\\b${h}\\b`).test(text));
  };
  for (const d of find(source, ts.isVariableDeclaration)) {
    if (ts.isIdentifier(d.name) && d.initializer && mentions(d.initializer)) holders.push(d.name.text);
  }
  return find(source, ts.isCallExpression).some((c) => names.has(calleeRoot(c) ?? '') && c.arguments.some(mentions));
}

/** The declaration binding `name` in `source` (`const name = ...` or `const { name } = ...`). */
function declarationOf(source: ts.SourceFile, name: string): ts.VariableDeclaration | undefined {
  return find(source, ts.isVariableDeclaration).find((d) => boundNames(d.name).includes(name));
}

/** The file a component or hook `name` is imported from, as a path like the scan's keys. */
function importedFile(from: Parsed, name: string): string | undefined {
  const spec = new RegExp(`import \\{[^}]*\\b${name}\\b[^}]*\\} from '(\\.[^']+)'`).exec(
    from.source.getFullText(),
  )?.[1];
  return spec ? new URL(spec, `file:///${from.file}`).pathname.slice(1) : undefined;
}

class Scanner {
  readonly files: Parsed[];
  readonly hooks = new Map<string, boolean>();
  readonly brokenWrappers: string[];

  constructor(texts: Record<string, string>) {
    const sources = Object.entries(texts).map(([file, text]) => ({
      file,
      source: ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX),
    }));
    const bodies = new Map(sources.flatMap(({ source }) => [...topFunctions(source)]));
    this.brokenWrappers = WORDING_WRAPPERS.filter((w) => !bodies.has(w) || !callsAny(bodies.get(w)!, SHARED));
    const global = new Set([...SHARED, ...WORDING_WRAPPERS]);
    this.files = sources.map((s) => ({ ...s, names: wordingNames(s.source, global) }));
    for (const { source, names } of this.files) {
      for (const [name, body] of topFunctions(source)) {
        const calls = find(body, ts.isCallExpression).filter((c) =>
          ['useMutation', 'useOutboxWrite'].includes(calleeRoot(c) ?? ''),
        );
        if (name.startsWith('use') && calls.length > 0)
          this.hooks.set(
            name,
            calls.some((c) => words(onErrorOf(c.arguments[0]), names)),
          );
      }
    }
  }

  file(path: string | undefined): Parsed | undefined {
    return this.files.find((f) => f.file === path);
  }

  sites(): MutationSite[] {
    return this.files.flatMap((parsed) =>
      find(parsed.source, ts.isCallExpression).flatMap((call) => {
        const callee = call.expression;
        const method = ts.isPropertyAccessExpression(callee) ? callee.name.text : callee.getText(parsed.source);
        if (method !== 'mutate' && method !== 'mutateAsync') return [];
        const receiver = ts.isPropertyAccessExpression(callee) ? callee.expression.getText(parsed.source) : null;
        const line = parsed.source.getLineAndCharacterOfPosition(call.getStart(parsed.source)).line + 1;
        const via = this.classify(parsed, call, method, receiver);
        return [{ file: parsed.file, line, call: receiver ? `${receiver}.${method}` : method, via }];
      }),
    );
  }

  private classify(parsed: Parsed, call: ts.CallExpression, method: string, receiver: string | null): Via | null {
    if (method === 'mutate' && words(onErrorOf(call.arguments[1]), parsed.names)) return 'handler';
    if (method === 'mutateAsync' && handledInFunction(call, parsed.names)) return 'catch';
    const name = receiver ?? 'mutation';
    if (shownInline(name, parsed) || this.shownByChild(parsed, name) || this.shownByCallers(parsed, call))
      return 'inline';
    if (this.hookWords(parsed, name)) return 'hook';
    if (method === 'mutateAsync' && this.escapesToHandlingChild(parsed, call)) return 'delegated';
    return null;
  }

  /** The mutation comes from a hook that words its failures itself, or that is told how (`{ onError }`). */
  private hookWords(parsed: Parsed, receiver: string): boolean {
    const init = declarationOf(parsed.source, receiver)?.initializer;
    if (!init || !ts.isCallExpression(init)) return false;
    const hook = calleeRoot(init) ?? '';
    if (this.hooks.get(hook)) return true;
    if (['useMutation', 'useOutboxWrite'].includes(hook) && words(onErrorOf(init.arguments[0]), parsed.names))
      return true;
    return init.arguments.some((arg) => words(onErrorOf(arg), parsed.names));
  }

  /** The mutation is handed to a child component (`<Feedback checkout={checkout} />`) that renders its error. */
  private shownByChild(parsed: Parsed, receiver: string): boolean {
    return find(parsed.source, ts.isJsxAttribute).some((attribute) => {
      const value = attribute.initializer;
      if (!value || !ts.isJsxExpression(value) || value.expression?.getText(parsed.source) !== receiver) return false;
      const child = this.file(importedFile(parsed, attribute.parent.parent.tagName.getText()));
      return child !== undefined && shownInline(attribute.name.getText(), child);
    });
  }

  /** The call is in a hook that returns its mutation, and whoever uses the hook renders the mutation's error. */
  private shownByCallers(parsed: Parsed, call: ts.CallExpression): boolean {
    let fn: ts.Node | undefined = call.parent;
    while (fn && !(ts.isFunctionDeclaration(fn) && fn.name?.text.startsWith('use'))) fn = fn.parent;
    const hook = fn && ts.isFunctionDeclaration(fn) ? fn.name?.text : undefined;
    if (!hook) return false;
    const users = this.files.filter((f) => f !== parsed && new RegExp(`= ${hook}\\(`).test(f.source.getFullText()));
    return (
      users.length > 0 &&
      users.every((user) => {
        const local = new RegExp(`const (\\w+) = ${hook}\\(`).exec(user.source.getFullText())?.[1];
        return local !== undefined && shownInline(local, user);
      })
    );
  }

  /**
   * The call's promise leaves its function (returned, or awaited without a catch), and that function is a prop of a
   * child component (`onSubmit={...}`, directly or through a local): the child words what its call rejects with.
   */
  private escapesToHandlingChild(parsed: Parsed, call: ts.CallExpression): boolean {
    let fn: ts.Node | undefined = call.parent;
    while (fn && !isFunction(fn)) fn = fn.parent;
    const holder = fn?.parent;
    if (!holder) return false;
    const local = ts.isVariableDeclaration(holder) && ts.isIdentifier(holder.name) ? holder.name.text : null;
    const attributes = find(parsed.source, ts.isJsxAttribute).filter((a) => {
      const value = a.initializer;
      if (!value || !ts.isJsxExpression(value) || !value.expression) return false;
      return value.expression === fn || (local !== null && value.expression.getText(parsed.source) === local);
    });
    return (
      attributes.length > 0 &&
      attributes.every((attribute) => {
        const tag = attribute.parent.parent.tagName.getText();
        return this.wordsRejectionOf(importedFile(parsed, tag) ?? parsed.file, attribute.name.getText());
      })
    );
  }

  wordsRejectionOf(path: string, prop: string): boolean {
    const parsed = this.file(path);
    if (!parsed) return false;
    const calls = find(parsed.source, ts.isCallExpression).filter((c) => c.expression.getText(parsed.source) === prop);
    // Handed on as it is: `useRecordSubmit(form, { save: onSubmit })`.
    const passed = find(parsed.source, ts.isPropertyAssignment).filter(
      (p) => p.initializer.getText(parsed.source) === prop,
    );
    const optionOf = (call: ts.CallExpression) => {
      let fn: ts.Node | undefined = call.parent;
      while (fn && !isFunction(fn)) fn = fn.parent;
      return fn?.parent;
    };
    return (
      calls.length + passed.length > 0 &&
      calls.every((c) => handledInFunction(c, parsed.names) || this.wordedByHelper(parsed, optionOf(c))) &&
      passed.every((p) => this.wordedByHelper(parsed, p))
    );
  }

  /**
   * `option` is handed to a helper (`useRecordSubmit(form, { save: (v) => onSubmit(v) })`) that words what each call
   * of that option rejects with.
   */
  private wordedByHelper(parsed: Parsed, option: ts.Node | undefined): boolean {
    if (!option || !ts.isPropertyAssignment(option) || !ts.isObjectLiteralExpression(option.parent)) return false;
    const helperCall = option.parent.parent;
    if (!ts.isCallExpression(helperCall)) return false;
    const helper = this.file(importedFile(parsed, calleeRoot(helperCall) ?? ''));
    const name = option.name.getText(parsed.source);
    const calls = helper
      ? find(helper.source, ts.isCallExpression).filter((c) => c.expression.getText(helper.source) === name)
      : [];
    return calls.length > 0 && calls.every((c) => handledInFunction(c, helper!.names));
  }

  wordsCallback(path: string, name: string): boolean {
    const parsed = this.file(path);
    if (!parsed) return false;
    const given = [
      ...find(parsed.source, ts.isPropertyAssignment)
        .filter((p) => p.name.getText() === name)
        .map((p) => p.initializer),
      ...find(parsed.source, ts.isJsxAttribute)
        .filter((a) => a.name.getText() === name)
        .flatMap((a) => (a.initializer ? [a.initializer] : [])),
    ];
    return given.length > 0 && given.every((g) => words(g, parsed.names));
  }
}

/** Scans the web's sources (path → text; the caller leaves tests out). */
export function scanMutationSites(texts: Record<string, string>): MutationScan {
  const scanner = new Scanner(texts);
  return {
    sites: scanner.sites(),
    hooks: [...scanner.hooks.keys()].sort(),
    brokenWrappers: scanner.brokenWrappers,
    wordsCallback: (file, name) => scanner.wordsCallback(file, name),
    wordsRejectionOf: (file, name) => scanner.wordsRejectionOf(file, name),
  };
}
