import { SOCIAL_LIMITS, type Hustle, type SideIncomeSource } from '@ww/contracts';
import type { PamTool, ToolArgsOut, ToolContext, ToolOutcome } from '../assistant.types.ts';
import { fold, list, money, pick, type Texts } from './format.ts';
import { fail, ok, tool, type ToolServices } from './kit.ts';
import { sideIncomeEarnings } from './finance-side-income-earnings.ts';
import { bestFits, one, type Found } from './social-people.ts';
import { searchesFor } from './social-search.ts';
import { byWords, withSubject } from './wheels-kit.ts';

/** The Make Money tracker's side income sources, and the hustle board ideas tried into it. */

export const KINDS: Record<SideIncomeSource['kind'], Texts> = {
  remote_work: { en: 'remote work', es: 'trabajo en remoto', fr: 'travail à distance' },
  workamping: { en: 'workamping', es: 'workamping', fr: 'workamping' },
  seasonal: { en: 'seasonal work', es: 'trabajo de temporada', fr: 'travail saisonnier' },
  crafts: { en: 'crafts and goods', es: 'artesanía y productos', fr: 'artisanat et produits' },
  content: { en: 'content creation', es: 'creación de contenido', fr: 'création de contenu' },
  other: { en: 'other', es: 'otro', fr: 'autre' },
};

const MAKE_MONEY = { type: 'navigate', path: '/wins?tab=make-money' } as const;

function sourceLine(ctx: ToolContext, src: SideIncomeSource): string {
  const earned = src.totals.length
    ? list(
        ctx,
        src.totals.map((t) => money(ctx, t.total, t.currency)),
      )
    : money(ctx, 0, ctx.settings.regional_preferences.currency);
  return pick(ctx, {
    en: `${src.name} (${KINDS[src.kind].en}): ${earned} in the last 12 months`,
    es: `${src.name} (${KINDS[src.kind].es}): ${earned} en los últimos 12 meses`,
    fr: `${src.name} (${KINDS[src.kind].fr}) : ${earned} sur les 12 derniers mois`,
  });
}

/** The source a change or delete names: by id, else by words of its name (several fitting are asked about). */
export async function sourceNamed(
  s: ToolServices,
  ctx: ToolContext,
  args: { name?: string; id?: string; choice?: number },
): Promise<Found<SideIncomeSource>> {
  const sources = await s.sideIncome.list(ctx.userId);
  const fits = args.id ? sources.filter((x) => x.id === args.id) : byWords(sources, args.name, (x) => x.name);
  return one(
    ctx,
    fits,
    (x) => x.name,
    {
      en: `You have no side income source${args.name ? ` called "${args.name}"` : ''}.`,
      es: `No tienes ninguna fuente de ingresos extra${args.name ? ` llamada «${args.name}»` : ''}.`,
      fr: `Vous n'avez aucune source de revenu d'appoint${args.name ? ` nommée « ${args.name} »` : ''}.`,
    },
    args.choice,
  );
}

/** The hustle board idea the words name, most voted first (several fitting are asked about). */
async function hustleNamed(s: ToolServices, ctx: ToolContext, args: ToolArgsOut<'try_hustle'>): Promise<Found<Hustle>> {
  if (args.id) return { ok: true, value: await s.social.hustles.get(ctx.userId, args.id) };
  let found: Hustle[] = [];
  for (const words of searchesFor(args.hustle)) {
    const q = words.join(' ');
    found = (
      await s.social.hustles.list(ctx.userId, { limit: SOCIAL_LIMITS.pageSizeMax, sort: 'top', ...(q ? { q } : {}) })
    ).data;
    if (found.length) break;
  }
  const fitting = args.hustle ? bestFits(fold(args.hustle).replace(/-/g, ' '), found, (h) => h.title) : [];
  return one(
    ctx,
    fitting.length ? fitting : found,
    (h) => h.title,
    {
      en: `I couldn't find a hustle${args.hustle ? ` about ${args.hustle}` : ''} on the board.`,
      es: `No encontré ningún trabajo${args.hustle ? ` sobre ${args.hustle}` : ''} en el tablón.`,
      fr: `Je n'ai trouvé aucun petit boulot${args.hustle ? ` sur ${args.hustle}` : ''} sur le tableau.`,
    },
    args.choice,
  );
}

type Update = ToolArgsOut<'update_side_income_source'>;

/** What a change did, in words: 'renamed to "Pet sitting"', 'kind: seasonal work', 'notes: "weekends"'. */
function changesText(ctx: ToolContext, args: Update, src: SideIncomeSource): string {
  const parts = [
    args.new_name !== undefined &&
      pick(ctx, {
        en: `renamed to "${src.name}"`,
        es: `renombrada a «${src.name}»`,
        fr: `renommée en « ${src.name} »`,
      }),
    args.kind !== undefined &&
      pick(ctx, {
        en: `kind: ${KINDS[src.kind].en}`,
        es: `tipo: ${KINDS[src.kind].es}`,
        fr: `type : ${KINDS[src.kind].fr}`,
      }),
    args.notes !== undefined &&
      (src.notes
        ? pick(ctx, { en: `notes: "${src.notes}"`, es: `notas: «${src.notes}»`, fr: `notes : « ${src.notes} »` })
        : pick(ctx, { en: 'notes cleared', es: 'notas borradas', fr: 'notes effacées' })),
  ];
  return list(
    ctx,
    parts.filter((x): x is string => typeof x === 'string'),
  );
}

/** Renames a source or changes its kind or notes, as the tracker's Edit does. */
async function updateSource(s: ToolServices, ctx: ToolContext, args: Update): Promise<ToolOutcome> {
  if (args.new_name === undefined && args.kind === undefined && args.notes === undefined) {
    return fail(
      'missing_change',
      pick(ctx, {
        en: 'What should I change: its name, its kind or its notes? E.g. "rename it to Pet sitting".',
        es: '¿Qué cambio: el nombre, el tipo o las notas? P. ej. «cámbiale el nombre a Cuidado de mascotas».',
        fr: 'Que dois-je changer : son nom, son type ou ses notes ? P. ex. « renomme-la en Garde d’animaux ».',
      }),
    );
  }
  const found = await sourceNamed(s, ctx, args);
  if (!found.ok) return found.outcome;
  const before = found.value.name;
  const src = await s.sideIncome.update(ctx.userId, found.value.id, {
    ...(args.new_name !== undefined ? { name: args.new_name } : {}),
    ...(args.kind !== undefined ? { kind: args.kind } : {}),
    ...(args.notes !== undefined ? { notes: args.notes } : {}),
  });
  const what = changesText(ctx, args, src);
  return withSubject(
    ok(
      pick(ctx, {
        en: `Updated your side income source "${before}": ${what}.`,
        es: `Actualicé tu fuente de ingresos extra «${before}»: ${what}.`,
        fr: `J'ai modifié votre source de revenu d'appoint « ${before} » : ${what}.`,
      }),
      { source: src },
      ['income'],
      MAKE_MONEY,
    ),
    { kind: 'side_income_source', id: src.id, label: src.name },
  );
}

/** Side income sources: list, add, change, delete, what one earned, and "try this hustle". */
export function sideIncomeTools(s: ToolServices): PamTool[] {
  return [
    tool({
      name: 'side_income_sources',
      description: "The user's side income sources (Make Money tracker), each with its income of the last 12 months.",
      destructive: false,
      help: {
        en: 'your side income ("my side hustles", "add a side income: Etsy shop", "how much has dog walking earned this year?")',
        es: 'tus ingresos extra («mis fuentes de ingresos extra», «¿cuánto ha ganado el paseo de perros este año?»)',
        fr: 'vos revenus d’appoint (« mes sources de revenus d’appoint », « combien la garde d’animaux a rapporté cette année ? »)',
      },
      async run(_args, ctx) {
        const sources = await s.sideIncome.list(ctx.userId);
        if (sources.length === 0) {
          return ok(
            pick(ctx, {
              en: 'You have no side income sources yet. Say "add a side income: Etsy shop", or try a hustle from the board.',
              es: 'Aún no tienes fuentes de ingresos extra. Di «añade un ingreso extra: tienda de Etsy» o prueba un trabajo del tablón.',
              fr: "Vous n'avez pas encore de source de revenu d'appoint. Dites « ajoute un revenu d'appoint : boutique Etsy » ou essayez un petit boulot du tableau.",
            }),
            { sources: [] },
          );
        }
        const lines = sources.map((x) => sourceLine(ctx, x)).join(ctx.language === 'fr' ? ' ; ' : '; ');
        return ok(
          pick(ctx, {
            en: `Your side income sources: ${lines}.`,
            es: `Tus fuentes de ingresos extra: ${lines}.`,
            fr: `Vos sources de revenus d'appoint : ${lines}.`,
          }),
          { sources },
        );
      },
    }),
    tool({
      name: 'add_side_income_source',
      description: 'Adds a side income source (name, kind, notes) to the Make Money tracker.',
      destructive: false,
      async run(args, ctx) {
        const src = await s.sideIncome.create(ctx.userId, {
          name: args.name,
          kind: args.kind,
          notes: args.notes ?? '',
        });
        return withSubject(
          ok(
            pick(ctx, {
              en: `Added "${src.name}" (${KINDS[src.kind].en}) to your Make Money tracker. Log income from it to see what it earns.`,
              es: `Añadí «${src.name}» (${KINDS[src.kind].es}) a tu registro de Ganar dinero. Anota ingresos de ella para ver lo que rinde.`,
              fr: `J'ai ajouté « ${src.name} » (${KINDS[src.kind].fr}) à votre suivi Gagner de l'argent. Notez ses revenus pour voir ce qu'elle rapporte.`,
            }),
            { source: src },
            ['income'],
            MAKE_MONEY,
          ),
          { kind: 'side_income_source', id: src.id, label: src.name },
        );
      },
    }),
    tool({
      name: 'update_side_income_source',
      description:
        "Changes a side income source found by its name, as the Make Money tracker's Edit does: new name, kind or notes.",
      destructive: false,
      run: (args, ctx) => updateSource(s, ctx, args),
    }),
    sideIncomeEarnings(s),
    tool({
      name: 'delete_side_income_source',
      description:
        'Deletes a side income source found by its name; income lines that pointed at it keep their amounts. Destructive: the user confirms first.',
      destructive: true,
      async confirmation(args, ctx) {
        const found = await sourceNamed(s, ctx, args);
        if (!found.ok) return found.outcome;
        return {
          prompt: pick(ctx, {
            en: `Delete the side income source "${found.value.name}"? Its income lines stay. Reply yes to confirm.`,
            es: `¿Borro la fuente de ingresos extra «${found.value.name}»? Sus ingresos se quedan. Responde sí para confirmar.`,
            fr: `Supprimer la source de revenu d'appoint « ${found.value.name} » ? Ses revenus restent. Répondez oui pour confirmer.`,
          }),
          args: { id: found.value.id },
        };
      },
      async run(args, ctx) {
        const found = await sourceNamed(s, ctx, args);
        if (!found.ok) return found.outcome;
        await s.sideIncome.remove(ctx.userId, found.value.id);
        return ok(
          pick(ctx, {
            en: `Deleted the side income source "${found.value.name}".`,
            es: `Borré la fuente de ingresos extra «${found.value.name}».`,
            fr: `J'ai supprimé la source de revenu d'appoint « ${found.value.name} ».`,
          }),
          { deleted: { id: found.value.id, name: found.value.name } },
          ['income'],
        );
      },
    }),
    tool({
      name: 'try_hustle',
      description:
        'Tries a hustle board idea, found by words of its title: it is added to the Make Money tracker as a side income source (once).',
      destructive: false,
      async run(args, ctx) {
        const found = await hustleNamed(s, ctx, args);
        if (!found.ok) return found.outcome;
        const tried = await s.social.hustles.tryIt(ctx.userId, found.value.id);
        const kind = pick(ctx, KINDS[tried.kind]);
        return ok(
          tried.created
            ? pick(ctx, {
                en: `Added "${tried.name}" (${kind}) to your Make Money tracker.`,
                es: `Añadí «${tried.name}» (${kind}) a tu registro de Ganar dinero.`,
                fr: `J'ai ajouté « ${tried.name} » (${kind}) à votre suivi Gagner de l'argent.`,
              })
            : pick(ctx, {
                en: `"${tried.name}" is already in your Make Money tracker.`,
                es: `«${tried.name}» ya está en tu registro de Ganar dinero.`,
                fr: `« ${tried.name} » est déjà dans votre suivi Gagner de l'argent.`,
              }),
          tried,
          tried.created ? ['income'] : [],
          MAKE_MONEY,
        );
      },
    }),
  ];
}
