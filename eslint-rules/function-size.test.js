import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import rule from './function-size.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;
RuleTester.afterAll = afterAll;

const tester = new RuleTester({
  languageOptions: { ecmaVersion: 'latest', sourceType: 'module', parserOptions: { ecmaFeatures: { jsx: true } } },
});

/** `count` lines of statements, one each. */
const statements = (count, indent = '  ') =>
  Array.from({ length: count }, (_, index) => `${indent}total += ${index};`).join('\n');
const entries = (count) => Array.from({ length: count }, (_, index) => `    key${index}: ${index},`).join('\n');
const options = [{ maxOwn: 10, maxLogic: 6 }];

tester.run('function-size', rule, {
  valid: [
    // Six lines, the head and the closing brace included: within both limits.
    { code: `function small() {\n  let total = 0;\n${statements(3)}\n}`, options },
    // An object literal is a list: its 40 lines are not the function's.
    { code: `function table() {\n  return {\n${entries(40)}\n  };\n}`, options },
    // A template literal is text.
    { code: `const text = () => \`\n${'line\n'.repeat(30)}\`;`, options },
    // A nested function is measured on its own: 6 lines each, 10 together.
    {
      code: `function outer() {\n  let total = 0;\n  const inner = () => {\n${statements(4, '    ')}\n  };\n${statements(1)}\n}`,
      options,
    },
    // Comments count as lines of its own (9 here) but not as logic.
    { code: `function commented() {\n${'  // why\n'.repeat(4)}${statements(3)}\n}`, options },
    // JSX is not logic: 5 lines of logic, 10 of its own.
    {
      code: `function View() {\n  const a = 1;\n  return (\n    <div>\n${'      <span>a</span>\n'.repeat(3)}    </div>\n  );\n}`,
      options,
    },
    // The defaults: 120 own, 80 logic.
    { code: `function big() {\n  let total = 0;\n${statements(77)}\n}` },
  ],
  invalid: [
    {
      code: `function long() {\n  let total = 0;\n${statements(7)}\n}`,
      options,
      errors: [{ messageId: 'logic', data: { name: 'long', count: 10, max: 6 } }],
    },
    {
      code: `const chatty = () => {\n${'  // why\n'.repeat(8)}  let total = 0;\n  return total;\n}`,
      options,
      errors: [{ messageId: 'own', data: { name: 'chatty', count: 12, max: 10 } }],
    },
    {
      // The inner function is the long one; the outer keeps its own 3 lines.
      code: `function outer() {\n  const inner = function () {\n${statements(6, '    ')}\n  };\n}`,
      options,
      errors: [{ messageId: 'logic', data: { name: 'inner', count: 8, max: 6 }, line: 2 }],
    },
    {
      code: `class Service {\n  run() {\n${statements(11, '    ')}\n  }\n}`,
      options,
      errors: [
        { messageId: 'own', data: { name: 'run', count: 13, max: 10 } },
        { messageId: 'logic', data: { name: 'run', count: 13, max: 6 } },
      ],
    },
    {
      // The lines around a list are the function's: `const map = {` and `};` count.
      code: `function around() {\n${'  map = {\n    a: 1,\n  };\n'.repeat(4)}}`,
      options,
      errors: [{ messageId: 'logic', data: { name: 'around', count: 10, max: 6 } }],
    },
    {
      code: `function big() {\n  let total = 0;\n${statements(79)}\n}`,
      errors: [{ messageId: 'logic', data: { name: 'big', count: 82, max: 80 } }],
    },
  ],
});
