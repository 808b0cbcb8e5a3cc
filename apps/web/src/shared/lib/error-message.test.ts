import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@ww/contracts';
import i18n from '#shared/i18n/i18n.ts';
import { jsonResponse, stubApi } from '#testing/api-stub.ts';
import { resetTestState } from '#testing/test-account.ts';
import { scanMutationSites, type MutationSite } from '#testing/mutation-sites.ts';
import { api, ApiRequestError } from './api-client.ts';
import routesSource from './api-routes.generated.ts?raw';
import { errorText } from './error-message.ts';
import { showFormFailure } from './form.ts';
import { entryError } from './outbox/index.ts';

/** Every write the API has, from the typed route table the web calls (decision 013). */
const WRITE_ROUTES = [...routesSource.matchAll(/^ {2}'((?:POST|PUT|PATCH|DELETE) \/[^']*)': \{/gm)].map((m) => m[1]!);

/** Calls a route by its key with a value for each path parameter, as the features' hooks do. */
function callRoute(route: string): Promise<unknown> {
  const params = Object.fromEntries([...route.matchAll(/\{(\w+)\}/g)].map((m) => [m[1]!, 'some-id']));
  const call = api as unknown as (key: string, init: object) => Promise<unknown>;
  return call(route, { params, json: {} });
}

const refusal = (status: number, error: Record<string, unknown>) => () => jsonResponse(status, { error });
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (err: unknown) => err,
  );

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(resetTestState);

describe('a refused request in words', () => {
  it.each(WRITE_ROUTES)(
    '%s: a refusal with a reason of its own reads as that reason, never the generic text',
    async (route) => {
      const path = route.replace(/^\S+ /, '').replace(/\{\w+\}/g, 'some-id');
      const method = route.split(' ')[0]!;
      const reason = `The server's own reason for ${route}.`;
      stubApi({
        [`${method} ${path}`]: refusal(409, { class: 'validation', message: reason, code: 'not_worded_here' }),
      });
      const err = await failure(callRoute(route));
      expect(err).toBeInstanceOf(ApiRequestError);
      expect(errorText(err)).toBe(reason);
    },
  );

  it('words a code the app knows in the reader’s language, and the screen’s own words first', async () => {
    const err = new ApiRequestError('Not found.', { status: 404, errorClass: 'other', code: 'not_found' });
    expect(errorText(err)).toBe(
      'It no longer exists; it may have been deleted meanwhile. Reload the page to see what is there now.',
    );
    await i18n.changeLanguage('fr');
    expect(errorText(err)).toBe(
      'Cela n’existe plus ; il a peut-être été supprimé entre-temps. Rechargez la page pour voir ce qu’il en est.',
    );
    expect(errorText(err, { ns: 'social_network' })).toBe('Ce voyageur n’est plus disponible.');
  });

  it('interpolates what the screen knows into its words for a code', () => {
    const err = new ApiRequestError('Leg 1 (Dover to Calais) crosses about 34 km of open sea.', {
      status: 400,
      errorClass: 'validation',
      code: 'leg_over_sea',
    });
    expect(errorText(err, { ns: 'wheels_trips', prefix: 'plan_errors', values: { from: 'Dover', to: 'Calais' } })).toBe(
      'No road or car ferry goes from Dover to Calais: the way between them is open sea. Check that each stop is the place you meant.',
    );
  });

  it('keeps SPEC’s texts where the server said nothing more, translated', async () => {
    const generic = new ApiRequestError(ERROR_MESSAGES.validation, { status: 400, errorClass: 'validation' });
    const server = new ApiRequestError('Internal details', { status: 500, errorClass: 'server' });
    const offline = new ApiRequestError('Failed to fetch', { status: 0, errorClass: 'network' });
    const expired = new ApiRequestError('Token expired', { status: 401, errorClass: 'authentication' });
    expect([generic, server, offline, expired].map((err) => errorText(err))).toEqual([
      ERROR_MESSAGES.validation,
      ERROR_MESSAGES.server,
      ERROR_MESSAGES.network,
      ERROR_MESSAGES.authentication,
    ]);
    await i18n.changeLanguage('es');
    expect(errorText(generic)).toBe('Datos no válidos. Revisa lo que has introducido e inténtalo de nuevo.');
  });

  it('says SPEC §5’s sign-in texts on the auth screens, its network text included', () => {
    const auth = { ns: 'common', prefix: 'auth_failures' } as const;
    const wrong = new ApiRequestError('Invalid email or password.', {
      status: 401,
      errorClass: 'authentication',
      code: 'invalid_credentials',
    });
    const offline = new ApiRequestError('Failed to fetch', { status: 0, errorClass: 'network' });
    expect(errorText(wrong, auth)).toBe('Invalid email or password. Please check your credentials and try again.');
    expect(errorText(offline, auth)).toBe(
      'Network connection issue. Please check your internet connection and try again.',
    );
  });

  it('words a refusal with only field keys by the key where no field can show it', () => {
    const err = new ApiRequestError(ERROR_MESSAGES.validation, {
      status: 400,
      errorClass: 'validation',
      code: 'invalid_input',
      fields: { user_id: 'not_a_member' },
    });
    expect(errorText(err)).toBe('This traveller is not an active member of the group.');
  });

  it('reads a write the outbox could not deliver as the server refused it', () => {
    const entry = { error: { status: 403, code: 'suspended', message: 'Your account is suspended until 2027-01-01.' } };
    expect(errorText(entryError(entry))).toBe('Your account is suspended until 2027-01-01.');
    expect(errorText(entryError(entry), { ns: 'social_messages' })).toBe(
      "Your account is suspended: you can't send messages for now.",
    );
  });
});

describe('a refused form', () => {
  function fakeForm(values: Record<string, unknown>) {
    const errors: Record<string, { message?: string }> = {};
    return {
      errors,
      getValues: () => values,
      setError: (name: string, error: { message?: string }) => {
        errors[name] = error;
      },
    };
  }
  const refused = (fields?: Record<string, string>, message = ERROR_MESSAGES.validation) =>
    new ApiRequestError(message, { status: 400, errorClass: 'validation', ...(fields ? { fields } : {}) });

  it('shows field errors at their fields and nothing else', () => {
    const form = fakeForm({ odometer: '', filled_on: '' });
    showFormFailure(form as never, refused({ odometer_km: 'odometer_below_previous' }), {
      fieldNames: { odometer_km: 'odometer' },
    });
    expect(form.errors).toEqual({ odometer: { type: 'server', message: 'odometer_below_previous' } });
  });

  it('says at the form why, when no field of the form can', () => {
    const form = fakeForm({ name: '' });
    showFormFailure(form as never, refused(undefined, 'You are posting too quickly.'));
    expect(form.errors).toEqual({ 'root.server': { type: 'server', message: 'You are posting too quickly.' } });
    const other = fakeForm({ name: '' });
    showFormFailure(
      other as never,
      refused({ 'nights.0': 'not_found' }, 'Night 1 names a stop the plan does not have.'),
    );
    expect(other.errors['root.server']?.message).toBe('Night 1 names a stop the plan does not have.');
  });

  it('counts the fields the form shows by itself, and lists’ items by their list', () => {
    const form = fakeForm({ prices: [] });
    showFormFailure(form as never, refused({ 'prices.1.amount': 'invalid_amount', 'photos.0': 'invalid_photo' }), {
      elsewhere: ['photos'],
    });
    expect(form.errors).toEqual({ 'prices.1.amount': { type: 'server', message: 'invalid_amount' } });
  });
});

/**
 * Sites whose failure is worded by a callback they are given: the site, the callback, and the files that give it
 * (each must word the failure through the shared path).
 */
const DELEGATED = [
  {
    site: 'features/finance/api/ledger-deletes.ts mutateAsync',
    callback: 'onFailed',
    givenBy: ['features/finance/components/ledger-kit.tsx'],
  },
];
/**
 * Sites in a hook that hands its submit on (the offer editor's `onSubmit`, spread by the tabs into the listing and
 * hustle forms): each form must word what that submit rejects with.
 */
const OFFER_FORMS = [
  'features/social/components/marketplace/listing-form.tsx',
  'features/social/components/hustle-board/hustle-form.tsx',
];
const HANDED_ON = [
  { site: 'features/social/lib/offer-editor.ts create.mutateAsync', prop: 'onSubmit', forms: OFFER_FORMS },
  { site: 'features/social/lib/offer-editor.ts update.mutateAsync', prop: 'onSubmit', forms: OFFER_FORMS },
];
/** Writes the user does not start, so no message is theirs to read: each with why. */
const BACKGROUND: Record<string, string> = {
  // Read receipts of the open conversation: the next message read sends them again.
  'features/social/components/messages/conversation-thread.tsx markRead.mutate': 'read receipts',
};

describe('every mutation the web makes', () => {
  const sources = import.meta.glob<string>(
    ['/apps/web/src/**/*.{ts,tsx}', '!**/*.test.{ts,tsx}', '!/apps/web/src/testing/**', '!**/*.generated.ts'],
    { query: '?raw', import: 'default', eager: true },
  );
  const scan = scanMutationSites(
    Object.fromEntries(Object.entries(sources).map(([path, text]) => [path.replace('/apps/web/src/', ''), text])),
  );
  const key = (site: MutationSite) => `${site.file} ${site.call}`;

  it('tells a worded failure from a silent one (the scan itself)', () => {
    const hook = 'export function useSave() { return useMutation({ mutationFn: save }); }';
    const page = `import { useErrorToast } from '#shared/lib/error-message.ts';
      import { Form } from './form.tsx';
      export function Page() {
        const save = useSave();
        const showError = useErrorToast();
        return <>
          <button onClick={() => save.mutate(1)} />
          <button onClick={() => save.mutate(2, { onError: showError })} />
          <button onClick={() => save.mutate(3, { onError: () => undefined })} />
          <Form onSubmit={(v) => save.mutateAsync(v)} />
        </>;
      }`;
    const form = (handled: boolean) =>
      `export function Form({ onSubmit }) {
        const submit = async (v) => { try { await onSubmit(v); } catch (err) { ${handled ? 'showFormFailure(form, err);' : ''} } };
      }`;
    const via = (handled: boolean) =>
      scanMutationSites({ 'x/api.ts': hook, 'x/page.tsx': page, 'x/form.tsx': form(handled) }).sites.map((s) => s.via);
    expect(via(true)).toEqual([null, 'handler', null, 'delegated']);
    expect(via(false)).toEqual([null, 'handler', null, null]);
  });

  it('is found: the mutation hooks and each place that starts one', () => {
    expect(scan.hooks.length).toBeGreaterThan(100);
    expect(scan.hooks).toContain('usePlanRoute');
    expect(scan.hooks).toContain('useCreateFuelEntry');
    expect(scan.sites.length).toBeGreaterThan(120);
    expect(scan.brokenWrappers).toEqual([]);
  });

  it('words each failure through the shared path (a handler, a catch, the form, the screen or the hook)', () => {
    const known = new Set([...DELEGATED, ...HANDED_ON].map((d) => d.site).concat(Object.keys(BACKGROUND)));
    const unworded = scan.sites.filter((site) => site.via === null && !known.has(key(site)));
    expect(unworded.map((site) => `${site.file}:${site.line} ${site.call}`)).toEqual([]);
  });

  it('words the failures it hands on, and lists no site that is gone or words its failure itself', () => {
    const unworded = new Set(scan.sites.filter((site) => site.via === null).map(key));
    const listed = [...DELEGATED, ...HANDED_ON].map((d) => d.site).concat(Object.keys(BACKGROUND));
    expect(listed.filter((site) => !unworded.has(site))).toEqual([]);
    const unhandled = HANDED_ON.flatMap(({ prop, forms }) =>
      forms.filter((form) => !scan.wordsRejectionOf(form, prop)).map((form) => `${form} ${prop}`),
    );
    expect(unhandled).toEqual([]);
    const silent = DELEGATED.flatMap(({ callback, givenBy }) =>
      givenBy.filter((file) => !scan.wordsCallback(file, callback)).map((file) => `${file} ${callback}`),
    );
    expect(silent).toEqual([]);
  });
});
