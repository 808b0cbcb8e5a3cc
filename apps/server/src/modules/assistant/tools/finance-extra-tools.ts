import { FINANCE_LIMITS, roundAmount, type ExchangeRate, type PamDataTopic } from '@ww/contracts';
import type { PamTool, ToolArgsOut, ToolContext, ToolOutcome } from '../assistant.types.ts';
import { category, list, money, num, pick } from './format.ts';
import { fail, ok, tool, type ToolServices } from './kit.ts';
import { KIND_NAMES, numbered, recordText, subjectOf, type FoundRecord } from './record-text.ts';
import { sideIncomeTools } from './finance-side-income-tools.ts';
import { byWords, withSubject } from './wheels-kit.ts';

/** Undoing a delete, exchange rates, side income and hustles tried (finance-side-income-tools.ts), the bank import. */

type Ledger = FoundRecord & { kind: 'expense' | 'income' };

/** The expenses and income lines deleted within the restore window, the latest deleted first. */
async function deletedLines(s: ToolServices, ctx: ToolContext, kind?: Ledger['kind']): Promise<Ledger[]> {
  const gone: { line: Ledger; at: string }[] = [];
  if (kind !== 'income') {
    for (const r of await s.expenses.restorable(ctx.userId))
      gone.push({ line: { kind: 'expense', id: r.item.id, record: r.item }, at: r.deleted_at });
  }
  if (kind !== 'expense') {
    for (const r of await s.income.restorable(ctx.userId))
      gone.push({ line: { kind: 'income', id: r.item.id, record: r.item }, at: r.deleted_at });
  }
  return gone.sort((a, b) => b.at.localeCompare(a.at)).map((g) => g.line);
}

/** The words a deleted line is known by: its description (or source) and its category in each language. */
const lineWords = (f: Ledger) =>
  f.kind === 'income'
    ? f.record.source
    : [
        f.record.description,
        ...(['en', 'es', 'fr'] as const).map((language) => category({ language }, f.record.category)),
      ].join(' ');

const minutes = Math.max(1, Math.round(FINANCE_LIMITS.restoreWindowMs / 60_000));

function nothingToRestore(ctx: ToolContext): ToolOutcome {
  return fail(
    'restore_expired',
    pick(ctx, {
      en: `There's nothing I can bring back: a deleted expense or income line can be restored for ${minutes} minute${minutes === 1 ? '' : 's'} after the delete, and none was deleted that recently.`,
      es: `No hay nada que pueda recuperar: un gasto o ingreso borrado se puede restaurar durante ${minutes} minuto${minutes === 1 ? '' : 's'} tras borrarlo, y no se borró ninguno tan recientemente.`,
      fr: `Je ne peux rien récupérer : une dépense ou un revenu supprimé peut être restauré pendant ${minutes} minute${minutes === 1 ? '' : 's'} après la suppression, et aucun n'a été supprimé aussi récemment.`,
    }),
  );
}

/** The deleted lines the arguments name: the pinned ones, those the words and amount fit, or (unnamed) all. */
function namedLines(gone: Ledger[], args: ToolArgsOut<'restore_record'>): Ledger[] {
  if (args.ids?.length) return gone.filter((g) => args.ids!.includes(g.id));
  if (args.id) return gone.filter((g) => g.id === args.id);
  const byAmount = gone.filter((g) => args.amount === undefined || Math.abs(g.record.amount - args.amount) < 0.005);
  return byWords(byAmount, args.text, lineWords);
}

async function restoreRecord(s: ToolServices, ctx: ToolContext, args: ToolArgsOut<'restore_record'>) {
  const gone = await deletedLines(s, ctx, args.kind);
  if (gone.length === 0) return nothingToRestore(ctx);
  const named = namedLines(gone, args);
  if (named.length === 0) {
    const what = args.text ? ` "${args.text}"` : '';
    return fail(
      'not_found',
      pick(ctx, {
        en: `None of the lines deleted in the last ${minutes} minute${minutes === 1 ? '' : 's'} fits${what}. I can bring back: ${numbered(ctx, gone)}.`,
        es: `Ninguna de las líneas borradas en ${minutes === 1 ? 'el último minuto' : `los últimos ${minutes} minutos`} coincide${what}. Puedo recuperar: ${numbered(ctx, gone)}.`,
        fr: `Aucune des lignes supprimées ${minutes === 1 ? 'dans la dernière minute' : `dans les ${minutes} dernières minutes`} ne correspond${what}. Je peux récupérer : ${numbered(ctx, gone)}.`,
      }),
    );
  }
  const several = named.length > 1 && !args.ids?.length;
  const named1 = args.choice !== undefined ? named[args.choice - 1] : undefined;
  if (several && !named1 && (args.text || args.amount !== undefined || args.choice !== undefined)) {
    return fail(
      'ambiguous',
      pick(ctx, {
        en: `Several deleted lines fit. Which one should I bring back? ${numbered(ctx, named)}.`,
        es: `Coinciden varias líneas borradas. ¿Cuál recupero? ${numbered(ctx, named)}.`,
        fr: `Plusieurs lignes supprimées correspondent. Laquelle dois-je récupérer ? ${numbered(ctx, named)}.`,
      }),
      { candidates: named.map((f) => ({ kind: f.kind, id: f.id })) },
    );
  }
  // Unnamed, an undo brings back the latest delete; a bulk delete's ids bring back every line it removed.
  const back = args.ids?.length ? named : [named1 ?? named[0]!];
  for (const f of back) {
    if (f.kind === 'expense') await s.expenses.restore(ctx.userId, f.id);
    else await s.income.restore(ctx.userId, f.id);
  }
  const topics = [...new Set(back.map((f): PamDataTopic => (f.kind === 'expense' ? 'expenses' : 'income')))];
  const data = { restored: back.map((f) => ({ kind: f.kind, id: f.id })) };
  if (back.length > 1) {
    return ok(
      pick(ctx, {
        en: `Restored ${back.length} lines: ${numbered(ctx, back)}. They're back in your lists and totals.`,
        es: `Restauré ${back.length} líneas: ${numbered(ctx, back)}. Vuelven a estar en tus listas y totales.`,
        fr: `J'ai restauré ${back.length} lignes : ${numbered(ctx, back)}. Elles sont de retour dans vos listes et totaux.`,
      }),
      data,
      topics,
    );
  }
  const f = back[0]!;
  const where = pick(ctx, KIND_NAMES[f.kind].many);
  return withSubject(
    ok(
      pick(ctx, {
        en: `Restored ${recordText(ctx, f)}: it's back in your ${where}.`,
        es: `Restauré ${recordText(ctx, f)}: vuelve a estar en tus ${where}.`,
        fr: `J'ai restauré ${recordText(ctx, f)} : de retour dans vos ${where}.`,
      }),
      data,
      topics,
    ),
    subjectOf(ctx, f),
  );
}

const rateFormat = (ctx: ToolContext, r: Pick<ExchangeRate, 'base' | 'quote' | 'rate'>) =>
  `1 ${r.base} = ${num(ctx, r.rate, 6)} ${r.quote}`;

/** The rate between two currencies: the user's direct one, else the inverse of the reverse pair (as conversions do). */
function rateBetween(rates: ExchangeRate[], base: string, quote: string) {
  const direct = rates.find((r) => r.base === base && r.quote === quote);
  if (direct) return { rate: direct, inverse: false };
  const reverse = rates.find((r) => r.base === quote && r.quote === base);
  return reverse ? { rate: reverse, inverse: true } : null;
}

const noRate = (ctx: ToolContext, base: string, quote: string) =>
  pick(ctx, {
    en: `You haven't set a rate between ${base} and ${quote}. Tell me the one you got, e.g. "use 1 ${base} = 1.08 ${quote}".`,
    es: `No has fijado un tipo entre ${base} y ${quote}. Dime el que te dieron, p. ej. «usa 1 ${base} = 1,08 ${quote}».`,
    fr: `Vous n'avez pas de taux entre ${base} et ${quote}. Dites-moi celui que vous avez obtenu, p. ex. « utilise 1 ${base} = 1,08 ${quote} ».`,
  });

async function exchangeRates(s: ToolServices, ctx: ToolContext, args: ToolArgsOut<'exchange_rates'>) {
  const rates = await s.exchangeRates.list(ctx.userId);
  const quote =
    args.quote ??
    (args.base && args.base !== ctx.settings.regional_preferences.currency
      ? ctx.settings.regional_preferences.currency
      : undefined);
  if (args.base && quote) {
    const found = rateBetween(rates, args.base, quote);
    if (!found) return ok(noRate(ctx, args.base, quote), { rate: null });
    const { rate, inverse } = found;
    const shown = inverse ? { base: args.base, quote, rate: 1 / rate.rate } : rate;
    const from = inverse
      ? pick(ctx, {
          en: ` (the inverse of your ${rateFormat(ctx, rate)})`,
          es: ` (el inverso de tu ${rateFormat(ctx, rate)})`,
          fr: ` (l'inverse de votre ${rateFormat(ctx, rate)})`,
        })
      : '';
    return ok(
      pick(ctx, {
        en: `The rate you use: ${rateFormat(ctx, shown)}${from}.`,
        es: `El tipo que usas: ${rateFormat(ctx, shown)}${from}.`,
        fr: `Le taux que vous utilisez : ${rateFormat(ctx, shown)}${from}.`,
      }),
      { rate: { base: shown.base, quote: shown.quote, rate: shown.rate }, stored: rate },
    );
  }
  if (rates.length === 0) {
    return ok(
      pick(ctx, {
        en: 'You have no exchange rates yet. Add the one you got, e.g. "use 1 EUR = 1.08 USD".',
        es: 'Aún no tienes tipos de cambio. Añade el que te dieron, p. ej. «usa 1 EUR = 1,08 USD».',
        fr: "Vous n'avez pas encore de taux de change. Ajoutez celui que vous avez obtenu, p. ex. « utilise 1 EUR = 1,08 USD ».",
      }),
      { rates: [] },
    );
  }
  const all = list(
    ctx,
    rates.map((r) => rateFormat(ctx, r)),
  );
  return ok(
    pick(ctx, {
      en: `Your exchange rates: ${all}.`,
      es: `Tus tipos de cambio: ${all}.`,
      fr: `Vos taux de change : ${all}.`,
    }),
    { rates },
  );
}

/** An amount in another currency at the user's rate between the two, rounded to the cent as the screens do. */
async function convertCurrency(s: ToolServices, ctx: ToolContext, args: ToolArgsOut<'convert_currency'>) {
  const given = money(ctx, args.amount, args.from);
  if (args.from === args.to) return ok(`${given} = ${given}.`, { amount: args.amount, currency: args.to });
  const found = rateBetween(await s.exchangeRates.list(ctx.userId), args.from, args.to);
  if (!found) {
    return fail(
      'no_rate',
      pick(ctx, {
        en: `I convert with your own exchange rates (Wins has no live rates). ${noRate(ctx, args.from, args.to)}`,
        es: `Convierto con tus propios tipos de cambio (Wins no tiene tipos en directo). ${noRate(ctx, args.from, args.to)}`,
        fr: `Je convertis avec vos propres taux de change (Wins n'a pas de taux en direct). ${noRate(ctx, args.from, args.to)}`,
      }),
    );
  }
  const { rate, inverse } = found;
  const amount = roundAmount(inverse ? args.amount / rate.rate : args.amount * rate.rate);
  const result = money(ctx, amount, args.to);
  const used = rateFormat(ctx, rate);
  return ok(
    pick(ctx, {
      en: `${given} is ${result} at your rate ${used}.`,
      es: `${given} son ${result} con tu tipo ${used}.`,
      fr: `${given} font ${result} à votre taux ${used}.`,
    }),
    { amount, currency: args.to, rate },
  );
}

/** The rate a delete names: by id, else the pair in either direction; several with one currency are asked about. */
async function rateNamed(
  s: ToolServices,
  ctx: ToolContext,
  args: ToolArgsOut<'delete_exchange_rate'>,
): Promise<{ rate: ExchangeRate } | { outcome: ToolOutcome }> {
  const rates = await s.exchangeRates.list(ctx.userId);
  const fits = rates.filter((r) =>
    args.id ? r.id === args.id : [args.base, args.quote].every((c) => c === undefined || r.base === c || r.quote === c),
  );
  if (fits.length === 1) return { rate: fits[0]! };
  if (fits.length === 0) {
    const pair = [args.base, args.quote].filter(Boolean).join(' / ');
    return {
      outcome: fail(
        'not_found',
        pick(ctx, {
          en: `You have no exchange rate${pair ? ` for ${pair}` : ''}.`,
          es: `No tienes ningún tipo de cambio${pair ? ` para ${pair}` : ''}.`,
          fr: `Vous n'avez aucun taux de change${pair ? ` pour ${pair}` : ''}.`,
        }),
      ),
    };
  }
  const shown = list(
    ctx,
    fits.map((r) => rateFormat(ctx, r)),
  );
  return {
    outcome: fail(
      'ambiguous',
      pick(ctx, {
        en: `Which rate? ${shown}. Name both currencies.`,
        es: `¿Qué tipo? ${shown}. Di las dos monedas.`,
        fr: `Quel taux ? ${shown}. Nommez les deux devises.`,
      }),
    ),
  };
}

export function financeExtraTools(s: ToolServices): PamTool[] {
  return [
    tool({
      name: 'restore_record',
      description:
        'Undoes the delete of an expense or income line deleted in the last minute, as the Wins undo does: the one named by id(s), words or amount, else the latest deleted.',
      destructive: false,
      help: {
        en: 'undo a delete ("undo that", "bring back the museum ticket")',
        es: 'deshacer un borrado («deshazlo», «restaura el gasto borrado»)',
        fr: 'annuler une suppression (« annule la suppression », « récupère le ticket du musée »)',
      },
      run: (args, ctx) => restoreRecord(s, ctx, args),
    }),
    tool({
      name: 'exchange_rates',
      description: "The user's own exchange rates (1 base = rate quote); with a pair, the one used between them.",
      destructive: false,
      help: {
        en: 'your exchange rates ("use 1 EUR = 1.08 USD", "how much is 50 euros in dollars?")',
        es: 'tus tipos de cambio («usa 1 EUR = 1,08 USD», «¿cuánto son 50 euros en dólares?»)',
        fr: 'vos taux de change (« utilise 1 EUR = 1,08 USD », « combien font 50 € en dollars ? »)',
      },
      run: (args, ctx) => exchangeRates(s, ctx, args),
    }),
    tool({
      name: 'convert_currency',
      description: "Converts an amount to another currency at the user's own exchange rate between the two.",
      destructive: false,
      run: (args, ctx) => convertCurrency(s, ctx, args),
    }),
    tool({
      name: 'set_exchange_rate',
      description:
        "Creates or replaces the user's exchange rate: 1 base = rate quote (the Wins overview converts with it).",
      destructive: false,
      async run(args, ctx) {
        const saved = await s.exchangeRates.upsert(ctx.userId, args);
        return ok(
          pick(ctx, {
            en: `Saved your rate: ${rateFormat(ctx, saved)}. Your Wins overview converts with it.`,
            es: `Guardé tu tipo: ${rateFormat(ctx, saved)}. El resumen de Wins convierte con él.`,
            fr: `J'ai enregistré votre taux : ${rateFormat(ctx, saved)}. La vue d'ensemble de Wins convertit avec lui.`,
          }),
          { rate: saved },
          ['expenses'],
        );
      },
    }),
    tool({
      name: 'delete_exchange_rate',
      description: "Deletes the user's exchange rate between two currencies. Destructive: the user confirms first.",
      destructive: true,
      async confirmation(args, ctx) {
        const named = await rateNamed(s, ctx, args);
        if ('outcome' in named) return named.outcome;
        const r = rateFormat(ctx, named.rate);
        return {
          prompt: pick(ctx, {
            en: `Delete your exchange rate ${r}? Reply yes to confirm.`,
            es: `¿Borro tu tipo de cambio ${r}? Responde sí para confirmar.`,
            fr: `Supprimer votre taux de change ${r} ? Répondez oui pour confirmer.`,
          }),
          args: { id: named.rate.id },
        };
      },
      async run(args, ctx) {
        const named = await rateNamed(s, ctx, args);
        if ('outcome' in named) return named.outcome;
        await s.exchangeRates.remove(ctx.userId, named.rate.id);
        const r = rateFormat(ctx, named.rate);
        return ok(
          pick(ctx, {
            en: `Deleted your exchange rate ${r}.`,
            es: `Borré tu tipo de cambio ${r}.`,
            fr: `J'ai supprimé votre taux de change ${r}.`,
          }),
          { deleted: named.rate },
          ['expenses'],
        );
      },
    }),
    ...sideIncomeTools(s),
    tool({
      name: 'open_bank_import',
      description:
        'A bank statement cannot be sent by chat: opens the Expenses tab whose Import button uploads a CSV or OFX statement.',
      destructive: false,
      help: {
        en: 'import a bank statement ("import my bank statement")',
        es: 'importar un extracto bancario («importa mi extracto del banco»)',
        fr: 'importer un relevé bancaire (« importe mon relevé de banque »)',
      },
      run: (_args, ctx) =>
        Promise.resolve(
          ok(
            pick(ctx, {
              en: 'I can\'t take a file in chat, so I\'ve opened the Expenses tab: press "Import" there and choose your bank statement (CSV or OFX). You check the lines before they are added.',
              es: 'No puedo recibir archivos en el chat, así que abrí la pestaña Gastos: pulsa «Importar» y elige tu extracto bancario (CSV u OFX). Revisas las líneas antes de añadirlas.',
              fr: "Je ne peux pas recevoir de fichier dans le chat, j'ai donc ouvert l'onglet Dépenses : appuyez sur « Importer » et choisissez votre relevé bancaire (CSV ou OFX). Vous vérifiez les lignes avant qu'elles soient ajoutées.",
            }),
            { path: '/wins?tab=expenses' },
            [],
            { type: 'navigate', path: '/wins?tab=expenses' },
          ),
        ),
    }),
  ];
}
