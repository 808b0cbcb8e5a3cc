import { afterEach, describe, expect, it, vi } from 'vitest';
import { controlUnder } from './use-move-aside.ts';

/** The floating button's place, as the page shell puts it on a 390 × 844 phone: 56 px, 16 px from the corner. */
function launcher(): HTMLButtonElement {
  const button = document.createElement('button');
  Object.defineProperties(button, {
    offsetLeft: { value: 318 },
    offsetTop: { value: 772 },
    offsetWidth: { value: 56 },
    offsetHeight: { value: 56 },
  });
  document.body.append(button);
  return button;
}

/** An element of the page drawn at this box. */
function drawn<T extends HTMLElement>(element: T, box: { left: number; top: number; width: number; height: number }) {
  const rect = new DOMRect(box.left, box.top, box.width, box.height);
  element.getBoundingClientRect = () => rect;
  element.getClientRects = () => Object.assign([rect], { item: () => rect });
  document.body.append(element);
  return element;
}

/** The page under the button: at each point, the button first (it is on top), then whatever `under` says. */
function pageUnder(button: HTMLElement, under: (x: number, y: number) => Element[]) {
  document.elementsFromPoint = (x: number, y: number) => [button, ...under(x, y)];
}

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('controlUnder', () => {
  it("is true when a route stop's remove button has its middle under the floating button", () => {
    const button = launcher();
    const remove = drawn(document.createElement('button'), { left: 328, top: 780, width: 44, height: 44 });
    const icon = remove.appendChild(document.createElement('svg'));
    pageUnder(button, () => [icon, remove, document.body]);
    expect(controlUnder(button)).toBe(true);
  });

  it('is false for a wide field that only runs under its edge (its middle is free to press), and for plain text', () => {
    const button = launcher();
    const field = drawn(document.createElement('input'), { left: 16, top: 790, width: 358, height: 44 });
    const text = drawn(document.createElement('p'), { left: 16, top: 760, width: 358, height: 60 });
    pageUnder(button, (_x, y) => (y > 790 ? [field, document.body] : [text, document.body]));
    expect(controlUnder(button)).toBe(false);
  });

  it('is false when a dialog is over the control: only the topmost thing at each point counts', () => {
    const button = launcher();
    const remove = drawn(document.createElement('button'), { left: 328, top: 780, width: 44, height: 44 });
    const dialog = drawn(document.createElement('div'), { left: 0, top: 0, width: 390, height: 844 });
    pageUnder(button, () => [dialog, remove, document.body]);
    expect(controlUnder(button)).toBe(false);
  });
});
