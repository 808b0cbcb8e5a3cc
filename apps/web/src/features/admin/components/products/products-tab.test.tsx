import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { invalidInput, jsonResponse, routeJson, stubApi } from '#testing/api-stub.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { resetTestState } from '#testing/test-account.ts';
import { testProduct } from '../../testing/admin-fixtures.ts';
import ProductsTab from './products-tab.tsx';

const blocks = testProduct({ name: 'Levelling blocks', stock: 12 });
const retired = testProduct({ name: 'Old awning', category: 'accessories', active: false, stock: 0 });
const settings = routeJson('GET /shop/region-settings', {
  data: [
    {
      currency: 'AUD',
      tax_rate: 0.1,
      tax_included: true,
      shipping_flat: 12.5,
      free_shipping_over: 150,
      bank_details: null,
    },
  ],
});

function catalogue() {
  return {
    'GET /admin/products': () =>
      routeJson('GET /admin/products', {
        data: [blocks, retired].map(({ id, name, category, price, stock, seller, external_url, photo, active }) => ({
          id,
          name,
          category,
          price,
          stock,
          seller,
          external_url,
          photo,
          active,
        })),
        total: 2,
        next_offset: null,
      }),
    [`GET /shop/products/${blocks.id}`]: () => routeJson('GET /shop/products/{id}', { data: blocks }),
    [`GET /shop/products/${retired.id}`]: () => routeJson('GET /shop/products/{id}', { data: retired }),
    'GET /shop/region-settings': () => settings.clone(),
  };
}

afterEach(resetTestState);

describe('products tab', () => {
  it('lists every product with its price in USD, stock and whether it is on sale', async () => {
    stubApi(catalogue());
    renderWithProviders(<ProductsTab />);
    const table = await screen.findByRole('table', { name: 'Products' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    await within(rows[2]!).findByText('Retired');
    expect(within(rows[1]!).getByText('Levelling blocks')).toBeTruthy();
    expect(within(rows[1]!).getByText('$49.50')).toBeTruthy();
    expect(within(rows[1]!).getByText('12')).toBeTruthy();
    expect(within(rows[1]!).getByText('On sale')).toBeTruthy();
    expect(within(rows[2]!).getByRole('button', { name: 'Put Old awning back on sale' })).toBeTruthy();
  });

  it('retires a product on sale', async () => {
    const calls = stubApi({
      ...catalogue(),
      [`PATCH /admin/products/${blocks.id}`]: () =>
        routeJson('PATCH /admin/products/{id}', { data: { ...blocks, active: false } }),
    });
    renderWithProviders(<ProductsTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Retire Levelling blocks' }));
    await vi.waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ active: false }));
  });

  it('deletes a product only after the admin confirms', async () => {
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    const calls = stubApi({ ...catalogue(), [`DELETE /admin/products/${blocks.id}`]: () => jsonResponse(204) });
    renderWithProviders(<ProductsTab />);
    const remove = await screen.findByRole('button', { name: 'Delete Levelling blocks' });
    fireEvent.click(remove);
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(remove);
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('adds a product and shows the server’s field error on its field', async () => {
    const calls = stubApi({
      ...catalogue(),
      'POST /admin/products': () =>
        invalidInput({ fields: { name: 'too_long', 'prices.1.amount': 'amount_too_large' } }),
    });
    renderWithProviders(<ProductsTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add product' }));
    const form = screen.getByRole('form', { name: 'Add a product' });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Solar panel' } });
    fireEvent.change(within(form).getByLabelText('Category'), { target: { value: 'electronics' } });
    fireEvent.change(within(form).getByLabelText('Stock'), { target: { value: '5' } });
    fireEvent.change(within(form).getByLabelText('Price in USD'), { target: { value: '199.00' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add a price' }));
    fireEvent.change(within(form).getByLabelText('Currency of price 2'), { target: { value: 'AUD' } });
    fireEvent.change(within(form).getByLabelText('Price in AUD'), { target: { value: '299.95' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add a specification' }));
    fireEvent.change(within(form).getByLabelText('Specification 1'), { target: { value: 'Watts' } });
    fireEvent.change(within(form).getByLabelText('Value of specification 1'), { target: { value: '200' } });
    fireEvent.change(within(form).getByLabelText('Longest rig (m)'), { target: { value: '8.5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add product' }));

    const name = within(form).getByLabelText('Name');
    await vi.waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Too long.');
    const aud = within(form).getByLabelText('Price in AUD');
    expect(aud.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(aud.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'The amount is too large.',
    );
    // Said at the fields, and not again in a generic alert.
    expect(within(form).queryByText('The product was not saved.')).toBeNull();
    expect(
      within(form)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual(['Too long.', 'The amount is too large.']);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Solar panel',
      category: 'electronics',
      description: '',
      seller: 'shop',
      external_url: null,
      stock: 5,
      active: true,
      prices: [
        { currency: 'USD', amount: 199 },
        { currency: 'AUD', amount: 299.95 },
      ],
      specs: [{ label: 'Watts', value: '200' }],
      photos: [],
      max_rig_length_m: 8.5,
      max_rig_mass_kg: null,
      hitch: null,
    });
  });

  it('checks the form before sending: a product sold elsewhere needs its link, and USD needs a price', async () => {
    const calls = stubApi(catalogue());
    renderWithProviders(<ProductsTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add product' }));
    const form = screen.getByRole('form', { name: 'Add a product' });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Kayak' } });
    fireEvent.change(within(form).getByLabelText('Seller'), { target: { value: 'amazon' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add product' }));
    expect(await within(form).findByText('Enter an amount, e.g. 12.50.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Price in USD'), { target: { value: '450' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add product' }));
    const link = within(form).getByLabelText('Link to the product on the platform');
    await vi.waitFor(() => expect(link.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('Required.')).toBeTruthy();
    expect(within(form).queryByText('Enter an amount, e.g. 12.50.')).toBeNull();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('edits a product with its saved prices, and sends no seller', async () => {
    const priced = testProduct({
      name: 'Water filter',
      prices: [
        { currency: 'AUD', amount: 59 },
        { currency: 'USD', amount: 39.99 },
      ],
    });
    const calls = stubApi({
      'GET /admin/products': () => routeJson('GET /admin/products', { data: [priced], total: 1, next_offset: null }),
      [`GET /shop/products/${priced.id}`]: () => routeJson('GET /shop/products/{id}', { data: priced }),
      [`PATCH /admin/products/${priced.id}`]: () => routeJson('PATCH /admin/products/{id}', { data: priced }),
      'GET /shop/region-settings': () => settings.clone(),
    });
    renderWithProviders(<ProductsTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Water filter' }));
    const form = await screen.findByRole('form', { name: 'Edit Water filter' });
    expect(within(form).getByLabelText<HTMLInputElement>('Price in AUD').value).toBe('59.00');
    fireEvent.click(within(form).getByRole('button', { name: 'Remove the AUD price' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(calls.find((c) => c.method === 'PATCH')).toBeTruthy());
    const body = calls.find((c) => c.method === 'PATCH')?.body as Record<string, unknown>;
    expect(body['prices']).toEqual([{ currency: 'USD', amount: 39.99 }]);
    expect('seller' in body).toBe(false);
    expect(await screen.findByRole('table', { name: 'Products' })).toBeTruthy();
  });

  it('saves a region’s tax as a rate, its shipping and the bank details buyers pay to', async () => {
    // What is sent, as the server keeps and answers it.
    const savedAud = {
      currency: 'AUD' as const,
      tax_rate: 0.15,
      tax_included: true,
      shipping_flat: 12.5,
      free_shipping_over: null,
      bank_details: 'Wheels & Wins Pty Ltd\nBSB 062-000 · Account 1234 5678',
    };
    const calls = stubApi({
      ...catalogue(),
      'PUT /admin/shop-settings': () =>
        routeJson('PUT /admin/shop-settings', {
          data: [savedAud],
        }),
    });
    renderWithProviders(<ProductsTab />);
    const region = await screen.findByRole('form', { name: 'AUD region' });
    expect(within(region).getByLabelText<HTMLInputElement>('Tax rate (%)').value).toBe('10');
    fireEvent.change(within(region).getByLabelText('Tax rate (%)'), { target: { value: '15' } });
    fireEvent.change(within(region).getByLabelText('Free shipping from (AUD)'), { target: { value: '' } });
    fireEvent.change(within(region).getByLabelText('Bank transfer details (AUD)'), {
      target: { value: '  Wheels & Wins Pty Ltd\nBSB 062-000 · Account 1234 5678 ' },
    });
    fireEvent.click(within(region).getByRole('button', { name: 'Save AUD' }));
    await vi.waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual(savedAud));
  });
});
