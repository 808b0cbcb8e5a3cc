// The expenses tab's tests share these: the stubbed API and the ways to read the list and fill the add form.

import { act, fireEvent, screen, within } from '@testing-library/react';
import { jsonResponse, stubApi, type ApiHandler } from '#testing/api-stub.ts';
import { sessionResponse, testSettings } from '#testing/test-account.ts';
import { TEST_USER } from '#testing/factories.ts';
import { setOnline } from '#testing/network.ts';

export const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

export function expensesApi(handlers: Record<string, ApiHandler>) {
  return stubApi({
    'GET /auth/session': () => sessionResponse(TEST_USER),
    'GET /settings': () => jsonResponse(200, { data: testSettings(TEST_USER) }),
    ...handlers,
  });
}

/** The descriptions of the rows in list order. */
export function rowNames(): string[] {
  return list()
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent ?? '');
}

export const list = () => within(screen.getByRole('list', { name: 'Expenses, newest first' }));

export const addForm = () => within(screen.getByRole('form', { name: 'New expense' }));

export const filterBar = () => within(screen.getByRole('group', { name: 'Filter expenses' }));

export function addExpense(amount: string, description: string) {
  fireEvent.change(addForm().getByLabelText('Amount'), { target: { value: amount } });
  fireEvent.change(addForm().getByLabelText('Description'), { target: { value: description } });
  fireEvent.click(addForm().getByRole('button', { name: 'Add expense' }));
}

export function backOnline() {
  setOnline(true);
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

/** The text of each row in list order. */
export const rowTexts = () =>
  list()
    .getAllByRole('listitem')
    .map((item) => plain(item.textContent));
