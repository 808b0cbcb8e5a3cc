import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CampgroundWithDistance, UnitPreset } from '@ww/contracts';
import i18n from '#shared/i18n/i18n.ts';
import { invalidInput, jsonResponse, stubApi, type ApiHandler } from '#testing/api-stub.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { resetTestState, sessionResponse, signInAs, settingsAnswer } from '#testing/test-account.ts';
import { CampgroundFinder } from './campground-finder.tsx';

const USER = { id: '00000000-0000-4000-8000-000000000072', email: 'kim@example.com' };
const KESWICK = { lat: 54.6, lon: -3.13, name: 'Keswick', country: 'United Kingdom', region: 'England' };

/** The user's own site, with what is known about it. */
const FARM: CampgroundWithDistance = {
  id: '00000000-0000-4000-8000-0000000008a1',
  source: 'user',
  osm_id: null,
  source_id: null,
  name: 'Hill farm',
  kind: 'camp_site',
  near_place: null,
  lat: 54.61,
  lon: -3.12,
  ele: null,
  power: true,
  water: null,
  dump_station: null,
  showers: null,
  toilets: true,
  pets: null,
  free: null,
  max_length_m: 9,
  caravans: true,
  motorhome: true,
  tents: true,
  fee: '£12',
  capacity: 1200,
  website: null,
  phone: '+44 (0)17687 72392',
  opening_hours: 'Apr–Oct',
  address: 'Borrowdale Road, Keswick',
  tags: {},
  added_by: 'Kim',
  mine: true,
  rating_avg: null,
  review_count: 0,
  attribution: null,
  created_at: '',
  updated_at: '',
  distance_km: 1.2,
};
/** Someone else's site about which little is known. */
const LAYBY: CampgroundWithDistance = {
  ...FARM,
  id: '00000000-0000-4000-8000-0000000008a2',
  name: 'Quiet layby',
  caravans: null,
  motorhome: null,
  tents: null,
  capacity: null,
  phone: null,
  opening_hours: null,
  mine: false,
};

function stubCampgroundApi(units: UnitPreset, more: Record<string, ApiHandler> = {}, currency: 'USD' | 'GBP' = 'USD') {
  return stubApi({
    'GET /auth/session': () => sessionResponse(USER),
    'GET /settings': () => settingsAnswer(USER, units, { currency }),
    'GET /geocode': () => jsonResponse(200, { data: [KESWICK] }),
    'GET /campgrounds/search': () => jsonResponse(200, { data: [FARM, LAYBY] }),
    'POST /campgrounds': (call) =>
      jsonResponse(201, { data: { ...FARM, id: '00000000-0000-4000-8000-0000000008a3', ...(call.body as object) } }),
    [`PATCH /campgrounds/${FARM.id}`]: (call) => jsonResponse(200, { data: { ...FARM, ...(call.body as object) } }),
    ...more,
  });
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  signInAs(USER);
});
afterEach(resetTestState);

async function searchKeswick() {
  const form = within(await screen.findByRole('form', { name: 'Campground search' }));
  fireEvent.change(form.getByLabelText('Near a place'), { target: { value: 'Keswick' } });
  fireEvent.click(form.getByRole('button', { name: 'Search' }));
  const list = await screen.findByRole('list', { name: 'Campgrounds, nearest first' });
  return Array.from(list.children) as HTMLElement[];
}

/** The message a field shows, through its aria-describedby, as a screen reader hears it. */
function fieldMessage(input: HTMLElement): string | undefined {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).find((text) => text);
}

const detailsOf = (form: ReturnType<typeof within>) =>
  form.getByText('More details (optional)').closest('details') as HTMLDetailsElement;

describe('a campground of the user’s own', () => {
  it('shows what is known about a site: season, pitches, phone to call and the rigs it welcomes (en, fr)', async () => {
    // A traveller paying in pounds reads English as written in Britain.
    stubCampgroundApi('metric', {}, 'GBP');
    renderWithProviders(<CampgroundFinder />);
    const [farm, layby] = await searchKeswick();
    expect(farm!.textContent).toContain('1.2 km away · Fee: £12 · rigs up to 9 m · 1,200 pitches');
    expect(within(farm!).getByText('Open: Apr–Oct')).toBeTruthy();
    expect(within(farm!).getByText('Welcomes caravans, motorhomes and tents')).toBeTruthy();
    expect(within(farm!).getByRole('link', { name: 'Call +44 (0)17687 72392' }).getAttribute('href')).toBe(
      'tel:+441768772392',
    );
    expect(within(farm!).getByRole('button', { name: 'Edit Hill farm' })).toBeTruthy();

    // Nothing known is said as nothing, and another traveller's site offers no edit.
    expect(layby!.textContent).not.toMatch(/pitch|Welcomes|Open:/);
    expect(within(layby!).queryByRole('link', { name: /^Call/ })).toBeNull();
    expect(within(layby!).queryByRole('button', { name: /^Edit/ })).toBeNull();

    await i18n.changeLanguage('fr');
    await waitFor(() => expect(within(farm!).getByText('Accepte caravanes, camping-cars et tentes')).toBeTruthy());
    expect(farm!.textContent).toMatch(/1\s200 emplacements/);
    expect(within(farm!).getByText('Ouvert : Apr–Oct')).toBeTruthy();
  });

  it('adds a site with its details, the rig length typed in feet sent in metres', async () => {
    const calls = stubCampgroundApi('us');
    renderWithProviders(<CampgroundFinder />);
    await searchKeswick();
    fireEvent.click(screen.getByRole('button', { name: 'Add a site' }));
    const form = within(screen.getByRole('form', { name: 'Add a campground' }));
    expect(detailsOf(form).open).toBe(false);
    fireEvent.click(form.getByText('More details (optional)'));

    fireEvent.change(form.getByLabelText('Name'), { target: { value: 'Orchard field' } });
    fireEvent.change(form.getByLabelText('Address'), { target: { value: ' Thirlmere Road ' } });
    const season = form.getByLabelText('Opening hours or season');
    expect(fieldMessage(season)).toBe('For example Apr–Oct, or all year');
    fireEvent.change(season, { target: { value: 'Apr–Oct' } });
    fireEvent.change(form.getByLabelText('Number of pitches'), { target: { value: '1,200' } });
    fireEvent.change(form.getByLabelText('Phone'), { target: { value: '+44 17687 70000' } });
    fireEvent.change(form.getByLabelText('Maximum rig length (ft)'), { target: { value: '30' } });
    const welcomes = within(form.getByRole('group', { name: 'Welcomes' }));
    fireEvent.click(welcomes.getByLabelText('Caravans'));
    fireEvent.click(welcomes.getByLabelText('Motorhomes'));
    fireEvent.click(form.getByRole('button', { name: 'Add site' }));

    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeDefined());
    // Tents were not ticked: unknown, so not sent (never a "no").
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      name: 'Orchard field',
      lat: 54.6,
      lon: -3.13,
      address: 'Thirlmere Road',
      opening_hours: 'Apr–Oct',
      capacity: 1200,
      phone: '+44 17687 70000',
      max_length_m: 9.144,
      caravans: true,
      motorhome: true,
    });
    expect(await screen.findByText('Orchard field was added.')).toBeTruthy();
  });

  it('opens the details when one of their boxes is refused, and sends nothing', async () => {
    const calls = stubCampgroundApi('metric');
    renderWithProviders(<CampgroundFinder />);
    await searchKeswick();
    fireEvent.click(screen.getByRole('button', { name: 'Add a site' }));
    const form = within(screen.getByRole('form', { name: 'Add a campground' }));
    fireEvent.change(form.getByLabelText('Name'), { target: { value: 'Orchard field' } });
    fireEvent.change(form.getByLabelText('Maximum rig length (m)'), { target: { value: '0' } });
    fireEvent.change(form.getByLabelText('Number of pitches'), { target: { value: '12.5' } });
    fireEvent.click(form.getByRole('button', { name: 'Add site' }));

    await waitFor(() => expect(detailsOf(form).open).toBe(true));
    expect(fieldMessage(form.getByLabelText('Maximum rig length (m)'))).toBe('Enter a number greater than zero.');
    expect(fieldMessage(form.getByLabelText('Number of pitches'))).toBe('Enter a valid value.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('edits the user’s own site from its row: prefilled in their units, only the changed field is sent', async () => {
    const calls = stubCampgroundApi('us');
    renderWithProviders(<CampgroundFinder />);
    const [farm] = await searchKeswick();
    fireEvent.click(within(farm!).getByRole('button', { name: 'Edit Hill farm' }));
    const form = within(within(farm!).getByRole('form', { name: 'Edit Hill farm' }));
    // What is known shows at once, the length in the user's feet.
    expect(detailsOf(form).open).toBe(true);
    expect(form.getByLabelText<HTMLInputElement>('Name').value).toBe('Hill farm');
    expect(form.getByLabelText<HTMLInputElement>('Maximum rig length (ft)').value).toBe('29.53');
    expect(form.getByLabelText<HTMLInputElement>('Number of pitches').value).toBe('1200');
    expect(form.getByLabelText<HTMLInputElement>('Opening hours or season').value).toBe('Apr–Oct');
    expect(form.getByLabelText<HTMLInputElement>('Electric hook-up').checked).toBe(true);
    expect(form.getByLabelText<HTMLInputElement>('Tents').checked).toBe(true);
    const searches = calls.filter((c) => c.path === '/campgrounds/search').length;

    fireEvent.change(form.getByLabelText('Opening hours or season'), { target: { value: 'All year' } });
    fireEvent.click(form.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')).toBeDefined());
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([
      expect.objectContaining({ path: `/campgrounds/${FARM.id}`, body: { opening_hours: 'All year' } }),
    ]);
    expect(await screen.findByText('Your changes to Hill farm are saved.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Edit Hill farm' })).toBeNull();
    // The list asks again, so the row shows the change.
    await waitFor(() => expect(calls.filter((c) => c.path === '/campgrounds/search').length).toBe(searches + 1));
  });

  it('shows the server’s field error on its field; an unticked box is sent as unknown', async () => {
    const calls = stubCampgroundApi('metric', {
      [`PATCH /campgrounds/${FARM.id}`]: () => invalidInput({ fields: { capacity: 'out_of_range' } }),
    });
    renderWithProviders(<CampgroundFinder />);
    const [farm] = await searchKeswick();
    fireEvent.click(within(farm!).getByRole('button', { name: 'Edit Hill farm' }));
    const form = within(within(farm!).getByRole('form', { name: 'Edit Hill farm' }));
    expect(form.getByLabelText<HTMLInputElement>('Maximum rig length (m)').value).toBe('9');
    fireEvent.click(form.getByLabelText('Electric hook-up'));
    fireEvent.change(form.getByLabelText('Number of pitches'), { target: { value: '500' } });
    fireEvent.click(form.getByRole('button', { name: 'Save changes' }));

    const pitches = form.getByLabelText('Number of pitches');
    await waitFor(() => expect(fieldMessage(pitches)).toBe('This value is out of range.'));
    expect(pitches.getAttribute('aria-invalid')).toBe('true');
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({ power: null, capacity: 500 });
    expect(within(farm!).getByRole('form', { name: 'Edit Hill farm' })).toBeTruthy();
  });

  it('deletes the user’s own site once they confirm', async () => {
    const calls = stubCampgroundApi('metric', {
      [`DELETE /campgrounds/${FARM.id}`]: () => new Response(null, { status: 204 }),
    });
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    renderWithProviders(<CampgroundFinder />);
    const [farm] = await searchKeswick();
    fireEvent.click(within(farm!).getByRole('button', { name: 'Delete Hill farm' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(farm!).getByRole('button', { name: 'Delete Hill farm' }));
    expect(await screen.findByText('Hill farm was deleted.')).toBeTruthy();
    expect(confirm).toHaveBeenLastCalledWith(
      'Delete Hill farm? Travellers will no longer find it, and its reviews are deleted with it.',
    );
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([`/campgrounds/${FARM.id}`]);
  });
});
