import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, routeJson } from '#testing/api-stub.ts';
import { makeVehicle, TEST_USER } from '#testing/factories.ts';
import { currentLocation, renderWithLocation } from '#testing/render-app.tsx';
import { resetTestState, signInAs } from '#testing/test-account.ts';
import ShopPage from '../pages/shop-page.tsx';
import { makeProduct, makeProductDetail, memberShopApi, visitorShopApi } from '../testing/shop-fixtures.ts';

const renderShop = (path: string) => renderWithLocation(<ShopPage />, path);

afterEach(async () => {
  await resetTestState();
});

describe('product page', () => {
  it('opens from the catalogue with photos, specs, price and stock, and Back closes it', async () => {
    const awning = makeProductDetail({
      name: 'Roll-out awning 3 m',
      category: 'rv_parts',
      price: { amount: 899, currency: 'AUD' },
      stock: 2,
      description: 'Fits most motorhomes.\nIncludes the brackets.',
      specs: [
        { label: 'Length', value: '3 m' },
        { label: 'Colour', value: 'Grey' },
      ],
      photos: [
        { url: '/uploads/shop/awning-1.webp', width: 800, height: 600 },
        { url: '/uploads/shop/awning-2.webp', width: 800, height: 600 },
      ],
    });
    const calls = visitorShopApi({
      'GET /shop/products': () => routeJson('GET /shop/products', { data: [awning], total: 1, next_offset: null }),
      [`GET /shop/products/${awning.id}`]: () => routeJson('GET /shop/products/{id}', { data: awning }),
    });
    renderShop('/shop?category=rv_parts');

    fireEvent.click(await screen.findByRole('link', { name: /Roll-out awning 3 m/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Roll-out awning 3 m' });
    expect(currentLocation()).toBe(`/shop?category=rv_parts&product=${awning.id}`);
    expect(await within(dialog).findByText('$899.00')).toBeTruthy();
    expect(within(dialog).getByText('Only 2 left')).toBeTruthy();
    expect(within(dialog).getByText(/Fits most motorhomes\./)).toBeTruthy();
    const specs = within(dialog).getByRole('heading', { name: 'Specifications' }).parentElement as HTMLElement;
    expect(within(specs).getByText('Length').nextElementSibling?.textContent).toBe('3 m');
    expect(within(dialog).getByRole('img', { name: 'Roll-out awning 3 m, photo 1 of 2' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show photo 2' }));
    expect(within(dialog).getByRole('img', { name: 'Roll-out awning 3 m, photo 2 of 2' }).getAttribute('src')).toBe(
      '/uploads/shop/awning-2.webp',
    );
    expect(within(dialog).getByRole('button', { name: 'Add to cart' })).toBeTruthy();
    expect(calls.find((c) => c.path === `/shop/products/${awning.id}`)?.search).toBe('?currency=AUD');
    // A visitor has no rigs to check.
    expect(within(dialog).queryByRole('heading', { name: 'Does it fit your rig?' })).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(currentLocation()).toBe('/shop?category=rv_parts');
  });

  it('tells a signed-in user whether it fits each of their rigs, and what to add where it cannot tell', async () => {
    signInAs(TEST_USER);
    const blue = makeVehicle({ name: 'Big Blue', kind: 'motorhome', length_m: 7.2 });
    const van = makeVehicle({ name: 'Little Van', kind: 'campervan', length_m: 5.4 });
    const caravan = makeVehicle({ name: 'Old Caravan', kind: 'caravan', length_m: null });
    const step = makeProductDetail({
      name: 'Electric step',
      max_rig_length_m: 7,
      rig_fit: {
        fits: true,
        rigs: [
          { vehicle_id: blue.id, name: 'Big Blue', fits: false, over: ['length'] },
          { vehicle_id: van.id, name: 'Little Van', fits: true, over: [] },
          { vehicle_id: caravan.id, name: 'Old Caravan', fits: null, over: [] },
        ],
      },
    });
    memberShopApi({
      'GET /shop/products': () => routeJson('GET /shop/products', { data: [], total: 0, next_offset: null }),
      [`GET /shop/products/${step.id}`]: () => routeJson('GET /shop/products/{id}', { data: step }),
      'GET /vehicles': () => routeJson('GET /vehicles', { data: [blue, van, caravan] }),
    });
    renderShop(`/shop?product=${step.id}`);

    const dialog = await screen.findByRole('dialog', { name: 'Electric step' });
    const fit = (await within(dialog).findByRole('heading', { name: 'Does it fit your rig?' }))
      .parentElement as HTMLElement;
    expect(within(fit).getByText('Over the length limit of Big Blue')).toBeTruthy();
    expect(within(fit).getByText('Fits your rig Little Van')).toBeTruthy();
    expect(await within(fit).findByText("Add your rig's length to check (Old Caravan)")).toBeTruthy();
    expect(within(fit).getByRole('link', { name: 'Edit your rigs' }).getAttribute('href')).toBe('/wheels?tab=fuel-log');

    // Opened from an address, closing stays on the shop rather than leaving it.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(currentLocation()).toBe('/shop'));
  });

  it('sends a product sold elsewhere to its platform in a new tab, with no Add to cart', async () => {
    const kayak = makeProductDetail({
      name: 'Inflatable kayak',
      seller: 'amazon',
      external_url: 'https://www.amazon.example/dp/B0KAYAK',
      stock: 0,
    });
    visitorShopApi({
      'GET /shop/products': () => routeJson('GET /shop/products', { data: [kayak], total: 1, next_offset: null }),
      [`GET /shop/products/${kayak.id}`]: () => routeJson('GET /shop/products/{id}', { data: kayak }),
    });
    renderShop(`/shop?product=${kayak.id}`);

    const dialog = await screen.findByRole('dialog', { name: 'Inflatable kayak' });
    const buy = await within(dialog).findByRole('link', { name: /Buy on Amazon/ });
    expect(buy.getAttribute('href')).toBe('https://www.amazon.example/dp/B0KAYAK');
    expect(buy.getAttribute('target')).toBe('_blank');
    expect(buy.getAttribute('rel')).toBe('noopener noreferrer');
    expect(buy.textContent).toContain('(opens in a new tab)');
    expect(
      within(dialog).getByText(
        'Amazon takes the payment and delivers it. After buying there, you come back to our thank-you page at /thank-you/amazon.',
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /Add to cart|Out of stock/ })).toBeNull();
    // In the list too: sold on Amazon, not added to the cart here.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    const item = (await screen.findByRole('heading', { level: 3, name: 'Inflatable kayak' })).closest(
      'li',
    ) as HTMLElement;
    expect(within(item).getByText('Sold on Amazon')).toBeTruthy();
    expect(within(item).queryByRole('button')).toBeNull();
  });

  it('says when a product is no longer on sale', async () => {
    const id = '00000000-0000-4000-8000-00000000dead';
    visitorShopApi({
      'GET /shop/products': () =>
        routeJson('GET /shop/products', { data: [makeProduct()], total: 1, next_offset: null }),
      [`GET /shop/products/${id}`]: () => jsonResponse(404, { error: { class: 'other', message: 'Not found.' } }),
    });
    renderShop(`/shop?product=${id}`);
    expect(await screen.findByRole('dialog', { name: 'This product is no longer on sale.' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to the shop' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(currentLocation()).toBe('/shop');
  });
});
