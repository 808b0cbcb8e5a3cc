/**
 * function-size: no giant function (issue 21, point 3).
 *
 * A function's own lines are the non-blank lines (code or comment) of its body that are not wholly inside a nested
 * function, an object or array literal, or a template literal: route tables, option objects and message texts are
 * lists, and a nested function is measured on its own. Its logic lines are its own lines that hold code outside JSX:
 * comments and markup are not logic.
 */

const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);
const LISTS = new Set(['ObjectExpression', 'ArrayExpression', 'TemplateLiteral']);
const MARKUP = new Set(['JSXElement', 'JSXFragment']);

/** The name a reader looks for: the declaration, the variable, the method or the property holding the function. */
function nameOf(node) {
  if (node.id?.name) return node.id.name;
  const { parent } = node;
  if (parent?.type === 'VariableDeclarator' && parent.id.type === 'Identifier') return parent.id.name;
  if (['MethodDefinition', 'Property', 'PropertyDefinition'].includes(parent?.type) && parent.key) {
    return parent.key.name ?? String(parent.key.value ?? 'method');
  }
  return 'anonymous function';
}

/** Sorted, merged [start, end] ranges, so that one forward sweep tells whether a token lies inside one. */
function merge(ranges) {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const merged = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

/** The lines that hold at least one token not inside `ranges` (merged, sorted); tokens are in source order. */
function linesOutside(tokens, ranges) {
  const lines = new Set();
  let index = 0;
  for (const token of tokens) {
    while (index < ranges.length && ranges[index][1] < token.range[1]) index += 1;
    const range = ranges[index];
    const inside = range !== undefined && range[0] <= token.range[0] && token.range[1] <= range[1];
    if (!inside) for (let line = token.loc.start.line; line <= token.loc.end.line; line += 1) lines.add(line);
  }
  return lines;
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'suggestion',
    docs: { description: 'Limit the lines of a function of its own (lists, nested functions excluded) and its logic.' },
    schema: [
      {
        type: 'object',
        properties: { maxOwn: { type: 'integer', minimum: 1 }, maxLogic: { type: 'integer', minimum: 1 } },
        additionalProperties: false,
      },
    ],
    messages: {
      own: '{{name}} has {{count}} lines of its own (at most {{max}}; lists and nested functions not counted): split it.',
      logic: '{{name}} has {{count}} lines of logic (at most {{max}}; lists, JSX and comments not counted): split it.',
    },
  },
  create(context) {
    const { maxOwn = 120, maxLogic = 80 } = context.options[0] ?? {};
    const { sourceCode } = context;
    /** One frame per open function: the ranges its own lines exclude, and those its logic lines also exclude. */
    const stack = [];

    const exclude = (node, key) => {
      const frame = stack.at(-1);
      if (frame) frame[key].push(node.range);
    };

    const enterFunction = (node) => {
      exclude(node, 'lists');
      stack.push({ lists: [], markup: [] });
    };

    const exitFunction = (node) => {
      const frame = stack.pop();
      const lists = merge(frame.lists);
      const own = linesOutside(sourceCode.getTokens(node, { includeComments: true }), lists).size;
      const logic = linesOutside(sourceCode.getTokens(node), merge([...frame.lists, ...frame.markup])).size;
      const name = nameOf(node);
      const loc = sourceCode.getFirstToken(node).loc;
      if (own > maxOwn) context.report({ node, loc, messageId: 'own', data: { name, count: own, max: maxOwn } });
      if (logic > maxLogic) {
        context.report({ node, loc, messageId: 'logic', data: { name, count: logic, max: maxLogic } });
      }
    };

    const visitors = {};
    for (const type of FUNCTIONS) {
      visitors[type] = enterFunction;
      visitors[`${type}:exit`] = exitFunction;
    }
    for (const type of LISTS) visitors[type] = (node) => exclude(node, 'lists');
    for (const type of MARKUP) visitors[type] = (node) => exclude(node, 'markup');
    return visitors;
  },
};
